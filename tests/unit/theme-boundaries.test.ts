// The theme extends Rspress only through its public entry points: no reaching into the
// framework's build output (it changes with every release) and no rewriting of the markup it
// renders after the fact.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs|js|css)$/.test(entry.name) ? [relative] : [];
  });
}

const files = [...sourceFiles('theme'), ...sourceFiles('scripts'), 'rspress.config.ts'];
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('theme boundaries', () => {
  it('nothing imports from @rspress/core/dist', () => {
    expect(files.filter((file) => read(file).includes('@rspress/core/dist'))).toEqual([]);
  });

  it('no theme file watches or patches the rendered page', () => {
    const patching = /\bMutationObserver\b|\.setAttribute\(|\.removeAttribute\(|querySelectorAll\(/;
    // The query flags and the page-load guard mark <html> itself, which no framework component
    // renders; the search panel looks for focusable elements in its own dialog; image zoom
    // hands a page's images to medium-zoom, as Rspress's built-in zoom does.
    const allowed = new Set([
      'theme/components/ImageZoom/index.tsx',
      'theme/lib/query-flags.ts',
      'theme/components/QueryFlagFrontmatter/index.tsx',
      'theme/components/PageLoadGuard/index.tsx',
      'theme/components/SearchPanel/index.tsx',
    ]);
    const offenders = files.filter((file) => file.startsWith('theme/') && !allowed.has(file) && patching.test(read(file)));
    expect(offenders).toEqual([]);
  });
});
