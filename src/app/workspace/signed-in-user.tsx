import { useState } from 'react';
import { describeWorkspaceError } from '../../api/workspace/describe-workspace-error.ts';
import { signOut } from '../../api/workspace/sign-out.ts';
import { ShownName } from '../../components/shown-name/shown-name.tsx';
import type { Me } from '../../core/workspace/contract.ts';
import styles from './workspace.module.css';

const roleLabels = { viewer: 'Viewer', editor: 'Editor', admin: 'Admin' } as const;

/** Who the dashboard takes the reader for, with their role, and "Sign out" where there is one of ours (an OIDC session). */
export function SignedInUser({ me }: { me: Me }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    setFailure(null);
    try {
      window.location.assign(await signOut(me.csrfToken));
    } catch (error) {
      setFailure(describeWorkspaceError(error, location.pathname).detail);
      setBusy(false);
    }
  };
  return (
    <div className={styles.user}>
      <span className={styles.userName}>
        <span className="visually-hidden">Signed in as </span>
        <ShownName text={me.user.name} />
        <span className={styles.role}>{roleLabels[me.user.role]}</span>
      </span>
      {me.canSignOut && (
        <button type="button" className="button button-quiet" onClick={() => void leave()} disabled={busy}>
          Sign out
        </button>
      )}
      {failure && (
        <span role="alert" className={styles.failure}>
          Signing out failed: {failure}
        </span>
      )}
    </div>
  );
}
