import { absCents, percentChange, type Cents } from './money.ts';

/**
 * The lines a report compares. Flows: `inflows` (≥ 0), `outflows` (≤ 0, read by size) and `net`.
 * Balances: `starting_balance`, `final_balance`. Left out of the cash flow: `transfers` between
 * own accounts, `excluded` movements and the exchange-rate `difference` that reconciles balances.
 */
export const lineKinds = [
  'inflows',
  'outflows',
  'net',
  'starting_balance',
  'final_balance',
  'transfers',
  'excluded',
  'difference',
] as const;
export type LineKind = (typeof lineKinds)[number];

/** Whether a change leaves more cash (good), less (bad), or says nothing about it (neutral). */
export type CashTone = 'good' | 'bad' | 'neutral';

export type ChangeMeaning = {
  /** What a CFO reads: "outflows 5.1 % lower", "net cash flow turned negative", "no change". */
  words: string;
  tone: CashTone;
  /** Which way the words go, for an arrow beside them: "lower outflows" point down. */
  direction: 'up' | 'down' | 'none';
  /** The percentage in the words, unsigned ("5.1"); null when a percentage would mislead. */
  percent: string | null;
  /** The size of the change, never signed: the words carry the direction. */
  size: Cents;
};

/** `earlier`: the same line in an earlier window; `plan`: the actual line against its forecast. */
export type ComparedWith = 'earlier' | 'plan';

const subjects: Record<LineKind, string> = {
  inflows: 'inflows',
  outflows: 'outflows',
  net: 'net cash flow',
  starting_balance: 'starting balance',
  final_balance: 'final balance',
  transfers: 'transfers',
  excluded: 'excluded movements',
  difference: 'exchange-rate differences',
};

/**
 * The change from `previous` to `current` (exact cents) in words, and whether it is good for cash.
 * Colour by `tone`, never by the arithmetic sign; the words carry the meaning without colour.
 *
 * - inflows: read by size; higher is good ("inflows 12.7 % higher").
 * - outflows: read by size, so −774 → −735 is "outflows 5.1 % lower"; lower is good.
 * - net, starting and final balance: read as signed figures; higher is good. A percentage only
 *   of a positive figure staying positive: of a negative one "higher" and "lower" would swap
 *   against "more" and "less". A net staying negative reads by size instead: "net outflow 6.9 %
 *   larger" (bad). Crossing zero reads "turned positive" or "turned negative".
 * - transfers, excluded movements, exchange-rate differences: always neutral, for they are not
 *   the company's cash flow; read by size ("excluded movements 104.0 % larger").
 * - against a plan (`compared: 'plan'`), net lines read "12.0 % above plan", "below plan", or for
 *   a planned net outflow "net outflow 179.5 % larger than plan".
 *
 * @example changeMeaning('outflows', -774_00n, -735_00n) // { words: 'outflows 5.0 % lower', tone: 'good', … }
 */
export function changeMeaning(kind: LineKind, previous: Cents, current: Cents, compared: ComparedWith = 'earlier'): ChangeMeaning {
  const size = absCents(current - previous);
  if (size === 0n) return { words: compared === 'plan' ? 'on plan' : 'no change', tone: 'neutral', direction: 'none', percent: null, size };
  if (kind === 'inflows' || kind === 'outflows') return bySize(kind, previous, current, size);
  if (kind === 'transfers' || kind === 'excluded' || kind === 'difference') return neutralBySize(kind, previous, current, size);
  return bySign(kind, previous, current, size, compared);
}

function bySize(kind: 'inflows' | 'outflows', previous: Cents, current: Cents, size: Cents): ChangeMeaning {
  const before = absCents(previous);
  const after = absCents(current);
  const up = after > before;
  const percent = unsignedPercent(before, after);
  const moreIsGood = kind === 'inflows';
  return {
    words: phrase(subjects[kind], percent, up ? 'higher' : 'lower'),
    tone: up === moreIsGood ? 'good' : 'bad',
    direction: up ? 'up' : 'down',
    percent,
    size,
  };
}

function neutralBySize(kind: LineKind, previous: Cents, current: Cents, size: Cents): ChangeMeaning {
  const turned = turnedWords(previous, current);
  if (turned)
    return { words: `${subjects[kind]} ${turned}`, tone: 'neutral', direction: current > previous ? 'up' : 'down', percent: null, size };
  const before = absCents(previous);
  const after = absCents(current);
  const percent = unsignedPercent(before, after);
  return {
    words: phrase(subjects[kind], percent, after > before ? 'larger' : 'smaller'),
    tone: 'neutral',
    direction: after > before ? 'up' : 'down',
    percent,
    size,
  };
}

function bySign(kind: LineKind, previous: Cents, current: Cents, size: Cents, compared: ComparedWith): ChangeMeaning {
  const up = current > previous;
  const common = { tone: up ? 'good' : 'bad', direction: up ? 'up' : 'down', size } as const;
  const against = compared === 'plan' ? ' than plan' : '';
  if (kind === 'net' && previous < 0n && current < 0n) {
    const percent = unsignedPercent(-previous, -current);
    return {
      ...common,
      direction: up ? 'down' : 'up',
      words: phrase('net outflow', percent, `${up ? 'smaller' : 'larger'}${against}`),
      percent,
    };
  }
  if (compared === 'plan') {
    const percent = previous > 0n && current > 0n ? unsignedPercent(previous, current) : null;
    return { ...common, words: phrase('', percent, up ? 'above plan' : 'below plan'), percent };
  }
  const turned = turnedWords(previous, current);
  if (turned) return { ...common, words: `${subjects[kind]} ${turned}`, percent: null };
  const percent = previous > 0n && current > 0n ? unsignedPercent(previous, current) : null;
  return { ...common, words: phrase(subjects[kind], percent, up ? 'higher' : 'lower'), percent };
}

/** "turned negative" when the figure crosses zero (not when it starts or ends there). */
function turnedWords(previous: Cents, current: Cents): string | null {
  if (previous > 0n && current < 0n) return 'turned negative';
  if (previous < 0n && current > 0n) return 'turned positive';
  return null;
}

/** "outflows 5.1 % lower"; "inflows higher" when there is no percentage; "12.0 % above plan" without a subject. */
function phrase(subject: string, percent: string | null, way: string): string {
  return [subject, percent === null ? null : `${percent} %`, way].filter(Boolean).join(' ');
}

/** The percentage between two sizes, without its sign; null from zero. */
function unsignedPercent(before: Cents, after: Cents): string | null {
  const signed = percentChange(before, after);
  return signed === null ? null : signed.replace(/^[+-]/, '');
}
