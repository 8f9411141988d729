import { useFrontmatter, usePage } from '@rspress/core/runtime';
import './index.css';

/** The Re.Pack major version these docs describe. */
export const documentedVersion = '5.x';

/** "Version 5.x" above the content of doc pages; overview pages are indexes and go without. */
export function VersionBadge() {
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  if (frontmatter.overview || page.pageType !== 'doc') return null;
  return (
    <p className="repack-version-badge">
      <span className="repack-version-badge__label">Version</span> {documentedVersion}
    </p>
  );
}
