// What the search panel offers before anything is typed: the kinds of query the search reads
// well (a question in the reader's own words, a pasted error, a name from the API), each one
// that the site answers. tests/build/search-quality.test.ts checks that each still finds its page.

export const EXAMPLE_QUERIES: readonly string[] = [
  'How do I lazy load a screen?',
  'Why is my app bundle so large?',
  "Error: Cannot find module '@svgr/webpack'",
  'ScriptManager.shared.addResolver',
];
