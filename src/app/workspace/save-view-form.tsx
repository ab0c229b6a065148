import { useId, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { createView } from '../../api/workspace/workspace-queries.ts';
import { type Me, type NewView, roleAtLeast, type ViewPage, type ViewScope } from '../../core/workspace/contract.ts';
import { useViewWrite } from './use-view-write.ts';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import styles from './workspace.module.css';

type Props = {
  page: ViewPage;
  /** The page's search as it is now: what the view keeps. */
  link: string;
  me: Me | undefined;
  meError: unknown;
  onDone: () => void;
};

/** "Save current view…": a name, for me or for the team (editors), and for editors the page's team default. */
export function SaveViewForm({ page, link, me, meError, onDone }: Props) {
  const id = useId();
  const here = useLocation({ select: (location) => location.href });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ViewScope>('mine');
  const [teamDefault, setTeamDefault] = useState(false);
  const save = useViewWrite((csrfToken, view: NewView) => createView(csrfToken, view));
  const editor = me ? roleAtLeast(me.user.role, 'editor') : false;

  if (meError) return <WorkspaceProblem error={meError} returnTo={here} />;
  return (
    <form
      className={styles.form}
      aria-label="Save current view"
      onSubmit={(event) => {
        event.preventDefault();
        const view = { page, name, link, scope, ...(scope === 'team' ? { teamDefault } : {}) };
        save.run(view, onDone);
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
        autoFocus
      />
      <fieldset className={styles.scope}>
        <legend>Who sees it</legend>
        <label>
          <input type="radio" name={`${id}-scope`} checked={scope === 'mine'} onChange={() => setScope('mine')} /> Only me
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-scope`}
            checked={scope === 'team'}
            disabled={!editor}
            aria-describedby={editor ? undefined : `${id}-why`}
            onChange={() => setScope('team')}
          />{' '}
          The team
        </label>
        {!editor && (
          <p id={`${id}-why`} className="muted">
            Team views need the editor role{me ? `; you are a ${me.user.role}` : ''}.
          </p>
        )}
        {editor && scope === 'team' && (
          <label>
            <input type="checkbox" checked={teamDefault} onChange={(event) => setTeamDefault(event.target.checked)} /> Open this page on it
            by default
          </label>
        )}
      </fieldset>
      {save.error !== null && <WorkspaceProblem error={save.error} returnTo={here} />}
      <div className={styles.formActions}>
        <button type="button" className="button button-quiet" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={save.pending || !me}>
          {save.pending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
