import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { signInHref } from '../../api/workspace/describe-workspace-error.ts';
import { meQuery } from '../../api/workspace/workspace-queries.ts';
import { Popover } from '../../components/filter-bar/popover.tsx';
import { usePresentationMode } from '../../components/presentation/presentation-mode.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { ThemeSwitch } from '../theme-switch.tsx';
import { HeaderWord } from './header-word.tsx';
import { SignedInUser } from './signed-in-user.tsx';
import styles from './workspace.module.css';

/** Fetched with the first opening: the lists, the forms and their checks wait for no figure. */
const ViewsMenu = lazy(() =>
  import('./views-menu.tsx').then(
    (module) => ({ default: module.ViewsMenu }),
    () => ({ default: () => <p role="alert">The menu could not be downloaded: check the connection, then reload the page.</p> }),
  ),
);

/**
 * The team workspace in the header: the Views menu, and who is signed in (with the theme, Alerts
 * and the admin's way to the Team page). While presenting it steps aside: the names of colleagues
 * (owners of views, the user's own) stay off a shared screen. Wherever there is no account menu
 * (presenting, signed out, no workspace), the theme stands in the header itself.
 */
export function WorkspaceControls() {
  const me = useQuery(meQuery());
  const here = useLocation({ select: (location) => location.href });
  const presenting = usePresentationMode();
  if (presenting) return <ThemeSwitch />;
  if (isSignedOut(me.error)) {
    return (
      <div className={styles.controls}>
        <a className={`button button-quiet ${styles.signIn}`} href={signInHref(here)}>
          Sign in
        </a>
        <ThemeSwitch />
      </div>
    );
  }
  if (me.data) {
    return (
      <div className={styles.controls}>
        <ViewsButton />
        <SignedInUser me={me.data} />
      </div>
    );
  }
  if (me.isPending) return null;
  return (
    <div className={styles.controls}>
      {isWorkspaceDown(me.error) && <ViewsButton />}
      <ThemeSwitch />
    </div>
  );
}

const isSignedOut = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * The workspace's store or the server does not answer: the menu still opens, to say so. Any
 * other failure (a server without the workspace answers its page, not JSON) shows nothing.
 */
const isWorkspaceDown = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.status === 503);

function ViewsButton() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.views}>
      <Popover
        trigger={<HeaderWord icon={styles.viewsIcon}>Views</HeaderWord>}
        panelLabel="Saved views"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {(close) => (
          <Suspense fallback={<Skeleton lines={3} label="Loading saved views" />}>
            <ViewsMenu close={close} />
          </Suspense>
        )}
      </Popover>
    </div>
  );
}
