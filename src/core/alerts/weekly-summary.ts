import { referenceListRequest } from '../api/requests.ts';
import { bankSchema } from '../api/schemas/reference.ts';
import { addMonths } from '../calendar-date.ts';
import { absCents, parseMoney, type Cents } from '../money.ts';
import { runwayLength, tenthsText, type RunwayLength } from '../runway/runway-length.ts';
import { defaultRunwaySettings } from '../runway/runway-settings.ts';
import { amountOf, type AlertMessage, type MessageFigure } from './alert-message.ts';
import { bankTrouble } from './bank-data.ts';
import type { EvaluationContext, ScheduledContent } from './evaluation.ts';
import { readRunway, type RunwayRead } from '../runway/read-runway.ts';
import { runwayAssumptions } from './runway-words.ts';
import { notUnder, plural, wordsFor, type Words } from '../words/words.ts';
import { referenceInstant } from '../time/zoned-time.ts';

/**
 * What the weekly summary calls a connection in trouble: the dashboard's own thresholds (a day without a sync, a
 * consent within 14 days).
 */
const SUMMARY_BANK_CHECK = { kind: 'bank_data', staleAfterDays: 1, consentWithinDays: 14 } as const;

/**
 * The week's summary: cash today, the runway at its default settings (3 months, late forecasts
 * left out), late receipts and payments, and bank connections in trouble. The runway's requests
 * and the banks list: 6 requests, more only for a forecast in another currency.
 */
export async function composeWeeklySummary(context: EvaluationContext): Promise<ScheduledContent> {
  const { today } = context;
  const horizonEnd = addMonths(today, defaultRunwaySettings.horizon);
  const [projection, banks] = await Promise.all([
    readRunway(context, { horizonEnd, countLate: defaultRunwaySettings.countLate, minCash: defaultRunwaySettings.minCash }),
    context.read.list(referenceListRequest('banks'), bankSchema),
  ]);
  const words = wordsFor(context.locale);
  const nowMs = referenceInstant(today, context.now, context.timeZone).getTime();
  const troubles = banks.items
    .map((bank) => bankTrouble(bank, SUMMARY_BANK_CHECK, nowMs, words, context.timeZone))
    .filter((trouble) => trouble.reasons.length > 0);
  const cash = parseMoney(projection.startingBalance);
  const money = (cents: Cents) => words.money(cents, projection.currency);
  const length = runwayLength(projection.runway, today, horizonEnd);
  const message: AlertMessage = {
    subject: `Weekly cash summary, ${words.date(today)}: ${money(cash)}`,
    summary: `Cash today is ${money(cash)}. ${runwaySentence(length, projection.runway.lowest.balance, words)}`,
    figures: [
      {
        label: 'Cash today',
        value: money(cash),
        note: `In ${projection.currency}`,
        amount: amountOf(cash, projection.currency),
        date: today,
      },
      runwayFigure(projection, length, words),
      ...lateFigures(projection, words),
      { label: 'Bank connections in trouble', value: `${troubles.length} of ${banks.items.length}` },
    ],
    table:
      troubles.length === 0
        ? null
        : {
            title: 'Connections in trouble',
            columns: ['Connection', 'Status', 'Why'],
            rows: troubles.map((trouble) => [trouble.name, trouble.status, trouble.reasons.join('; ')]),
            amountColumns: [],
          },
    assumptions: [
      `The runway is projected over ${defaultRunwaySettings.horizon} months, through ${words.date(horizonEnd)}, at its default settings.`,
      ...runwayAssumptions(projection, words, context.locale),
    ],
    link: '/',
    linkLabel: 'Open the overview',
  };
  return { message, workbook: null, month: null };
}

function runwaySentence(length: RunwayLength, lowest: Cents, words: Words): string {
  if (length.kind === 'beyond') return `By the runway, cash stays ${notUnder(lowest, 0n)} zero through ${words.date(length.horizonEnd)}.`;
  return `By the runway, cash falls below zero on ${words.date(length.date)}, in ${tenthsText(length.tenths)} months.`;
}

function runwayFigure(projection: RunwayRead, length: RunwayLength, words: Words): MessageFigure {
  const { runway, horizonEnd, currency } = projection;
  const lowest = `Lowest ${words.money(runway.lowest.balance, currency)} on ${words.date(runway.lowest.date)}`;
  if (length.kind === 'beyond')
    return {
      label: 'Runway',
      value: `Beyond ${defaultRunwaySettings.horizon} months`,
      note: `Cash stays ${notUnder(runway.lowest.balance, 0n)} zero through ${words.date(horizonEnd)}. ${lowest}`,
    };
  return {
    label: 'Runway',
    value: `${tenthsText(length.tenths)} months`,
    note: `Cash falls below zero on ${words.date(length.date)}. ${lowest}`,
    date: length.date,
  };
}

function lateFigures({ runway, currency }: RunwayRead, words: Words): MessageFigure[] {
  const { receipts, payments } = runway.late;
  return [
    {
      label: 'Late receipts',
      value: words.money(receipts.remaining, currency),
      note: plural(receipts.count, 'forecast'),
      amount: amountOf(receipts.remaining, currency),
    },
    {
      label: 'Late payments',
      value: words.money(absCents(payments.remaining), currency),
      note: plural(payments.count, 'forecast'),
      amount: amountOf(absCents(payments.remaining), currency),
    },
  ];
}
