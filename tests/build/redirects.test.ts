// Moving or renaming a page breaks no address readers have: every address the site has
// published (tests/build/published-routes.json, kept by `npm run routes:publish`) still serves
// a page or is redirected to one by vercel.json, and every redirect leads to a page (and
// heading) of the build. See CONTRIBUTING.md, "Move or rename a page".
import { expect, test } from 'vitest';
import { site } from '../../theme/site.mjs';
import { isBuildFile } from '../support/build-output';
import { deadLinkReason, fileForPath } from '../support/link-targets';
import { readRedirects, redirectTarget } from '../support/redirects';
import published from './published-routes.json' with { type: 'json' };

const redirects = readRedirects();
const isExternal = (destination: string) => new URL(destination, site.origin).origin !== site.origin;

test('every address published before still serves a page, or is redirected to one in vercel.json', () => {
  const gone = published.routes.flatMap((route) => {
    if (fileForPath(route, isBuildFile)) return [];
    const target = redirectTarget(redirects, route);
    if (!target)
      return [
        `${route} was published and has no page now: add a redirect to the "redirects" of vercel.json, ` +
          `e.g. { "source": "${route}", "destination": "/the/new/address" } (CONTRIBUTING.md, "Move or rename a page")`,
      ];
    // A literal redirect's target is checked with the other redirects below.
    if (isExternal(target.destination) || !/[:(*]/.test(target.redirect.source)) return [];
    const reason = deadLinkReason(target.destination, route);
    return reason ? [`${route} is redirected to ${target.destination} (vercel.json), which is dead: ${reason}`] : [];
  });
  expect(gone, gone.join('\n')).toEqual([]);
});

test('every redirect of vercel.json leads to a page of the build and hides none', () => {
  const problems = redirects.flatMap((redirect) => {
    const found: string[] = [];
    const literal = !/[:(*]/.test(redirect.source);
    // A redirect wins over a file on Vercel: one from an existing page would hide it.
    if (literal && fileForPath(redirect.source, isBuildFile))
      found.push(`vercel.json: the redirect from ${redirect.source} hides the page served there; remove the redirect or the page`);
    if (!literal || isExternal(redirect.destination)) return found;
    const reason = deadLinkReason(redirect.destination, redirect.source);
    if (reason) found.push(`vercel.json: the redirect from ${redirect.source} leads to ${redirect.destination}, which is dead: ${reason}`);
    return found;
  });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the list of published addresses is sorted and holds each address once', () => {
  expect(published.routes).toEqual([...new Set(published.routes)].sort());
  expect(published.routes).toContain('/');
});
