import { z } from 'zod/mini';
import { CSRF_HEADER, workspacePaths } from '../../core/workspace/contract.ts';
import { ApiError } from '../api-error.ts';
import { toWorkspaceError } from './workspace-fetch.ts';

/**
 * Where to go once our session is over: the provider's sign-out, or home. Only a path here or a
 * web address (the issuer may be plain http on loopback, as the config allows): never a
 * `javascript:` or `data:` URL, whatever answered.
 */
const signOutAnswerSchema = z.object({ redirect: z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)/)) });

/**
 * Ends the session (POST /auth/sign-out, write-guarded) and gives the address to follow: a
 * script cannot follow a redirect to the provider's origin, so the server answers it as JSON.
 */
export async function signOut(csrfToken: string): Promise<string> {
  const path = workspacePaths.signOut;
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', [CSRF_HEADER]: csrfToken },
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError({ kind: 'network', endpoint: path, message: 'The dashboard server could not be reached.' });
  });
  if (!response.ok) throw await toWorkspaceError(response, path);
  const answer = signOutAnswerSchema.safeParse(await response.json().catch(() => undefined));
  return answer.success ? answer.data.redirect : '/';
}
