import { useMatches, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { activePeriod } from '../components/filter-bar/share-links.ts';
import { shiftWindow } from '../lib/date-window.ts';
import { today } from '../lib/page-meta.ts';
import { type FilterSearch, pickFilterSearch, resolveWindow } from '../lib/url-state/filter-search.ts';
import { views } from './app-nav.tsx';

/** Keys typed into a form control belong to the control. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * g then a view's letter moves there; ← and → step the date window; / focuses the filters;
 * ? toggles the list of shortcuts. A view that steps something else (the forecast month)
 * handles the arrows itself and calls preventDefault.
 */
export function useKeyboardShortcuts(toggleHelp: () => void): void {
  const navigate = useNavigate();
  const match = useMatches({ select: (matches) => matches.at(-1) });
  const pendingG = useRef(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (pendingG.current) {
        pendingG.current = false;
        const view = views.find((candidate) => candidate.key === event.key);
        if (view) {
          event.preventDefault();
          void navigate({ to: view.to, search: (previous: Record<string, unknown>) => pickFilterSearch(previous) });
        }
        return;
      }
      if (event.key === 'g') {
        pendingG.current = true;
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        toggleHelp();
        return;
      }
      if (event.key === '/') {
        event.preventDefault();
        document.querySelector<HTMLElement>('[data-filter-focus]')?.focus();
        return;
      }
      if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && match?.staticData.defaultPeriod) {
        event.preventDefault();
        const search = match.search as FilterSearch;
        const current = resolveWindow(search, today(), match.staticData.defaultPeriod);
        const next = shiftWindow(current, event.key === 'ArrowLeft' ? -1 : 1, activePeriod(search, match.staticData.defaultPeriod));
        void navigate({
          to: '.',
          search: (previous: Record<string, unknown>) => ({ ...previous, period: undefined, ...next }),
        });
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, match, toggleHelp]);
}
