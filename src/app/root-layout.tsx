import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ViewErrorBoundary } from '../components/view-error-boundary.tsx';
import { demoCompany, isDemoData } from '../browser/page-meta.ts';
import { useAfterFirstPaint } from '../browser/use-after-first-paint.ts';
import { ShellBanners } from './shell-banners.tsx';
import { AppNav } from './app-nav.tsx';
import { PresentationNotice, PresentationToggle } from './presentation-controls.tsx';
import styles from './root-layout.module.css';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts.ts';
import { useLinkNotices } from './use-link-notices.ts';
import { useWorkspaceCurrency } from './use-workspace-currency.ts';

/** Fetched when first asked for: every view's first load would otherwise carry a list most readers never open. */
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx').then((module) => ({ default: module.ShortcutsDialog })));

/**
 * Who is signed in, the Views menu and the theme (in the account menu, or beside it where there is
 * none) come after the first paint: no figure waits for the workspace, and the theme is applied
 * before the page draws anyway (index.html). Code that fails to download leaves the header without
 * them, not without the page.
 */
const WorkspaceControls = lazy(() =>
  import('./workspace/workspace-controls.tsx').then(
    (module) => ({ default: module.WorkspaceControls }),
    () => ({ default: () => null }),
  ),
);

export function RootLayout() {
  // The view on screen, not the one being loaded: resetting the boundary before the new view
  // renders would let the failing old one throw again and keep the error after navigation.
  const viewPath = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const company = demoCompany();
  const [helpOpen, setHelpOpen] = useState(false);
  // Mounted from its first opening on, so closing it is the dialog's own, focus returning where it was.
  const [helpAsked, setHelpAsked] = useState(false);
  const toggleHelp = useCallback(() => {
    setHelpAsked(true);
    setHelpOpen((open) => !open);
  }, []);
  useKeyboardShortcuts(toggleHelp);
  useLinkNotices();
  const painted = useAfterFirstPaint();

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.brand}>
            <span className={styles.logo} aria-hidden="true" />
            <div className={styles.brandText}>
              <div className={styles.title}>
                <span>Cash flow</span>
                <WorkspaceCurrency />
              </div>
              {isDemoData() && (
                // Under the title rather than beside it: a company's name there would push views out of the navigation.
                <span
                  className={styles.demo}
                  title={`Figures come from the embedded demo API${company ? ` (${company})` : ''}, not a real workspace`}
                >
                  {company ? `Demo: ${company}` : 'Demo data'}
                </span>
              )}
            </div>
          </div>
          <AppNav painted={painted} />
          <button type="button" className={`button button-quiet ${styles.help}`} onClick={toggleHelp} aria-keyshortcuts="?">
            {/* Still read out: the button is "Shortcuts" to a screen reader however narrow the screen. */}
            <span className="visually-hidden-under-1440">Shortcuts</span> <kbd>?</kbd>
          </button>
          {/* Its room is kept from the first paint: the controls arriving after it move nothing on screen. */}
          <div className={styles.workspaceSlot}>
            {painted && (
              <Suspense fallback={null}>
                <WorkspaceControls />
              </Suspense>
            )}
          </div>
          <PresentationToggle />
        </div>
        <PresentationNotice />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <ShellBanners />
        <ViewErrorBoundary resetKey={viewPath}>
          <Outlet />
        </ViewErrorBoundary>
      </main>
      {helpAsked && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** The API has no workspace endpoint: the summary echoes the workspace currency when asked for none. */
function WorkspaceCurrency() {
  const currency = useWorkspaceCurrency();
  if (!currency) return null;
  return (
    <span className={styles.currency} title="Workspace currency">
      {currency}
    </span>
  );
}
