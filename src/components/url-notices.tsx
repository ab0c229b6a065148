import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { SearchNotice } from '../core/url-state/parse-search.ts';

type UrlNotices = {
  notices: readonly SearchNotice[];
  report: (added: readonly SearchNotice[]) => void;
  dismiss: () => void;
};

const UrlNoticesContext = createContext<UrlNotices | null>(null);

/**
 * What the link carried that the view could not use: the router's parse of the opening link
 * (its values are dropped and the address bar corrected at once), then the ids the filter bar
 * finds unknown. Shown until the reader dismisses them; the next link opened starts afresh.
 */
export function UrlNoticesProvider({ initial, children }: { initial: readonly SearchNotice[]; children: ReactNode }) {
  const [notices, setNotices] = useState(initial);
  const report = useCallback((added: readonly SearchNotice[]) => {
    setNotices((current) => {
      const fresh = added.filter((notice) => !current.some((shown) => isSameNotice(shown, notice)));
      return fresh.length > 0 ? [...current, ...fresh] : current;
    });
  }, []);
  const dismiss = useCallback(() => setNotices([]), []);
  const value = useMemo(() => ({ notices, report, dismiss }), [notices, report, dismiss]);
  return <UrlNoticesContext value={value}>{children}</UrlNoticesContext>;
}

export function useUrlNotices(): UrlNotices {
  const context = useContext(UrlNoticesContext);
  if (!context) throw new Error('useUrlNotices needs a UrlNoticesProvider above it');
  return context;
}

/** A notice already shown is not repeated when the same link is read again. */
function isSameNotice(a: SearchNotice, b: SearchNotice): boolean {
  return a.param === b.param && a.value === b.value && a.reason === b.reason;
}
