// sitemap.xml: every page but the 404 page (it answers any unknown address and has none of its
// own), at the address the host serves it at without a redirect, with `lastmod` the time of
// the page's last commit. Rspress's sitemap plugin dates each page by its file's modification
// time, which a fresh clone sets to the checkout time: every clone claimed every page changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { servedPath } from '../lib/seo';

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * The time of the last commit that changed each file under `dir` (absolute path → ISO time),
 * by author time as Rspress's "Last updated" label shows it. Files with no commit (new, or
 * no repository) are missing, and so are files whose last commit in a shallow clone is the
 * oldest one fetched: there git lists every file as changed, and the true time is unknown.
 */
export function lastCommitTimes(dir: string): Map<string, string> {
  const times = new Map<string, string>();
  let top: string;
  try {
    top = git(dir, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return times;
  }
  const shallowFile = path.resolve(dir, git(dir, ['rev-parse', '--git-path', 'shallow']).trim());
  const shallowBoundary = new Set(fs.existsSync(shallowFile) ? fs.readFileSync(shallowFile, 'utf8').split('\n').filter(Boolean) : []);
  // --cc lists a merge's files where it differs from every parent, as `git log -- file` counts it.
  const log = git(dir, ['-c', 'core.quotePath=false', 'log', '--format=%x00%H %at', '--name-only', '--cc', '--no-renames', '--', '.']);
  let commit: { hash: string; time: string } | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      const [hash = '', seconds = '0'] = line.slice(1).split(' ');
      commit = { hash, time: new Date(Number(seconds) * 1000).toISOString() };
    } else if (line && commit) {
      const file = path.join(top, line);
      if (times.has(file) || shallowBoundary.has(commit.hash)) continue;
      times.set(file, commit.time);
    }
  }
  return times;
}

/** The sitemap of `pages` (served path → source file) for the site at `origin`. */
export function sitemapXml(origin: string, pages: ReadonlyMap<string, string>, lastmod: ReadonlyMap<string, string>): string {
  const urls = [...pages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, file]) => {
      const time = lastmod.get(file);
      return `<url><loc>${origin}${route}</loc>${time ? `<lastmod>${time}</lastmod>` : ''}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemap({ origin }: { origin: string }): RspressPlugin {
  const pages = new Map<string, string>();
  return {
    name: 'repack-sitemap',
    extendPageData(pageData, isProd) {
      if (isProd && pageData.routePath !== '/404') pages.set(servedPath(pageData.routePath), pageData._filepath);
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const docsDir = config.root ?? path.join(process.cwd(), 'docs');
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(origin, pages, lastCommitTimes(docsDir)));
    },
  };
}
