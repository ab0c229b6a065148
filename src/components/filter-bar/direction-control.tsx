import type { Direction } from '../../core/api/schemas/common.ts';
import { SegmentedChoice } from '../kit/segmented-choice.tsx';

const choices: { value: Direction | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'inflow', label: 'Inflows' },
  { value: 'outflow', label: 'Outflows' },
];

export const directionLabels: Record<Direction, string> = { inflow: 'Inflows', outflow: 'Outflows' };

/** Inflows, outflows or both, as three radio buttons drawn as one segmented control. */
export function DirectionControl({
  value,
  onChange,
  focusTarget,
}: {
  value: Direction | undefined;
  onChange: (next: Direction | undefined) => void;
  focusTarget?: boolean;
}) {
  return <SegmentedChoice legend="Direction" choices={choices} value={value} onChange={onChange} focusTarget={focusTarget ?? false} />;
}
