import type { LineMarker } from './line-styles.ts';

type Props = { marker: LineMarker; x: number; y: number; size: number; color: string; stroke?: string };

/** A low point's marker: its shape names the line as much as its colour does. */
export function LineMarkerShape({ marker, x, y, size, color, stroke = 'var(--surface)' }: Props) {
  const r = size;
  const common = { fill: color, stroke, strokeWidth: 1.5 };
  switch (marker) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} {...common} />;
    case 'square':
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} {...common} />;
    case 'triangle':
      return <polygon points={`${x},${y - r * 1.2} ${x + r * 1.15},${y + r * 0.8} ${x - r * 1.15},${y + r * 0.8}`} {...common} />;
    case 'diamond':
      return <polygon points={`${x},${y - r * 1.3} ${x + r * 1.1},${y} ${x},${y + r * 1.3} ${x - r * 1.1},${y}`} {...common} />;
  }
}

/** The legend's sample of a line: its dash and its marker, drawn the way the chart draws them. */
export function LineSwatch({ color, dash, marker }: { color: string; dash: string | undefined; marker: LineMarker }) {
  return (
    <svg width="36" height="14" viewBox="0 0 36 14" aria-hidden="true" focusable="false">
      <line x1="1" y1="7" x2="35" y2="7" stroke={color} strokeWidth="2.5" strokeDasharray={dash} />
      <LineMarkerShape marker={marker} x={18} y={7} size={4} color={color} />
    </svg>
  );
}
