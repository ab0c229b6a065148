import type { Summary } from '../../core/api/schemas/summary.ts';
import { Amount } from '../../components/amount.tsx';
import styles from './overview.module.css';

/** Inflows, outflows and net over the chosen window, from the summary's own totals (never a sum of rows). */
export function FlowTiles({ summary }: { summary: Summary }) {
  const { totals, currency } = summary;
  const tiles = [
    { id: 'inflows', label: 'Inflows', value: totals.inflows },
    { id: 'outflows', label: 'Outflows', value: totals.outflows },
    { id: 'net', label: 'Net cash flow', value: totals.net },
  ];
  return (
    <div className={styles.tiles}>
      {tiles.map((tile) => (
        <section key={tile.id} aria-labelledby={`flow-${tile.id}`} className={`card ${styles.tile}`}>
          <h3 id={`flow-${tile.id}`}>{tile.label}</h3>
          <span className={styles.figure}>
            <Amount value={tile.value} currency={currency} signed />
          </span>
        </section>
      ))}
    </div>
  );
}
