import { chartColors } from '../../../components/charts/chart-theme.ts';

export type LineMarker = 'circle' | 'square' | 'triangle' | 'diamond';

/** How one line of the projection is told apart: colour, dash pattern and low-point marker, never colour alone. */
export type LineStyle = { color: string; dash: string | undefined; marker: LineMarker };

export const baseLineStyle: LineStyle = { color: chartColors.balance, dash: undefined, marker: 'circle' };

/**
 * Okabe–Ito orange, reddish purple and bluish green beside the base case's blue: told apart with
 * the common colour-vision deficiencies, and each with its own dash and marker besides.
 */
export const scenarioLineStyles: readonly LineStyle[] = [
  { color: 'var(--series-2)', dash: '9 4', marker: 'square' },
  { color: 'var(--series-4)', dash: '2 3', marker: 'triangle' },
  { color: 'var(--series-3)', dash: '12 3 3 3', marker: 'diamond' },
];

export function scenarioLineStyle(index: number): LineStyle {
  return scenarioLineStyles[index % scenarioLineStyles.length]!;
}
