import { PHONE_WIDTH, useMediaQuery } from '../../browser/use-media-query.ts';

const AT_LEFT_EDGE = { position: { x: 0 } } as const;
const BESIDE_THE_POINTER = {} as const;

/**
 * Where a chart's tooltip stands, spread onto Recharts' Tooltip. Recharts keeps it right of the
 * point, or left of it as far as the plot's left edge: on a phone the plot starts after its axis
 * and a tooltip of a few series, wider than what is left, ran off the screen ("+€449,"). There it
 * stands at the chart's own left edge instead, following the finger up and down, and no wider
 * than the chart (chart-tooltip.module.css).
 */
export function useTooltipPlacement(): typeof AT_LEFT_EDGE | typeof BESIDE_THE_POINTER {
  return useMediaQuery(PHONE_WIDTH) ? AT_LEFT_EDGE : BESIDE_THE_POINTER;
}
