import { useEffect } from 'react';
import { isTyping } from '../../lib/is-typing.ts';

/**
 * ← and → step the date window wherever the view shows one, as the ‹ › buttons do. A view
 * that steps something else with them (the forecast month) takes the keys first with
 * preventDefault.
 */
export function useWindowKeys(step: (direction: -1 | 1) => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [step]);
}
