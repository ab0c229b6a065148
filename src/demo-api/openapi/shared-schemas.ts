import type { Activity, Direction } from '../model.ts';
import { ADDED_ENUM_VALUE, openEnum, type Schema } from './json-schema.ts';

const MONEY = '^-?\\d+\\.\\d{2}$';

export const DIRECTION_MEANINGS: Record<Direction, string> = {
  inflow: 'money in; a zero amount counts as an inflow (docs/api-assumptions.md)',
  outflow: 'money out',
};

const ACTIVITY_MEANINGS: Record<Activity, string> = {
  operating: 'operating activities',
  investing: 'investing activities',
  financing: 'financing activities',
};

/** The shared types of spec 2.1, and the open-enum placeholder of spec 9. */
export const sharedSchemas: Record<string, Schema> = {
  Uuid: { type: 'string', format: 'uuid', description: 'Spec 2.1: a string in UUID format.' },
  Date: { type: 'string', format: 'date', description: 'Spec 2.1: a calendar date, no time part (YYYY-MM-DD).' },
  DateTime: { type: 'string', format: 'date-time', description: 'Spec 2.1: a timestamp.' },
  Money: {
    type: 'string',
    pattern: MONEY,
    examples: ['-1250.00', '99.90'],
    description:
      'Spec 2.1: a decimal string, never a JSON number: optional minus sign, digits, a dot, exactly two decimals. ' +
      'Negative means outflow on transactions, forecasts and report figures. Parse it as a decimal or as integer cents, not as a float.',
  },
  MoneyInflows: {
    type: 'string',
    pattern: '^\\d+\\.\\d{2}$',
    description: 'Money (spec 2.1) of zero or more: the inflows of a summary row or total (docs/api-assumptions.md).',
  },
  MoneyOutflows: {
    type: 'string',
    pattern: '^(-\\d+\\.\\d{2}|0\\.00)$',
    description: 'Money (spec 2.1) of zero or less: the outflows of a summary row or total (docs/api-assumptions.md).',
  },
  Currency: {
    type: 'string',
    pattern: '^[A-Z]{3}$',
    examples: ['EUR'],
    description: 'Spec 2.1: three uppercase letters (alphabetic currency code).',
  },
  Direction: openEnum('Spec 2.1: on a transaction or forecast it always agrees with the sign of `amount`.', DIRECTION_MEANINGS),
  Activity: openEnum('Spec 2.9: the cash flow statement section of a category.', ACTIVITY_MEANINGS),
  Color: { type: 'string', pattern: '^#[0-9a-f]{6}$', description: 'Spec 2.1: a lowercase hex color, `#` and six lowercase hex digits.' },
  CountryCode: { type: 'string', pattern: '^[A-Z]{2}$', description: 'Spec 2.1: two uppercase letters (ISO 3166-1 alpha-2).' },
  [ADDED_ENUM_VALUE]: {
    type: 'string',
    description: 'Spec 9 rules 2 and 3: a value added to this enum after this description was written. Tolerate it and show it as itself.',
  },
};
