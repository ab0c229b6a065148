import type { GroupBy } from '../summary/groups.ts';
import type { Interval } from '../summary/periods.ts';
import { constant, object, openEnum, orNull, ref, type Schema } from './json-schema.ts';

export const INTERVAL_MEANINGS: Record<Interval, string> = {
  day: 'one row per day',
  week: 'ISO weeks, Monday to Sunday; the first and last rows are clipped to the window (docs/api-assumptions.md)',
  month: 'calendar months, the first and last clipped to the window',
};

/** What `group` holds in a row of each grouping (docs/api-assumptions.md, "Summary response"). */
export const GROUP_BY_MEANINGS: Record<GroupBy, string> = {
  category: 'a category id; a split transaction counts through its pieces',
  counterparty: 'a counterparty id, or `null` for movements without a counterparty',
  label: 'a label id; a movement counts in the row of each label it carries, or once in the `null` row without labels',
  account: 'an account id',
  activity: 'the activity of the category: `operating`, `investing` or `financing`',
  direction: 'the direction: `inflow` or `outflow`',
};

const flows = {
  inflows: ref('MoneyInflows'),
  outflows: ref('MoneyOutflows'),
  net: ref('Money', 'inflows plus outflows'),
  count: { type: 'integer', minimum: 0, description: 'The counted movements; a split transaction counts once per piece.' },
} satisfies Record<string, Schema>;

/** Spec 4.5 rule 4: rows by period alone also carry the balances of the accounts in scope. */
const balances = {
  starting_balance: ref('Money', 'The balance of the accounts in scope at the end of the day before the period.'),
  transfers: ref('Money', 'Transfers between own accounts in scope, left out of the flows (spec 4.5 rule 2).'),
  excluded: ref('Money', 'Movements excluded by the user, left out of the flows (spec 4.5 rule 2).'),
  final_balance: ref('Money', 'The balance of the accounts in scope at the end of the period’s last day.'),
} satisfies Record<string, Schema>;

const period = {
  period_start: ref('Date', 'The first day of the period, clipped to the window.'),
  period_end: ref('Date', 'The last day of the period, clipped to the window.'),
};

const conversion = object('Spec 4.5 rule 3: whether amounts were converted to `currency`, and on what basis.', {
  converted: { type: 'boolean', description: 'Whether at least one counted amount or balance was in another currency than `currency`.' },
  basis: orNull(
    openEnum('`null` when nothing was converted.', {
      transaction_date_rate: 'each amount at the rate of its own date, each balance at the rate of its own date',
    }),
  ),
  source_currencies: { type: 'array', uniqueItems: true, items: ref('Currency'), description: 'The other currencies met, sorted.' },
});

/** The fields both shapes of the summary share (docs/api-assumptions.md, "Summary response"). */
function summaryShape(description: string, groupBy: Schema, totals: Schema, row: Schema): Schema {
  return object(description, {
    object: constant('summary', 'Spec 4.5 rule 8: the constant `summary`.'),
    window: object('Spec 4.5 rule 6: the window actually computed.', { from: ref('Date'), to: ref('Date') }),
    interval: openEnum('The `interval` of the query, echoed.', INTERVAL_MEANINGS),
    group_by: groupBy,
    currency: ref('Currency', 'The currency of every figure: the `currency` of the query, or the workspace currency.'),
    has_data: {
      type: 'boolean',
      description: 'Spec 4.5 rule 7: `false` when no movement was counted, to tell an empty result from totals that came to zero.',
    },
    conversion: ref('SummaryConversion'),
    totals,
    rows: {
      type: 'array',
      items: row,
      description: 'Ordered by `period_start`, then by `group` (`null` last). Spec 4.5 rule 5: a caller never adds rows.',
    },
  });
}

const byPeriod = summaryShape(
  'Without `group_by`: one row for every period of the window, even without flows (balances still matter).',
  constant(null, 'No `group_by` was asked for.'),
  object('Spec 4.5 rule 5: the whole window after the same exclusions, with its balances.', { ...flows, ...balances }),
  object('Spec 4.5 rule 4: a period with its flows and the balances of the accounts in scope.', { ...period, ...flows, ...balances }),
);

const byGroup = summaryShape(
  'With `group_by`: only the (period, group) pairs with at least one counted movement; flows only (spec 4.5 rule 4).',
  openEnum('The `group_by` of the query, echoed.', GROUP_BY_MEANINGS),
  object(
    'Spec 4.5 rule 5: the whole window after the same exclusions; a movement counts once even when it counts in several label rows.',
    flows,
  ),
  object('Spec 4.5 rule 4: a period and one group with its flows.', {
    ...period,
    group: orNull({ type: 'string' }, 'The group key; see `group_by`. `null` for unattributed movements.'),
    ...flows,
  }),
);

export const summarySchemas: Record<string, Schema> = {
  SummaryConversion: conversion,
  SummaryByPeriod: byPeriod,
  SummaryByGroup: byGroup,
  Summary: {
    description:
      'Spec 4.5: totals over the transactions `/transactions` lists with the same filters. The spec names only' +
      ' `object`, `conversion` and `totals`; the rest of this shape is the choice recorded in' +
      ' docs/api-assumptions.md ("Summary response").',
    oneOf: [ref('SummaryByPeriod'), ref('SummaryByGroup')],
  },
};
