import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { pickFilterSearch } from '../core/url-state/filter-search.ts';
import styles from './app-nav.module.css';

export const views = [
  { to: '/', label: 'Cash position', key: 'o' },
  { to: '/accounts', label: 'Accounts', key: 'a' },
  { to: '/transactions', label: 'Transactions', key: 't' },
  { to: '/forecasts', label: 'Forecasts', key: 'f' },
  { to: '/13-weeks', label: '13 weeks', key: 'w' },
  { to: '/overdue', label: 'Overdue', key: 'd' },
  { to: '/reports', label: 'Reports', key: 'r' },
  { to: '/board-pack', label: 'Board pack', key: 'b' },
  { to: '/alerts', label: 'Alerts', key: 'l' },
] as const;

/** After the first paint, from the workspace: no figure waits for the alert rules. */
const FiringCount = lazy(() =>
  import('./firing-count.tsx').then(
    (module) => ({ default: module.FiringCount }),
    () => ({ default: () => null }),
  ),
);

/** Moving between views keeps the shared filters, so "this account, this quarter" follows the reader; Alerts has none to keep. */
export function AppNav({ painted }: { painted: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  // On a phone the tabs scroll sideways: the current view's tab is brought into sight, never left
  // off-screen. An observer tells whether it is cut, rather than a measurement here, which would
  // force a layout of the whole page in the middle of its first render.
  useEffect(() => {
    const current = list.current?.querySelector('[aria-current="page"]');
    if (!current || !list.current) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry && entry.intersectionRatio < 1) current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      },
      { root: list.current, threshold: 1 },
    );
    observer.observe(current);
    return () => observer.disconnect();
  }, [pathname]);
  return (
    <nav aria-label="Views" className={styles.nav}>
      <ul ref={list} className="scroll-shadows">
        {views.map((view) => (
          <li key={view.to}>
            <Link
              to={view.to}
              search={view.to === '/alerts' ? {} : pickFilterSearch}
              activeOptions={{ exact: view.to === '/', includeSearch: false }}
              activeProps={{ 'aria-current': 'page', className: styles.active }}
            >
              {view.label}
              {view.to === '/alerts' && painted && (
                <Suspense fallback={null}>
                  <FiringCount />
                </Suspense>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
