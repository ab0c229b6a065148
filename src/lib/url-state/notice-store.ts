import { useSyncExternalStore } from 'react';
import type { SearchNotice } from './parse-search.ts';

/**
 * What the current link carried that the view could not use. Written when the URL is
 * corrected (by the layout for malformed values, by the filter bar for unknown ids) and
 * shown until the reader dismisses it or opens another link.
 */
let notices: SearchNotice[] = [];
const listeners = new Set<() => void>();

function publish(next: SearchNotice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export function reportNotices(added: SearchNotice[]): void {
  if (added.length > 0) publish([...notices, ...added]);
}

let lastReportedSearch: string | null = null;

/** The router validates one link several times; its notices are reported once. */
export function reportNoticesOnce(search: string, added: SearchNotice[]): void {
  if (added.length === 0 || search === lastReportedSearch) return;
  lastReportedSearch = search;
  reportNotices(added);
}

export function clearNotices(): void {
  if (notices.length > 0) publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotices(): SearchNotice[] {
  return useSyncExternalStore(subscribe, () => notices);
}
