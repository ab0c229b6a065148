import { plural } from '../../core/words/words.ts';
/** A note mark's accessible name: "2 notes on Salaries, week of 23 Nov 2026". */
export function markLabel(count: number, about: string): string {
  return `${plural(count, 'note')} on ${about}`;
}
