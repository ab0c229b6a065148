import { isApiError } from '../api-error.ts';
import { workspacePaths } from '../../core/workspace/contract.ts';

export type WorkspaceErrorDescription = {
  title: string;
  detail: string;
  /** Where signing in again brings the reader back, for a 401. */
  signInHref: string | null;
};

/** The sign-in address that returns to `returnTo` (a path on this site). */
export function signInHref(returnTo: string): string {
  return `${workspacePaths.signIn}?${new URLSearchParams({ return: returnTo }).toString()}`;
}

/**
 * A failed workspace request in words for the person who tried it. The workspace's own store
 * failing is not the dashboard failing: it says that nothing is lost and the figures are unaffected.
 */
export function describeWorkspaceError(error: unknown, returnTo: string): WorkspaceErrorDescription {
  const none = { signInHref: null };
  if (!isApiError(error)) return { ...none, title: 'Something went wrong', detail: error instanceof Error ? error.message : String(error) };
  if (error.code === 'version_saved_recently')
    return { ...none, title: 'Not saved: a version was saved a moment ago', detail: error.message };
  if (error.kind === 'network')
    return { ...none, title: 'No connection', detail: 'The dashboard server could not be reached. Nothing was saved; try again.' };
  // The store answered, the API did not (a forecast version is built from it): the server says which and when to retry.
  if (error.code === 'upstream_unavailable') return { ...none, title: 'Not saved: the API could not be read', detail: error.message };
  if (error.code === 'storage_unavailable' || error.status === 503) {
    return {
      ...none,
      title: 'Saving is not possible right now',
      detail:
        'The workspace’s database does not answer. Nothing saved is lost, and the dashboard’s figures are unaffected. Try again later.',
    };
  }
  if (error.status === 401)
    return {
      title: 'You are signed out',
      detail: 'Sign in again to use saved views and the team workspace.',
      signInHref: signInHref(returnTo),
    };
  // A cap on what the workspace keeps: the server's sentence names it and what makes room.
  if (error.code === 'limit_reached') return { ...none, title: 'Not saved: the limit is reached', detail: error.message };
  if (error.code === 'forbidden_role') return { ...none, title: 'Your role does not allow this', detail: error.message };
  if (error.code === 'view_not_found')
    return { ...none, title: 'This view no longer exists', detail: 'Someone may have deleted it. The list is now up to date.' };
  if (error.code === 'csrf_token_invalid') return { ...none, title: 'The page is out of date', detail: 'Reload the page, then try again.' };
  return { ...none, title: 'The change was refused', detail: error.message };
}
