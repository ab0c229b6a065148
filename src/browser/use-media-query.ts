import { useSyncExternalStore } from 'react';

/** A phone's width, as the stylesheets' own phone layouts start at 640px. */
export const PHONE_WIDTH = '(max-width: 640px)';

/** Whether a CSS media query matches, following it as the window is resized or the phone turned. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
