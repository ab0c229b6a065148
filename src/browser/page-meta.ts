import { isIsoDate, localToday, type IsoDate } from '../core/calendar-date.ts';

/**
 * Facts the dashboard server writes into index.html as <meta> tags (no inline script, so
 * the Content-Security-Policy stays strict).
 */
function metaContent(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/** True when the server answers from its embedded demo API rather than a real workspace. */
export function isDemoData(): boolean {
  return metaContent('dashboard-data-source') === 'demo';
}

/** The company the demo plays (Maison Garance SAS…), or null for a real workspace. */
export function demoCompany(): string | null {
  return metaContent('dashboard-demo-company') || null;
}

/**
 * Today's date for every window and status the dashboard computes. The demo can pin its
 * "today" (DEMO_TODAY); the dashboard follows it so demo figures and forecast statuses agree.
 */
export function today(): IsoDate {
  const pinned = metaContent('dashboard-today');
  return pinned && isIsoDate(pinned) ? pinned : localToday();
}
