import { onPinnedCalendar } from '../../browser/pinned-calendar.ts';
import { useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { changeView, deleteView } from '../../api/workspace/workspace-queries.ts';
import { ShownName } from '../../components/shown-name/shown-name.tsx';
import { type Me, roleAtLeast, type SavedView, type ViewChange } from '../../core/workspace/contract.ts';
import { useViewWrite } from './use-view-write.ts';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import styles from './workspace.module.css';

type Props = {
  view: SavedView;
  me: Me | undefined;
  /** The page's search now, when the view is of this page: "Update to the current view" writes it. */
  currentLink: string | null;
  onOpen: (view: SavedView) => void;
  onDeleted: () => void;
};

const savedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One saved view: opened in one click; who saved it and when; its changes for those the server allows. */
export function SavedViewItem({ view, me, currentLink, onOpen, onDeleted }: Props) {
  const id = useId();
  const [managing, setManaging] = useState(false);
  const href = `${view.page}${view.link}`;
  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <a
          href={href}
          className={styles.viewLink}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(view);
          }}
        >
          <ShownName text={view.name} />
          {view.teamDefault && <span className={styles.badge}>Team default</span>}
        </a>
        {view.canEdit && (
          <button
            type="button"
            className={`button button-quiet ${styles.manage}`}
            aria-expanded={managing}
            aria-controls={`${id}-manage`}
            aria-label={`Edit ${view.name}`}
            onClick={() => setManaging(!managing)}
          >
            Edit
          </button>
        )}
      </div>
      <p className={styles.meta}>
        Saved by <ShownName text={view.owner.name} /> ·{' '}
        <time dateTime={view.updatedAt}>{savedOn.format(onPinnedCalendar(view.updatedAt))}</time>
      </p>
      {managing && <ManageView id={`${id}-manage`} view={view} me={me} currentLink={currentLink} onDeleted={onDeleted} />}
    </li>
  );
}

type ManageProps = { id: string; view: SavedView; me: Me | undefined; currentLink: string | null; onDeleted: () => void };

function ManageView({ id, view, me, currentLink, onDeleted }: ManageProps) {
  const here = useLocation({ select: (location) => location.href });
  const [name, setName] = useState(view.name);
  const [confirming, setConfirming] = useState(false);
  const change = useViewWrite((csrfToken, input: ViewChange) => changeView(csrfToken, view.id, input));
  const remove = useViewWrite((csrfToken) => deleteView(csrfToken, view.id));
  const editor = me ? roleAtLeast(me.user.role, 'editor') : false;
  const error: unknown = change.error ?? remove.error;
  return (
    <div id={id} className={styles.manageBox}>
      <form
        className={styles.rename}
        onSubmit={(event) => {
          event.preventDefault();
          change.run({ name });
        }}
      >
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={200}
        />
        <button type="submit" className="button" disabled={change.pending || name.trim() === view.name}>
          Rename
        </button>
      </form>
      <div className={styles.formActions}>
        {currentLink !== null && currentLink !== view.link && (
          <button type="button" className="button" onClick={() => change.run({ link: currentLink })} disabled={change.pending}>
            Update to the current view
          </button>
        )}
        {view.scope === 'team' && editor && (
          <button type="button" className="button" onClick={() => change.run({ teamDefault: !view.teamDefault })} disabled={change.pending}>
            {view.teamDefault ? 'Stop being the team default' : 'Set as team default'}
          </button>
        )}
        {confirming ? (
          <>
            <button type="button" className="button" onClick={() => remove.run(undefined, onDeleted)} disabled={remove.pending}>
              Delete “{view.name}” for {view.scope === 'team' ? 'everyone' : 'good'}
            </button>
            <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" className="button button-quiet" onClick={() => setConfirming(true)}>
            Delete…
          </button>
        )}
      </div>
      {error !== null && <WorkspaceProblem error={error} returnTo={here} />}
      {change.done && (
        <p role="status" className="muted">
          Saved.
        </p>
      )}
    </div>
  );
}
