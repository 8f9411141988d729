import { withBase } from '@rspress/core/runtime';
// Rspress names the index file after a hash of its content and hands that hash to the browser
// only through this virtual module, which its own search component reads too. Can go when
// Rspress exports the index address (its getSearchIndexURL is internal in 2.0).
import { searchIndexHash } from 'virtual-page-data';
import { searchIndexPath } from './index-path';

/** The address of the index for a language and version, or undefined when none was built. */
export function searchIndexUrl(lang: string, version: string): string | undefined {
  const path = searchIndexPath(searchIndexHash, lang, version);
  return path && withBase(path);
}
