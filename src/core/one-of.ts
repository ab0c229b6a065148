/** The value among `values` that `raw` names, typed as one of them: what a `<select>` of those values chose. */
export function oneOf<const Values extends readonly string[]>(values: Values, raw: string): Values[number] | undefined {
  return values.find((value) => value === raw);
}
