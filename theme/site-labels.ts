// UI texts that the site specification prescribes, keyed by Rspress's i18n text keys.
export const siteLabels: Record<string, string> = {
  outlineTitle: 'Contents',
  editLinkText: 'Edit this page on GitHub',
  lastUpdatedText: 'Last Updated',
  searchPlaceholderText: 'Search docs',
  searchNoResultsText: 'No results for',
  searchSuggestedQueryText: 'Please try again with a different keyword',
  'overview.filterNameText': 'Filter',
  'overview.filterPlaceholderText': 'Enter keyword',
  'overview.filterNoResultText': 'No matching API found',
};
