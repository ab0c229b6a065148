import { LineSwatch } from '../runway/line-marker.tsx';
import { baseLineStyle, scenarioLineStyle } from '../runway/line-styles.ts';
import styles from './scenarios.module.css';

/** Which line is which, by colour, dash and low-point marker; the chart itself is hidden from screen readers, the table below is not. */
export function ScenarioLegend({ names }: { names: readonly string[] }) {
  return (
    <ul className={styles.legend} aria-label="Chart legend">
      <li>
        <LineSwatch {...baseLineStyle} /> Base case
      </li>
      {names.map((name, index) => (
        <li key={index}>
          <LineSwatch {...scenarioLineStyle(index)} /> {name}
        </li>
      ))}
      <li className={styles.muted}>Markers: each line's lowest point</li>
    </ul>
  );
}
