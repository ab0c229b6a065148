import type { SearchFields } from '../../url-state/parse-search.ts';

export const accountsSearchFields = {} satisfies SearchFields;
