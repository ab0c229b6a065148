import { onPinnedCalendar } from '../../browser/pinned-calendar.ts';
import type { AuditAction } from '../../core/workspace/contract.ts';
import { plural } from '../../core/words/words.ts';

const lastAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const labels: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in refused',
  sign_out: 'Signed out',
  role_changed: 'Role changed',
  view_created: 'View saved',
  view_changed: 'View changed',
  view_deleted: 'View deleted',
  alert_created: 'Alert created',
  alert_changed: 'Alert changed',
  alert_deleted: 'Alert deleted',
  alert_subscribed: 'Subscribed to an alert',
  alert_unsubscribed: 'Unsubscribed from an alert',
  alert_test_sent: 'Alert test sent',
  note_created: 'Note added',
  note_changed: 'Note changed',
  note_deleted: 'Note deleted',
  forecast_version_saved: 'Forecast version saved',
  forecast_version_schedule_changed: 'Forecast version schedule changed',
};

/** An action in words; one the server added since keeps its code, so nothing is hidden. */
export function actionLabel(action: string): string {
  return action in labels ? labels[action as AuditAction] : action;
}

/** A string field of an event's details, or undefined: details are whatever the server wrote, read defensively. */
function field(details: Record<string, unknown>, key: string): string | undefined {
  const value = details[key];
  return typeof value === 'string' ? value : undefined;
}

function viewSubject(details: Record<string, unknown>): string {
  const name = field(details, 'name');
  const page = field(details, 'page');
  const scope = field(details, 'scope') === 'team' ? 'team view' : 'own view';
  return `“${name ?? 'unnamed'}”${page ? ` on ${page}` : ''}, ${scope}`;
}

function viewChanges(details: Record<string, unknown>): string[] {
  const changes = details.changes;
  if (typeof changes !== 'object' || changes === null) return [];
  const said: string[] = [];
  const rename = (changes as Record<string, { from?: unknown } | undefined>).name;
  if (rename && typeof rename.from === 'string') said.push(`renamed from “${rename.from}”`);
  if ('link' in changes) said.push('filters updated');
  const made = (changes as Record<string, { to?: unknown } | undefined>).teamDefault;
  if (made) said.push(made.to === true ? 'made the team default' : 'no longer the team default');
  return said;
}

/** A refusal the server counted on one row: how often, and when the last came. */
function repeats(details: Record<string, unknown>): string {
  const count = details.repeats;
  const last = Date.parse(field(details, 'lastAt') ?? '');
  if (typeof count !== 'number' || Number.isNaN(last)) return '';
  return ` (${plural(count, 'time')}, the last at ${lastAt.format(onPinnedCalendar(last))})`;
}

/**
 * What an event was about, in words, from the details the server wrote with it: the view's name
 * and page rather than its id, a role's before and after. Unknown actions show their target.
 */
export function auditSummary(event: { action: string; target: string | null; details: Record<string, unknown> }): string {
  const { details } = event;
  switch (event.action) {
    case 'view_created':
      return `${viewSubject(details)}${details.teamDefault === true ? ', as the team default' : ''}`;
    case 'view_changed':
      return [viewSubject(details), ...viewChanges(details)].join('; ');
    case 'view_deleted':
      return viewSubject(details);
    case 'role_changed':
      return (
        `${field(details, 'member') ?? 'a member'}: ${field(details, 'from') ?? '?'}` +
        ` → ${field(details, 'to') ?? 'the role their groups give'}`
      );
    case 'sign_in':
      return field(details, 'role') ? `as ${field(details, 'role')}` : '';
    case 'sign_in_failed':
      return `${field(details, 'reason') ?? ''}${repeats(details)}`;
    default:
      return event.target ?? '';
  }
}
