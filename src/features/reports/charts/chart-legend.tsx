import styles from './chart-legend.module.css';

type Props = {
  items: readonly { key: string; label: string; color: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
};

/**
 * Legend entries are toggle buttons: a reader hides a series to read the others. Drawn with the
 * figures, before the chart's code arrives: a legend wrapping to several lines would otherwise
 * push everything under the chart down when it is drawn.
 */
export function ChartLegend({ items, hidden, onToggle }: Props) {
  return (
    <ul className={styles.legend} aria-label="Series">
      {items.map((item) => {
        const shown = !hidden.has(item.key);
        return (
          <li key={item.key}>
            <button type="button" className={styles.legendButton} aria-pressed={shown} onClick={() => onToggle(item.key)}>
              <span
                className={styles.swatch}
                style={{ background: shown ? item.color : 'transparent', borderColor: item.color }}
                aria-hidden="true"
              />
              <span className={shown ? undefined : styles.off}>{item.label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
