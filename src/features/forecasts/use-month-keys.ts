import { useEffect } from 'react';
import { isTyping } from '../../lib/is-typing.ts';

/**
 * ← and → step the month here: the view shows no shared date window. preventDefault tells
 * any other listener that the keys are taken.
 */
export function useMonthKeys(step: (direction: -1 | 1) => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      event.preventDefault();
      if (document.querySelector('dialog[open]')) return;
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);
}
