import type { RouteComponent } from '@tanstack/react-router';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { PHONE_WIDTH } from '../browser/use-media-query.ts';

/**
 * Whether the page's first render is done in slices: on a phone only. In a transition, React
 * renders in slices of a few milliseconds and lets the browser paint and answer in between. At
 * load a phone's main thread is at its busiest (the shell's code, the router, the locale's data);
 * drawn in one piece, a view held it for 100 to 300 ms. A desktop draws a view in a few tens of
 * milliseconds, and slicing only delayed its first figures there, by 40 to 70 ms.
 */
export function drawsInSlices(): boolean {
  return window.matchMedia(PHONE_WIDTH).matches;
}

let firstViewDrawn = false;

/**
 * Views opened after the first are drawn at once: in a transition, the main area would stand
 * empty between the old view leaving and the new one.
 */
function FirstViewInSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => firstViewDrawn || !drawsInSlices());
  useEffect(() => {
    if (shown) {
      firstViewDrawn = true;
      return;
    }
    startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}

/**
 * A view's route component, drawn in slices when it is the page's first on a phone. The router
 * still loads the view's code ahead of it through its `preload`, read as it stands: a lazy view
 * drops it once its code is in, and a navigation then waits for nothing.
 */
export function drawnInSlices(View: RouteComponent): RouteComponent {
  const Sliced = () => (
    <FirstViewInSlices>
      <View />
    </FirstViewInSlices>
  );
  return Object.defineProperty(Sliced, 'preload', { get: () => View.preload });
}
