import { useMatches, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { parseViewSearch } from '../lib/url-state/filter-search.ts';
import { parseSearchString } from '../lib/url-state/search-codec.ts';

/**
 * When a link carries values the view cannot use, the view already ignores them and reports
 * them (validateViewSearch); this puts the corrected search in the address bar too, so what
 * is copied next is what is shown.
 */
export function useSearchCorrection(): void {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const searchFields = useMatches({ select: (matches) => matches.at(-1)?.staticData.searchFields });
  const navigate = useNavigate();

  useEffect(() => {
    if (!searchFields) return;
    const { search, notices } = parseViewSearch(searchFields, parseSearchString(searchStr));
    if (notices.length === 0) return;
    void navigate({ to: '.', search: search as Record<string, unknown>, replace: true });
  }, [searchStr, searchFields, navigate]);
}
