import type { IsoDate } from '../calendar-date.ts';
import type { AlertCondition, ScheduledCondition } from './contract.ts';
import type { AlertMessage } from './alert-message.ts';
import type { ApiReader } from '../api/api-reader.ts';
import type { WorkbookSheet } from '../board-pack/workbook.ts';

/** What every evaluation knows besides the rule. */
export type EvaluationContext = {
  /** The workspace's today (DEMO_TODAY in the demo), in its time zone. */
  today: IsoDate;
  /** The instant of the check. */
  now: Date;
  /** IANA zone schedules and times are written in. */
  timeZone: string;
  /** For number and date formats ("en-GB"). */
  locale: string;
  /** The team's minimum cash (min_cash of the team default on /forecasts), in cents, if set. */
  teamMinimum: bigint | null;
  read: ApiReader;
};

/**
 * A condition's reading: whether it holds now, and the message for either case (the firing one
 * while it holds, the "resolved" one once it ends). `reading` is the one-line state the rules page shows.
 */
export type ConditionReading = { holds: boolean; reading: string; message: AlertMessage };

/** A scheduled send's content; the board pack also carries its workbook's sheets. */
export type ScheduledContent = { message: AlertMessage; workbook: WorkbookSheet[] | null; month: string | null };

export type EvaluateCondition = (
  condition: Exclude<AlertCondition, ScheduledCondition>,
  context: EvaluationContext,
) => Promise<ConditionReading>;
export type ComposeScheduled = (condition: ScheduledCondition, context: EvaluationContext) => Promise<ScheduledContent>;
