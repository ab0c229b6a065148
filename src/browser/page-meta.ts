import { isIsoDate, localToday, type IsoDate } from '../core/calendar-date.ts';
import { TEAM_DEFAULTS_META, type TeamDefaults, teamDefaultsSchema } from '../core/workspace/team-defaults.ts';

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

let teamDefaultsRead: TeamDefaults | undefined;

/**
 * The link each page opens on when its address carries none, as the team chose it. Read once:
 * the server writes it with the page, and a page that does not parse (bad JSON, a link with a
 * path) means no defaults rather than a broken shell.
 */
export function teamDefaults(): TeamDefaults {
  teamDefaultsRead ??= parseTeamDefaults(metaContent(TEAM_DEFAULTS_META));
  return teamDefaultsRead;
}

export function parseTeamDefaults(content: string | null): TeamDefaults {
  if (!content) return {};
  try {
    const parsed = teamDefaultsSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
