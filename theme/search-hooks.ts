// Search hooks module (`search.searchHooks` in rspress.config.ts). Rspress documents
// `onSearch` as the place to filter its default results in place.
import type { OnSearch } from '@rspress/core/theme';
import { keepFirstPages } from './lib/search-limit';

export const onSearch: OnSearch = (_query, defaultResults) => {
  for (const group of defaultResults) {
    group.result.splice(0, group.result.length, ...keepFirstPages(group.result));
  }
};
