import styles from './forecasts-page.module.css';

type View = 'calendar' | 'list';
type Props = { view: View; onView: (view: View) => void };

/** Calendar or agenda of the same month; a pair of toggle buttons. */
export function ViewSwitch({ view, onView }: Props) {
  return (
    <div className={styles.segmented} role="group" aria-label="Show as">
      {(['calendar', 'list'] as const).map((option) => (
        <button key={option} type="button" className="button" aria-pressed={view === option} onClick={() => onView(option)}>
          {option === 'calendar' ? 'Calendar' : 'List'}
        </button>
      ))}
    </div>
  );
}
