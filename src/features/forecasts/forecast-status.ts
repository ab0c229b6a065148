import { forecastStatuses } from '../../core/api/schemas/forecast-status.ts';

/** How a status reads at a glance: an icon and a word, never colour alone. */
export type StatusPresentation = { icon: string; label: string; tone: 'planned' | 'overdue' | 'partial' | 'realised' | 'unknown' };

const known: Record<string, StatusPresentation> = {
  planned: { icon: '○', label: 'Planned', tone: 'planned' },
  overdue: { icon: '⚠', label: 'Overdue', tone: 'overdue' },
  partial: { icon: '◐', label: 'Partial', tone: 'partial' },
  realised: { icon: '✓', label: 'Realised', tone: 'realised' },
};

/** An unknown status (the enum is open) is shown as its raw name. */
export function presentStatus(status: string): StatusPresentation {
  return known[status] ?? { icon: '?', label: status, tone: 'unknown' };
}

export const knownStatuses = forecastStatuses;
export type KnownStatus = (typeof forecastStatuses)[number];
