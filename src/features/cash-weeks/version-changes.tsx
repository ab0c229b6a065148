import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import { HIDDEN_TEXT } from '../../core/hidden-text.ts';
import styles from './cash-weeks.module.css';

/** The largest moves since the compared version, in words; they name counterparties and amounts, so presenting hides them. */
export function LargestChanges({ moves, since }: { moves: readonly string[]; since: string }) {
  const presenting = usePresentationMode();
  return (
    <section aria-labelledby="moves-title" className={styles.section}>
      <h2 id="moves-title">Largest changes since {since}</h2>
      {presenting ? (
        <p className="muted">{HIDDEN_TEXT} while presenting.</p>
      ) : moves.length === 0 ? (
        <p>Nothing moved.</p>
      ) : (
        <ol>
          {moves.map((move) => (
            <li key={move}>{move}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
