import { useMatches, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useUrlNotices } from '../components/url-notices.tsx';
import { noticesOf } from '../core/url-state/filter-search.ts';

/**
 * A link reached without a page load (history.pushState by another script, a popstate) is
 * validated by the router like any other, but left in the address bar as it came: this reports
 * what the router's parse could not use and writes its corrected search back, so what is
 * copied next is what is shown. The opening link is corrected by the router itself.
 */
export function useLinkNotices(): void {
  // The view's match, not the layout's own: only the view's validation knows its parameters.
  const notices = useMatches({ select: (matches) => noticesOf(matches.at(-1)?.search) });
  const { report } = useUrlNotices();
  const navigate = useNavigate();

  useEffect(() => {
    if (!notices) return;
    report(notices);
    void navigate({ to: '.', search: (previous) => ({ ...previous, notices: undefined }), replace: true });
  }, [notices, report, navigate]);
}
