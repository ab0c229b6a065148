import type { IsoDate } from '../../core/calendar-date.ts';
import { buildVersion } from '../../core/cash-weeks/version-builder.ts';
import type { VersionContent } from '../../core/cash-weeks/version-builder.ts';
import { demoHistoryReader } from './demo-history.ts';
import type { DemoHistoryOptions } from './demo-history.ts';

/** One past Monday's version, against the demo as it stood that day: what the worker runs. */
export function buildDemoVersion(options: DemoHistoryOptions, today: IsoDate): Promise<VersionContent> {
  return buildVersion({ read: demoHistoryReader(options)(today), today });
}
