import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { togglePresentationMode } from '../components/presentation/presentation-mode.ts';
import { isTyping } from '../browser/is-typing.ts';
import { pickFilterSearch } from '../core/url-state/filter-search.ts';
import { views } from './app-nav.tsx';

/**
 * g then a view's letter moves there; / focuses the filters; ? toggles the list of shortcuts;
 * Shift+P toggles presentation mode (not a bare p: a stray key must not unmask a shared screen).
 * ← and → belong to the view: its date window or its month (useArrowSteps).
 */
export function useKeyboardShortcuts(toggleHelp: () => void): void {
  const navigate = useNavigate();
  const pendingG = useRef(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (pendingG.current) {
        pendingG.current = false;
        const view = views.find((candidate) => candidate.key === event.key);
        if (view) {
          event.preventDefault();
          void navigate({ to: view.to, search: pickFilterSearch });
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
      if (event.key === 'P') {
        event.preventDefault();
        togglePresentationMode();
        return;
      }
      if (event.key === '/') {
        event.preventDefault();
        document.querySelector<HTMLElement>('[data-filter-focus]')?.focus();
        return;
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, toggleHelp]);
}
