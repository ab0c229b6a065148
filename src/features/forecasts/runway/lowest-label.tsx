import { usePlotArea } from 'recharts';

type Props = {
  /** The low point's box, given by the ReferenceDot that draws this label. */
  viewBox?: { x?: number; y?: number; width?: number; height?: number };
  text: string;
  fill: string;
  className?: string | undefined;
};

const FONT_PX = 12;
/** A character of the 12 px semi-bold label is at most about 7.5 px wide: the estimate keeps it inside, never cut. */
const CHARACTER_PX = 7.5;
const GAP_PX = 8;
/** Room for the label's halo (a 4 px stroke, forecasts-page.module.css) and a pixel of rounding. */
const HALO_PX = 4;

/**
 * The low point's label, under its point where the line never goes, centred on it and moved
 * sideways only as far as it must to stay inside the plot: on a phone the plot is barely wider
 * than the label, so no fixed anchor works for every position of the point.
 */
export function LowestLabel({ viewBox, text, fill, className }: Props) {
  const plot = usePlotArea();
  if (!viewBox || !plot) return null;
  const centre = (viewBox.x ?? 0) + (viewBox.width ?? 0) / 2;
  const width = text.length * CHARACTER_PX;
  const left = Math.max(plot.x + HALO_PX, Math.min(centre - width / 2, plot.x + plot.width - width - HALO_PX));
  return (
    <text
      x={left}
      y={(viewBox.y ?? 0) + (viewBox.height ?? 0) + GAP_PX}
      dy="0.71em"
      textAnchor="start"
      fontSize={FONT_PX}
      fill={fill}
      className={className}
    >
      {text}
    </text>
  );
}
