import type { IsoDate } from '../calendar-date.ts';
import { parseMoney, toMoneyString, type Cents } from '../money.ts';
import { validateViewSearch } from '../url-state/filter-search.ts';
import { parseSearchString, stringifySearch } from '../url-state/search-codec.ts';
import { forecastsSearchFields } from '../views/forecasts/forecasts-search.ts';
import { forecastsSearchState } from '../views/forecasts/forecasts-search-state.ts';
import { amountOf, type AlertMessage } from './alert-message.ts';
import type { CashLevel, projectedCashConditionSchema } from './contract.ts';
import { cashLevelInWords } from './cash-level-words.ts';
import type { ConditionReading, EvaluationContext } from './evaluation.ts';
import { readRunway, type RunwayRead } from '../runway/read-runway.ts';
import { runwayAssumptions } from './runway-words.ts';
import { notUnder, wordsFor, type Words } from '../words/words.ts';
import type { z } from 'zod/mini';

type ProjectedCash = z.infer<typeof projectedCashConditionSchema>;

/**
 * Projected cash under a level within N weeks: the runway's own projection from today to today
 * plus N × 7 days, late forecasts counted or not as the rule says, as /forecasts projects it at the
 * message's link (the settings are read back from the link by the view's own parser). Holds when some
 * day's end-of-day balance is under the level (strictly, as the runway marks it).
 */
export async function evaluateProjectedCash(condition: ProjectedCash, context: EvaluationContext): Promise<ConditionReading> {
  const level = levelCents(condition.level, context.teamMinimum);
  if (level === null) return noMinimum(condition);
  const link = runwayLink(condition, level);
  const { horizonEnd, countLate, minCash } = forecastsSearchState(
    validateViewSearch(forecastsSearchFields, parseSearchString(link.split('?')[1] ?? ''), { today: context.today }),
    context.today,
  );
  // No min_cash (a rule on zero) is the runway's floor of zero: the same days under the level.
  const projection = await readRunway(context, { horizonEnd, countLate, minCash });
  const words = wordsFor(context.locale);
  const under = projection.runway.firstBelowThreshold;
  const { lowest } = projection.runway;
  const money = (cents: Cents) => words.money(cents, projection.currency);
  const levelText = cashLevelInWords(condition.level, { amount: () => money(level), teamMinimum: money(level) });
  const reading = under
    ? `Under ${levelText} from ${words.date(under.date)}; lowest ${money(lowest.balance)} on ${words.date(lowest.date)}`
    : `Lowest projected cash ${money(lowest.balance)} on ${words.date(lowest.date)}, ${notUnder(lowest.balance, level)} ${levelText}`;
  return {
    holds: under !== null,
    reading,
    message: message(condition, projection, { link, today: context.today, level, levelText, horizonEnd, words, locale: context.locale }),
  };
}

function levelCents(level: CashLevel, teamMinimum: Cents | null): Cents | null {
  if (level.kind === 'zero') return 0n;
  if (level.kind === 'minimum') return teamMinimum;
  return parseMoney(level.amount);
}

type Shown = { link: string; today: IsoDate; level: Cents; levelText: string; horizonEnd: IsoDate; words: Words; locale: string };

function message(
  condition: ProjectedCash,
  projection: RunwayRead,
  { link, today, level, levelText, horizonEnd, words, locale }: Shown,
): AlertMessage {
  const { runway, currency } = projection;
  const money = (cents: Cents) => words.money(cents, currency);
  const under = runway.firstBelowThreshold;
  const weeks = `the next ${condition.withinWeeks} ${condition.withinWeeks === 1 ? 'week' : 'weeks'}`;
  const lateNote = condition.countLate ? 'Late forecasts counted as arriving today' : 'Late forecasts left out';
  return {
    subject: under
      ? `Projected cash goes under ${levelText} on ${words.date(under.date)}`
      : `Projected cash stays ${notUnder(runway.lowest.balance, level)} ${levelText} for ${weeks}`,
    summary: under
      ? `The runway projects cash under ${levelText} on ${words.date(under.date)}, within ${weeks}. The lowest is ${money(runway.lowest.balance)} on ${words.date(runway.lowest.date)}.`
      : `The runway projects cash at or above ${levelText} every day through ${words.date(horizonEnd)}. The lowest is ${money(runway.lowest.balance)} on ${words.date(runway.lowest.date)}.`,
    figures: [
      {
        label: 'Cash today',
        value: money(parseMoney(projection.startingBalance)),
        amount: amountOf(parseMoney(projection.startingBalance), currency),
        date: today,
      },
      ...(under
        ? [
            {
              label: `First day under ${levelText}`,
              value: words.date(under.date),
              note: `${money(under.balance)} that day`,
              amount: amountOf(under.balance, currency),
              date: under.date,
            },
          ]
        : []),
      {
        label: 'Lowest projected balance',
        value: money(runway.lowest.balance),
        note: `On ${words.date(runway.lowest.date)}. ${lateNote}.`,
        amount: amountOf(runway.lowest.balance, currency),
        date: runway.lowest.date,
      },
      {
        label: 'Level',
        value: money(level),
        ...(condition.level.kind === 'minimum' && { note: "The team's minimum cash on /forecasts" }),
        amount: amountOf(level, currency),
      },
    ],
    table: null,
    assumptions: [
      `Projected day by day from today's balance through ${words.date(horizonEnd)} (${weeks}).`,
      ...runwayAssumptions(projection, words, locale),
    ],
    link,
    linkLabel: 'Open the runway',
  };
}

/**
 * /forecasts with the runway's settings: the rule's own window in weeks (the projection ends on its last day, today
 * plus N × 7 days), the level as min_cash unless it is zero (the runway's own floor), late forecasts included when the
 * rule counts them (left out is the view's default).
 */
export function runwayLink(condition: ProjectedCash, level: Cents): string {
  return `/forecasts${stringifySearch({
    horizon_weeks: condition.withinWeeks,
    min_cash: condition.level.kind === 'zero' ? undefined : toMoneyString(level),
    overdue: condition.countLate ? 'include' : undefined,
  })}`;
}

/** A rule on the team minimum while none is set: nothing to compare, said plainly, never firing. */
function noMinimum(condition: ProjectedCash): ConditionReading {
  const reading = 'No team minimum is set: the rule checks nothing until min_cash is set on the team default of /forecasts';
  return {
    holds: false,
    reading,
    message: {
      subject: 'No team minimum is set',
      summary: `${reading}.`,
      figures: [],
      table: null,
      assumptions: [],
      link: `/forecasts${stringifySearch({ overdue: condition.countLate ? 'include' : undefined })}`,
      linkLabel: 'Open the runway',
    },
  };
}
