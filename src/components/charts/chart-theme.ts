/**
 * One place for chart colours. Values are CSS variables from theme.css, so every chart
 * follows the light or dark theme without re-rendering; SVG presentation attributes accept var().
 */
export const chartColors = {
  inflow: 'var(--inflow)',
  outflow: 'var(--outflow)',
  balance: 'var(--accent)',
  net: 'var(--text)',
  grid: 'var(--border)',
  axis: 'var(--text-muted)',
  other: 'var(--series-8)',
  /** "No counterparty" and the like: apart from the ranked groups and from "Other". */
  unattributed: 'var(--border-strong)',
} as const;

/** Okabe–Ito: distinguishable with the common colour-vision deficiencies. */
export const seriesPalette = [
  'var(--series-1)',
  'var(--series-2)',
  'var(--series-3)',
  'var(--series-4)',
  'var(--series-5)',
  'var(--series-6)',
  'var(--series-7)',
  'var(--series-9)',
] as const;

/**
 * The palette colour of the series at this position. A group's own colour in the workspace is
 * not used: users pick those to recognise a category, not to tell it apart from its neighbours,
 * and two of the demo's were the same blue. Beyond eight series colours repeat, so the legend,
 * the tooltip and the table name every series in words.
 */
export function seriesColor(index: number): string {
  return seriesPalette[index % seriesPalette.length]!;
}

export const axisTick = { fill: chartColors.axis, fontSize: 12 } as const;
