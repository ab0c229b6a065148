import { useModalDialog } from '../components/use-modal-dialog.ts';
import { views } from './app-nav.tsx';
import styles from './shortcuts-dialog.module.css';

const shortcuts: [keys: string[], action: string][] = [
  ...views.map((view): [string[], string] => [['g', view.key], `Go to ${view.label}`]),
  [['←'], 'Previous period'],
  [['→'], 'Next period'],
  [['/'], 'Focus the filters'],
  [['Shift+P'], 'Presentation mode: mask amounts and names on screen, or show them'],
  [['?'], 'Show or hide this list'],
  [['Esc'], 'Close a panel or this list'],
];

/** The `?` overlay: a native modal dialog, so focus and Escape behave as readers expect. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useModalDialog(open);

  return (
    <dialog ref={dialog} className={styles.dialog} onClose={onClose} aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <table className={styles.table}>
        <tbody>
          {shortcuts.map(([keys, action]) => (
            <tr key={action}>
              <th scope="row">
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' then '}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </th>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="dialog">
        <button className="button" type="submit">
          Close
        </button>
      </form>
    </dialog>
  );
}
