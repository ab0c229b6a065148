import { agreeing, plural } from '../words/words.ts';
import type { ValueParser } from '../url-state/parse-search.ts';
import { decodeScenario, type DroppedAdjustment } from './scenario-codec.ts';
import { quoted } from './scenario-codec-values.ts';
import type { Scenario } from './scenario.ts';

/** A notice stays one line: a hostile link can hold hundreds of broken adjustments. */
const MAX_DROPS_NAMED = 3;

/**
 * A scenario parameter: kept when it has a name or any usable adjustment, with a note naming
 * each adjustment it dropped and why.
 *
 * @example scenarioField('Late~delay(abc)')
 * // { value: { name: 'Late', adjustments: [] },
 * //   note: 'dropped “delay(abc)”: the number of days is not a whole number' }
 */
export const scenarioField: ValueParser<Scenario> = (raw) => {
  const decoded = decodeScenario(raw);
  if ('error' in decoded) {
    const why = decoded.dropped.length > 0 ? ` (${describeDropped(decoded.dropped)})` : '';
    return { error: `${decoded.error}${why} and was ignored` };
  }
  const notes = [...decoded.corrections, ...(decoded.dropped.length > 0 ? [describeDropped(decoded.dropped)] : [])];
  return notes.length > 0 ? { value: decoded.scenario, note: notes.join('; ') } : { value: decoded.scenario };
};

function describeDropped(dropped: readonly DroppedAdjustment[]): string {
  const named = dropped.slice(0, MAX_DROPS_NAMED).map(({ text, reason }) => `dropped ${quoted(text)}: ${reason}`);
  const more = dropped.length - named.length;
  if (more > 0) named.push(`${plural(more, 'more adjustment')} ${agreeing(more, 'was', 'were')} dropped`);
  return named.join('; ');
}
