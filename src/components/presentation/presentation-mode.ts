import { useSyncExternalStore } from 'react';
import { browserStorage } from '../../browser/browser-storage.ts';

/**
 * Presentation mode, on or off: the viewer's own setting, kept in this browser like the theme
 * and never in a link, so a copied link cannot switch it off, or on, for someone else.
 */
export const PRESENTATION_STORAGE_KEY = 'cash-flow-presentation';

const listeners = new Set<() => void>();
let on = readStored();

function readStored(): boolean {
  try {
    return browserStorage()?.getItem(PRESENTATION_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function publish(next: boolean): void {
  if (next === on) return;
  on = next;
  for (const listener of listeners) listener();
}

// Every tab of the browser follows a switch made in another: the tab being shared never shows what the presenter hid elsewhere.
function onStorage(event: StorageEvent): void {
  if (event.key === PRESENTATION_STORAGE_KEY || event.key === null) publish(readStored());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function setPresentationMode(next: boolean): void {
  try {
    if (next) browserStorage()?.setItem(PRESENTATION_STORAGE_KEY, 'on');
    else browserStorage()?.removeItem(PRESENTATION_STORAGE_KEY);
  } catch {
    // Private modes may refuse storage: the mode still holds until the page is left.
  }
  publish(next);
}

export const togglePresentationMode = (): void => setPresentationMode(!on);

export function usePresentationMode(): boolean {
  return useSyncExternalStore(subscribe, () => on);
}
