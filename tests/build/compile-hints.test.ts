// The scripts every page runs as it loads carry V8's compile hint, so Chrome compiles them off
// the main thread while they stream in (theme/plugins/compile-hints.ts); a page's own route
// chunk does not.
import { describe, expect, test } from 'vitest';
import { COMPILE_HINT } from '../../theme/plugins/compile-hints';
import { listBuildFiles, readBuildFile } from '../support/build-output';

const pages = listBuildFiles().filter((file) => file.endsWith('.html'));
const scriptsOf = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').slice(1));

describe('compile hints', () => {
  test.each(pages)('%s: its scripts start with the hint, its preloaded route chunk does not', (file) => {
    const html = readBuildFile(file);
    const initial = scriptsOf(html, /<script\b[^>]*\ssrc="(\/static\/js\/[^"]+)"/g);
    const preloaded = scriptsOf(html, /<link\b[^>]*\shref="(\/static\/js\/async\/[^"]+)"[^>]*\sas="script"/g);
    expect(initial.length).toBeGreaterThanOrEqual(4);
    expect(preloaded.length).toBeGreaterThanOrEqual(1);
    for (const script of initial) expect(readBuildFile(script).startsWith(COMPILE_HINT), script).toBe(true);
    for (const script of preloaded) expect(readBuildFile(script).startsWith(COMPILE_HINT), script).toBe(false);
  });
});
