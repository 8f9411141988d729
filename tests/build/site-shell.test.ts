// What the server sends for the shell of the site (navbar, sidebars, home page, doc page
// extras, footer, 404): texts, links and their order, checked in the static HTML. How these
// parts look and behave (themes, hover, sizes, scrolling) is checked in the browser
// (tests/e2e/theme.spec.ts, tests/e2e/behaviour/).
import type { CheerioAPI } from 'cheerio';
import { describe, expect, test } from 'vitest';
import { queryBuiltRoute } from '../support/build-output';
import { allRoutes, aPageUnder, editLinkOf, sourceOfRoute } from '../support/routes';
import { apiSidebarEntries, cliSidebarItems, docsSidebarGroups, inOrder } from '../support/sidebars';

const contactUrl = 'https://www.callstack.com/contact-us';
/** The feature cards of the specification (§1), in order; each links to a page of the site. */
const featureTitles = [
  'Mobile Microfrontends',
  'Powered by Rspack & webpack',
  'Drop-in Metro Replacement',
  'Smaller App Size',
  'React Native DevTools',
  'Fully-featured Dev Server',
];
// Any page of each section: the shell is the same on all of them.
const docPage = aPageUnder('/docs/');
const apiPage = aPageUnder('/api/');

const texts = ($: CheerioAPI, selector: string) =>
  $(selector)
    .map((_, element) => $(element).text().trim())
    .get();
const attrs = ($: CheerioAPI, selector: string, name: string) =>
  $(selector)
    .map((_, element) => $(element).attr(name) ?? '')
    .get();

describe('navbar [§1]', () => {
  const $ = queryBuiltRoute(docPage);

  test('lists Docs, API, Blog and the Version menu in order', () => {
    const items = $('.rp-nav .rp-nav-menu__item__container');
    expect(texts($, '.rp-nav .rp-nav-menu__item__container')).toEqual([
      'Docs',
      'API',
      expect.stringMatching(/Blog/),
      expect.stringMatching(/^Version/),
    ]);
    expect(items.eq(0).attr('href')).toBe('/docs/getting-started/quick-start');
    expect(items.eq(1).attr('href')).toMatch(/^\/api\/(index)?$/);
    expect(items.eq(2).attr('href')).toMatch(/^https:\/\/www\.callstack\.com\//);
  });

  test('the Version menu links to the 5.x, 4.x, 3.x and 2.x sites', () => {
    expect(texts($, '.rp-nav .rp-hover-group__item__link')).toEqual(['5.x (latest)', '4.x', '3.x', '2.x']);
    expect(attrs($, '.rp-nav .rp-hover-group__item__link', 'href')).toEqual([
      'https://re-pack.dev/',
      'https://v4.re-pack.dev/',
      'https://v3.re-pack.dev/',
      'https://v2.re-pack.dev/',
    ]);
  });

  test('marks Docs active under /docs/ and API active under /api/', () => {
    expect(texts(queryBuiltRoute(docPage), '.rp-nav .rp-nav-menu__item--active')).toEqual(['Docs']);
    expect(texts(queryBuiltRoute(apiPage), '.rp-nav .rp-nav-menu__item--active')).toEqual(['API']);
  });

  test('links GitHub, X and Discord, in that order', () => {
    expect(attrs($, '.rp-nav__others .rp-social-links a', 'href')).toEqual([
      'https://github.com/callstack/repack',
      'https://x.com/repack_rn',
      'https://discord.gg/TWDBep3nXV',
    ]);
  });
});

// A link or a control inside a <button> is invalid HTML, reads to a screen reader as part of the
// button's name, and makes React log an error on every page in `rspress dev`.
test.each(allRoutes)('%s has no link or control inside a button', (route) => {
  const $ = queryBuiltRoute(route);
  const nested = $('button')
    .find('a[href], button, input, select, textarea, summary, [tabindex]')
    .map((_, element) => $.html(element).slice(0, 120))
    .get();
  expect(nested).toEqual([]);
});

describe('sidebars [§1]', () => {
  // That every page is listed in a sidebar is checked, with the page's file, in routes.test.ts.
  test('/docs shows the groups of the specification in its order, all expanded', () => {
    const $ = queryBuiltRoute(docPage);
    const groups = '.rp-doc-layout__sidebar .repack-sidebar__group[data-depth="0"]';
    const headers = texts($, `${groups} > .repack-sidebar__group-header`);
    expect(inOrder(headers, docsSidebarGroups)).toEqual(docsSidebarGroups);
    expect(attrs($, `${groups} > .repack-sidebar__group-header button`, 'aria-expanded')).toEqual(headers.map(() => 'true'));
    expect($(`${groups} > .repack-sidebar__items[hidden], ${groups} > .repack-sidebar__items[inert]`)).toHaveLength(0);
  });

  test('/api shows Overview, CLI, DevServer, Runtime client, Loaders, Plugins and Configuration utilities', () => {
    const $ = queryBuiltRoute(apiPage);
    const topLevel =
      '.rp-doc-layout__sidebar :is(.repack-sidebar__group[data-depth="0"] > .repack-sidebar__group-header, .repack-sidebar__items--top > li > .repack-sidebar__link)';
    expect(inOrder(texts($, topLevel), apiSidebarEntries)).toEqual(apiSidebarEntries);
    const cli = $('.rp-doc-layout__sidebar .repack-sidebar__group[data-depth="0"]').filter(
      (_, group) => $(group).children('.repack-sidebar__group-header').text().trim() === 'CLI',
    );
    expect(
      cli
        .find('.repack-sidebar__items a .repack-sidebar__label')
        .map((_, label) => $(label).text().trim())
        .get(),
    ).toEqual(cliSidebarItems);
    // Named in full for screen readers and search engines, which read the links out of context.
    expect(
      cli
        .find('.repack-sidebar__items a')
        .map((_, link) => $(link).text().trim())
        .get(),
    ).toEqual(cliSidebarItems.map((label) => `${label} command`));
  });
});

describe('home page', () => {
  const $ = queryBuiltRoute('/');

  test('hero: title, tagline, two actions and an image for each theme', () => {
    expect(texts($, 'h1')).toEqual(['Modern build tool for React Native']);
    expect($('.repack-hero__tagline').text()).toBe('Re.Pack brings the Rspack and webpack bundler ecosystem to mobile React Native apps.');
    const start = $('a.repack-hero__action--brand');
    expect(start.text()).toBe('Get started');
    expect(allRoutes, 'Get started leads to a page of the site').toContain(start.attr('href'));
    // "Learn more" says where it leads to assistive technology and crawlers, beyond its visible words.
    const more = $('a.repack-hero__action--alt');
    expect(more.text()).toBe('Learn more about Re.Pack');
    expect(more.find('.repack-visually-hidden').text().trim()).toBe('about Re.Pack');
    expect(allRoutes, 'Learn more leads to a page of the site').toContain(more.attr('href'));
    expect($('.repack-hero__image--light').attr('src')).toBe('/img/hero-light.svg');
    expect($('.repack-hero__image--dark').attr('src')).toBe('/img/hero-dark.svg');
  });

  test('six feature cards, in order, each a link to its page with an icon, four of twelve columns wide', () => {
    const cards = $('.repack-feature');
    expect(cards.map((_, card) => $(card).find('h2').text()).get()).toEqual(featureTitles);
    cards.each((_, card) => {
      expect(card.tagName).toBe('a');
      expect(allRoutes, `the card "${$(card).find('h2').text()}" leads to a page of the site`).toContain($(card).attr('href'));
      expect($(card).find('img').attr('src')).toMatch(/^\/icons\/.+\.svg$/);
      expect($(card).hasClass('repack-feature--span-4')).toBe(true);
    });
  });

  test('call-to-action banner with the default button text, opening the contact page in a new tab', () => {
    const button = $('.repack-cta--home a');
    expect(button.text()).toBe("Let's talk");
    expect(button.attr('href')).toBe(contactUrl);
    expect(button.attr('target')).toBe('_blank');
    expect(button.attr('rel')).toBe('noopener noreferrer');
  });
});

describe('footer', () => {
  for (const route of ['/', docPage, '/api/']) {
    test(`${route} shows the copyright and the Callstack logo`, () => {
      const $ = queryBuiltRoute(route);
      const footer = $('footer.repack-footer');
      expect(footer).toHaveLength(1);
      expect(footer.text()).toContain('Copyright 2025 Callstack');
      const logo = footer.find('a[href="https://www.callstack.com"]');
      // One image per theme; the browser test of the themes checks that one shows at a time.
      expect(
        logo
          .find('img')
          .map((_, image) => $(image).attr('alt'))
          .get(),
      ).toEqual(['Callstack', 'Callstack']);
    });
  }
});

describe('doc page', () => {
  test('version badge, banner at the foot and under the outline, edit link', () => {
    const $ = queryBuiltRoute(docPage);
    expect($('.repack-version-badge').text()).toBe('Version 5.x');
    expect($('.repack-cta--doc a').text()).toBe("Let's talk");
    expect($('.repack-cta--doc a').attr('href')).toBe(contactUrl);
    expect($('.rp-doc-layout__outline .repack-cta--outline a').attr('href')).toBe(contactUrl);
    expect(texts($, '.rp-doc-footer__edit a')).toEqual(['Edit this page on GitHub']);
    expect($('.rp-doc-footer__edit a').attr('href')).toBe(editLinkOf(sourceOfRoute(docPage)));
  });

  test('the overview page hides the version badge, the banners and the doc footer', () => {
    const $ = queryBuiltRoute('/api/');
    expect(texts($, 'label')).toContain('Filter');
    expect($('.repack-version-badge, .repack-cta, .rp-doc-footer')).toHaveLength(0);
  });
});

test('/404 shows the not-found message with a link home, under its own title', () => {
  const $ = queryBuiltRoute('/404');
  expect($('head > title').text()).toBe('404 - Re.Pack');
  expect($('.repack-not-found__code').text()).toBe('404');
  expect($('h1').text()).toBe('PAGE NOT FOUND');
  expect($('a.repack-not-found__home').text()).toBe('Take me home');
  expect($('a.repack-not-found__home').attr('href')).toBe('/');
});
