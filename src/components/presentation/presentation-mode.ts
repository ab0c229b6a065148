import { useSyncExternalStore } from 'react';
import { browserStorage } from '../../browser/browser-storage.ts';
import type { ScreenText } from './screen-text.ts';

/**
 * Presentation mode, on or off: the viewer's own setting, kept in this browser like the theme
 * and never in a link, so a copied link cannot switch it off, or on, for someone else.
 */
export const PRESENTATION_STORAGE_KEY = 'cash-flow-presentation';

const listeners = new Set<() => void>();
let on = readStored();
let wanted = on;
let mask: ScreenText | undefined;
let loading: Promise<ScreenText> | undefined;

/** The mask's code loads with the mode, not with the shell: most sessions never turn it on. */
export function loadMask(): Promise<ScreenText> {
  loading ??= import('./masked-screen-text.ts').then((module) => (mask = module.maskedScreenText));
  return loading;
}

export const loadedMask = (): ScreenText | undefined => mask;

if (on) void loadMask();

function readStored(): boolean {
  try {
    return browserStorage()?.getItem(PRESENTATION_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

// The mode turns on once its mask is there, so no view draws a figure between the two.
function publish(next: boolean): void {
  wanted = next;
  if (next && !mask) return void loadMask().then(() => publish(wanted));
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
