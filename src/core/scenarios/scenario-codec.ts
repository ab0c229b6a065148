import {
  readAmount,
  readDate,
  readDays,
  readEnd,
  readId,
  readPercent,
  quoted,
  readSelectors,
  stripInvisible,
  toPlainText,
  writeAmount,
  writeEnd,
  writePercent,
  writeSelection,
  type Read,
} from './scenario-codec-values.ts';
import {
  addFrequencies,
  MAX_ADJUSTMENTS,
  MAX_LABEL_LENGTH,
  MAX_NAME_LENGTH,
  runRateMonths,
  type AddAdjustment,
  type Adjustment,
  type Scenario,
} from './scenario.ts';

/** What a scenario is called when its link gives it no name. */
export const DEFAULT_SCENARIO_NAME = 'Scenario';

/** An adjustment a link held but the scenario could not use, as the link wrote it, and why. */
export type DroppedAdjustment = { text: string; reason: string };

export type DecodedScenario =
  | {
      scenario: Scenario;
      dropped: DroppedAdjustment[];
      /** What was kept but changed on the way, such as a name cut to its maximum length. */
      corrections: string[];
    }
  | { error: string; dropped: DroppedAdjustment[] };

/**
 * A scenario as the value of one search parameter: its name, then each adjustment, joined by `~`.
 * See docs/scenario-links.md.
 *
 * @example encodeScenario({ name: 'Late customers', adjustments: [{ kind: 'runrate', months: 3 }] })
 * // "Late customers~runrate(3)"
 */
export function encodeScenario(scenario: Scenario): string {
  const name = toPlainText(scenario.name, MAX_NAME_LENGTH).text || DEFAULT_SCENARIO_NAME;
  return [name, ...scenario.adjustments.map(encodeAdjustment)].join('~');
}

function encodeAdjustment(adjustment: Adjustment): string {
  switch (adjustment.kind) {
    case 'delay':
      return call('delay', [String(adjustment.days), ...writeSelection(adjustment.select)]);
    case 'scale': {
      const from = adjustment.from === null ? [] : [`from-${adjustment.from}`];
      return call('scale', [writePercent(adjustment.basisPoints), ...writeSelection(adjustment.select), ...from]);
    }
    case 'drop':
      return call('drop', [adjustment.forecastId.toLowerCase()]);
    case 'add':
      return call('add', addArguments(adjustment));
    case 'runrate':
      return call('runrate', [String(adjustment.months)]);
  }
}

function addArguments(add: AddAdjustment): string[] {
  const end = add.every === 'once' ? [] : [writeEnd(add.end)];
  const label = toPlainText(add.label, MAX_LABEL_LENGTH).text;
  return [add.direction === 'inflow' ? 'in' : 'out', writeAmount(add.amount), add.every, add.start, ...end, label];
}

function call(kind: string, args: readonly string[]): string {
  return `${kind}(${args.join(',')})`;
}

/**
 * Reads a scenario parameter's value. Never throws: each adjustment that cannot be used is
 * dropped alone, with its reason, and the rest is kept. The whole value is an error only when
 * it has neither a name nor any usable adjustment.
 */
export function decodeScenario(text: string): DecodedScenario {
  const [head = '', ...segments] = stripInvisible(text).split('~');
  const name = toPlainText(head, MAX_NAME_LENGTH);
  const { adjustments, dropped, corrections } = decodeAdjustments(segments);
  if (name.text === '' && adjustments.length === 0) return { error: 'has no name and no usable adjustment', dropped };
  if (name.cut) corrections.unshift(`the name was cut to ${MAX_NAME_LENGTH} characters`);
  return { scenario: { name: name.text || DEFAULT_SCENARIO_NAME, adjustments }, dropped, corrections };
}

function decodeAdjustments(segments: readonly string[]) {
  const adjustments: Adjustment[] = [];
  const dropped: DroppedAdjustment[] = [];
  const corrections: string[] = [];
  for (const segment of segments) {
    const text = segment.trim();
    // A doubled or trailing `~` (a hand edit) holds nothing to lose.
    if (text === '') continue;
    const decoded = decodeKept(text, adjustments);
    if ('error' in decoded) {
      dropped.push({ text, reason: decoded.error });
      continue;
    }
    adjustments.push(decoded.value);
    if (decoded.labelCut) corrections.push(`the label of ${quoted(text)} was cut to ${MAX_LABEL_LENGTH} characters`);
  }
  return { adjustments, dropped, corrections };
}

/** One adjustment, if the scenario still has room for it and does not already say otherwise. */
function decodeKept(text: string, kept: readonly Adjustment[]): DecodedAdjustment {
  if (kept.length >= MAX_ADJUSTMENTS) return { error: `a scenario holds at most ${MAX_ADJUSTMENTS} adjustments` };
  const decoded = decodeAdjustment(text);
  if ('error' in decoded) return decoded;
  // Two run rates would contradict each other: the first one given wins.
  if (decoded.value.kind === 'runrate' && kept.some((adjustment) => adjustment.kind === 'runrate')) {
    return { error: 'a run rate is already set' };
  }
  return decoded;
}

type DecodedAdjustment = { value: Adjustment; labelCut?: boolean } | { error: string };

function decodeAdjustment(text: string): DecodedAdjustment {
  const open = text.indexOf('(');
  if (open === -1) return { error: 'it is not written like delay(45,in)' };
  const kind = text.slice(0, open).trim();
  // A Map, not an object: "constructor(1)" must be unknown, not an inherited property.
  const decode = decoders.get(kind);
  if (!decode) return { error: `unknown adjustment ${quoted(kind)}` };
  if (!text.endsWith(')')) return { error: 'the closing parenthesis is missing' };
  return decode(text.slice(open + 1, -1));
}

const decoders = new Map<string, (args: string) => DecodedAdjustment>([
  ['delay', decodeDelay],
  ['scale', decodeScale],
  ['drop', decodeDrop],
  ['add', decodeAdd],
  ['runrate', decodeRunRate],
]);

function splitArgs(args: string): string[] {
  return args.split(',').map((part) => part.trim());
}

function decodeDelay(args: string): Read<Adjustment> {
  const [days = '', ...selectors] = splitArgs(args);
  if (days === '') return { error: 'the number of days is missing' };
  const delay = readDays(days);
  if ('error' in delay) return delay;
  const read = readSelectors(selectors, false);
  if ('error' in read) return read;
  return { value: { kind: 'delay', days: delay.value, select: read.value.select } };
}

function decodeScale(args: string): Read<Adjustment> {
  const [percent = '', ...selectors] = splitArgs(args);
  if (percent === '') return { error: 'the percentage is missing' };
  const change = readPercent(percent);
  if ('error' in change) return change;
  const read = readSelectors(selectors, true);
  if ('error' in read) return read;
  return { value: { kind: 'scale', basisPoints: change.value, from: read.value.from, select: read.value.select } };
}

function decodeDrop(args: string): Read<Adjustment> {
  const id = readId(args.trim(), 'forecast');
  if ('error' in id) return id;
  return { value: { kind: 'drop', forecastId: id.value } };
}

function decodeRunRate(args: string): Read<Adjustment> {
  const months = runRateMonths.find((choice) => String(choice) === args.trim());
  if (months === undefined) return { error: `the run rate covers ${runRateMonths.join(' or ')} months` };
  return { value: { kind: 'runrate', months } };
}

/** add(in|out, AMOUNT, FREQUENCY, START, [END,] LABEL): the label is the rest, commas and all. */
function decodeAdd(args: string): DecodedAdjustment {
  const parts = args.split(',');
  const fixed = readAddFixed(parts.slice(0, 4).map((part) => part.trim()));
  if ('error' in fixed) return fixed;
  const repeats = fixed.value.every !== 'once';
  const end = repeats ? readEnd(parts[4]?.trim(), fixed.value.start) : { value: null };
  if ('error' in end) return end;
  const label = toPlainText(parts.slice(repeats ? 5 : 4).join(','), MAX_LABEL_LENGTH);
  if (label.text === '') return { error: 'the label is missing' };
  return { value: { kind: 'add', ...fixed.value, end: end.value, label: label.text }, labelCut: label.cut };
}

type AddFixed = Pick<AddAdjustment, 'direction' | 'amount' | 'every' | 'start'>;

function readAddFixed([direction, amount, every, start]: readonly (string | undefined)[]): Read<AddFixed> {
  if (direction !== 'in' && direction !== 'out') return { error: 'the direction must be in or out' };
  if (!amount) return { error: 'the amount is missing' };
  const money = readAmount(amount);
  if ('error' in money) return money;
  const frequency = addFrequencies.find((choice) => choice === every);
  if (!frequency) return { error: 'the frequency must be once, weekly, monthly or quarterly' };
  if (!start) return { error: 'the start date is missing' };
  const date = readDate(start);
  if ('error' in date) return date;
  const value: AddFixed = {
    direction: direction === 'in' ? 'inflow' : 'outflow',
    amount: money.value,
    every: frequency,
    start: date.value,
  };
  return { value };
}
