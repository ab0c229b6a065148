import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { describeWorkspaceError } from '../../api/workspace/describe-workspace-error.ts';
import { signOut } from '../../api/workspace/sign-out.ts';
import { Popover } from '../../components/filter-bar/popover.tsx';
import { ShownName } from '../../components/shown-name/shown-name.tsx';
import { roleAtLeast } from '../../core/workspace/contract.ts';
import { ThemeSwitch } from '../theme-switch.tsx';
import type { Me } from '../../core/workspace/contract.ts';
import { HeaderWord } from './header-word.tsx';
import styles from './workspace.module.css';

const roleLabels = { viewer: 'Viewer', editor: 'Editor', admin: 'Admin' } as const;
const roleMeanings = {
  viewer: 'You read every figure and keep views of your own.',
  editor: 'You also keep views for the team and choose what each page shows first.',
  admin: "You also manage the team's roles and read the audit trail.",
} as const;

/**
 * Who the dashboard takes the reader for, behind one button in the header (their name and role):
 * its panel says what the role allows, holds the theme, leads everyone to Alerts and an admin to the Team page, and
 * signs out where there is a session of ours (OIDC).
 */
export function SignedInUser({ me }: { me: Me }) {
  const [open, setOpen] = useState(false);
  // Without access control nobody signs in: the dashboard says so rather than name a person.
  const trigger = (
    <HeaderWord icon={styles.userIcon}>
      {me.access === 'local' ? (
        <span className={styles.userName}>Local (no sign-in)</span>
      ) : (
        <span className={styles.userName}>
          <span className="visually-hidden">Signed in as</span> <ShownName text={me.user.name} />{' '}
          <span className={styles.role}>{roleLabels[me.user.role]}</span>
        </span>
      )}
    </HeaderWord>
  );
  return (
    <div className={styles.views}>
      <Popover trigger={trigger} panelLabel="Your account" open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {() => <Account me={me} />}
      </Popover>
    </div>
  );
}

function Account({ me }: { me: Me }) {
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
    <div className={styles.account}>
      <p className={styles.accountWho}>
        {me.access === 'local' ? (
          <>No sign-in: this dashboard listens on this computer only, and whoever uses it is its admin.</>
        ) : (
          <>
            Signed in as <ShownName text={me.user.name} />
            {me.user.email && <span className={styles.meta}> ({me.user.email})</span>}
          </>
        )}
      </p>
      <p className={styles.meta}>
        {roleLabels[me.user.role]}: {roleMeanings[me.user.role]}
      </p>
      <ThemeSwitch labelled />
      <Link to="/alerts" className={styles.teamLink}>
        Alerts: rules, subscriptions and deliveries
      </Link>
      {roleAtLeast(me.user.role, 'admin') && (
        <Link to="/team" className={styles.teamLink}>
          Team: members, roles and audit trail
        </Link>
      )}
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
