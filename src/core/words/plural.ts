/**
 * A count and the word that agrees with it, the one way every sentence of the dashboard says one
 * or many: in the browser, the board pack, the 13 weeks and every message.
 * @example plural(1, 'forecast') // "1 forecast"
 * @example plural(3, 'counterparty', 'counterparties') // "3 counterparties"
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${oneOrMany(count, one, many)}`;
}

/**
 * The word alone that agrees with a count, for a sentence that writes the number apart (or
 * formatted) or needs a verb to agree.
 * @example `${rows.length.toLocaleString()} ${oneOrMany(rows.length, 'row')} ${oneOrMany(rows.length, 'is', 'are')} not shown`
 */
export function oneOrMany(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
