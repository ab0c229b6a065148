import type { SearchFields } from '../../lib/url-state/parse-search.ts';

export const accountsSearchFields = {} satisfies SearchFields;
