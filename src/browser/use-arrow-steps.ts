import { useEffect } from 'react';
import { isTyping } from './is-typing.ts';

/**
 * ← and → step what the view steps through (its date window, the forecast month), as its
 * ‹ › buttons do. Keys typed into a control, pressed with a modifier, or meant for an open
 * modal dialog are left alone.
 */
export function useArrowSteps(step: (direction: -1 | 1) => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);
}
