import { CURRENCIES } from '../fx.ts';
import { PAGE_SIZE } from '../params.ts';
import { FORECAST_STATUSES } from '../routes/forecasts.ts';
import { DEFAULT_INTERVAL } from '../routes/summary.ts';
import { GROUP_BYS } from '../summary/groups.ts';
import { INTERVALS } from '../summary/periods.ts';
import { closedEnum, meaningList, ref, type Schema } from './json-schema.ts';
import type { Parameter, Reference } from './openapi-types.ts';
import { DIRECTION_MEANINGS } from './shared-schemas.ts';
import { GROUP_BY_MEANINGS, INTERVAL_MEANINGS } from './summary-schemas.ts';

const query = (name: string, description: string, schema: Schema, required = false): Parameter => ({
  name,
  in: 'query',
  description,
  schema,
  ...(required ? { required } : {}),
});

/** A list of values sent as one comma-separated value (`label_id=a,b`). */
const commaSeparated = (name: string, description: string, items: Schema): Parameter => ({
  ...query(name, description, { type: 'array', items }),
  style: 'form',
  explode: false,
});

export const date = (name: string, description: string, required = false): Parameter =>
  query(name, `${description} A date as YYYY-MM-DD; anything else is 400 \`invalid_parameter\`.`, ref('Date'), required);

export const ids = (name: string, description: string): Parameter =>
  commaSeparated(
    name,
    `${description} Several ids combine with OR, several filters with AND (spec 4.5 rule 1). ` +
      'docs/api-assumptions.md: a value that is not a UUID is 400 `invalid_parameter`;' +
      ' a well-formed id that names nothing matches no rows.',
    ref('Uuid'),
  );

/** Spec 2.12: the relations to return as objects, one level deep; any other name is 400 `invalid_expand`. */
export const expand = (names: readonly string[], source: string): Parameter =>
  commaSeparated(
    'expand',
    `${source}: the relation fields to return as objects instead of ids (spec 2.12, one level deep).` +
      ` Any other name is 400 \`invalid_expand\`.`,
    closedEnum(names, 'A relation field.'),
  );

export const forecastStatus = query(
  'status',
  'Spec 4.2: only forecasts in this status (spec 3). Any other value is 400 `invalid_parameter`.',
  closedEnum(FORECAST_STATUSES, 'ForecastStatus.'),
);

export const summaryInterval = query(
  'interval',
  `Spec 4.5: the period bucket rows are grouped into.` +
    ` docs/api-assumptions.md: optional, default \`${DEFAULT_INTERVAL}\`.\n\n${meaningList(INTERVAL_MEANINGS)}`,
  { ...closedEnum(INTERVALS, 'The period bucket.'), default: DEFAULT_INTERVAL },
);

export const summaryGroupBy = query(
  'group_by',
  'Spec 4.5 rule 1: the second dimension besides the period, at most one; without it, one row per period. ' +
    'docs/api-assumptions.md: a repeated or comma-separated `group_by` is 400 `invalid_parameter`. What `group` holds in each row:\n\n' +
    meaningList(GROUP_BY_MEANINGS),
  closedEnum(GROUP_BYS, 'The grouping dimension.'),
);

export function summaryCurrency(workspaceCurrency: string): Parameter {
  return query(
    'currency',
    `Spec 4.5: the currency of the reported figures; defaults to the workspace currency (${workspaceCurrency} here). ` +
      `docs/api-assumptions.md: a code the workspace has no exchange rates for, or lowercase,` +
      ` is 400 \`invalid_parameter\`; this workspace has rates for ${CURRENCIES.join(', ')}.`,
    ref('Currency'),
  );
}

/** The parameters several operations share, as components. */
export const sharedParameters = {
  limit: query(
    'limit',
    `Spec 4.1 rules 1 and 4: the page size.` +
      ` Anything but an integer from ${PAGE_SIZE.min} to ${PAGE_SIZE.max} is 400 \`limit_out_of_range\`.`,
    { type: 'integer', minimum: PAGE_SIZE.min, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default },
  ),
  cursor: query(
    'cursor',
    'Spec 4.1 rules 1, 3 and 5: the `next_cursor` of the previous page, opaque, anchored to the last row received.' +
      ' It is valid only for the query that produced it; docs/api-assumptions.md binds it to the endpoint and its' +
      ' filters: `limit` and `expand` may change between pages, and the order or letter case of ids inside a filter' +
      ' does not make another query. A cursor of another query, or one that does not decode, is 400 `invalid_cursor`.',
    { type: 'string' },
  ),
  direction: query(
    'direction',
    'Only movements in this direction (spec 2.1). Any other value is 400 `invalid_parameter`.',
    closedEnum(Object.keys(DIRECTION_MEANINGS), 'Direction.'),
  ),
  bank_id: ids('bank_id', 'Spec 4.5: only rows on accounts fed by these bank connections.'),
  account_id: ids('account_id', 'Spec 4.5: only rows on these accounts.'),
  category_id: ids(
    'category_id',
    'Spec 4.3, 4.5: only rows in these categories; also matches a split transaction whose pieces are in one of them.',
  ),
  counterparty_id: ids('counterparty_id', 'Spec 4.5: only rows attributed to these counterparties.'),
  label_id: ids('label_id', 'Spec 4.5: only rows carrying at least one of these labels.'),
} satisfies Record<string, Parameter>;

/** A reference to one of the shared parameters. */
export const shared = (name: keyof typeof sharedParameters): Reference => ({ $ref: `#/components/parameters/${name}` });
