/**
 * An id list parameter (`expand`) with one id added or taken away, sorted so a link reads the
 * same whichever order it was clicked in; undefined when none is left, so the link drops it.
 * @example toggledIds(new Set(['b']), 'a') // ['a', 'b']
 */
export function toggledIds(ids: ReadonlySet<string>, id: string): string[] | undefined {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next.size === 0 ? undefined : [...next].sort();
}
