import { nameText, type JoinedLabel } from './transaction-names.ts';
import { readableTextColor } from './readable-text-color.ts';
import styles from './label-chips.module.css';

/** Labels as chips in their own colour; the name is always written, colour is never the only signal. */
export function LabelChips({ labels, wrap = false }: { labels: readonly JoinedLabel[]; wrap?: boolean }) {
  if (labels.length === 0) return <span className="muted">—</span>;
  return (
    <ul className={`${styles.chips} ${wrap ? styles.wrap : ''}`} aria-label="Labels">
      {labels.map((label) => {
        const text = label.name.kind === 'loading' ? '…' : nameText(label.name);
        const style = label.color
          ? { background: label.color, color: readableTextColor(label.color), borderColor: label.color }
          : undefined;
        return (
          <li key={label.id} className={styles.chip} style={style} title={text}>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
