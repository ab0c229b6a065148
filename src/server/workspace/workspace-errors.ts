import type { z } from 'zod';
import type { Role } from '../../core/workspace/contract.ts';
import { errorResponse } from '../http/error-envelope.ts';

/** Nothing the workspace answers may be kept by a browser or a cache on the way: it is someone's, and it changes. */
export const NO_STORE = { 'Cache-Control': 'no-store' };

export const STORAGE_UNAVAILABLE_MESSAGE =
  "Saving is not possible right now: the workspace's database does not answer." +
  " Nothing saved is lost; the dashboard's figures are unaffected.";

export function storageUnavailable(): Response {
  return errorResponse(
    503,
    { type: 'server', code: 'storage_unavailable', message: STORAGE_UNAVAILABLE_MESSAGE },
    { ...NO_STORE, 'Retry-After': '30' },
  );
}

export function notSignedIn(): Response {
  return errorResponse(401, { type: 'authentication', code: 'not_signed_in', message: 'Sign in to use the workspace.' }, NO_STORE);
}

export function forbiddenRole(needed: Role): Response {
  return errorResponse(403, { type: 'authentication', code: 'forbidden_role', message: `This needs the ${needed} role.` }, NO_STORE);
}

export function notFound(code: string, message: string): Response {
  return errorResponse(404, { type: 'not_found', code, message }, NO_STORE);
}

export function conflict(code: string, message: string): Response {
  return errorResponse(409, { type: 'invalid_request', code, message }, NO_STORE);
}

/** 409 `limit_reached`: a cap on what the workspace keeps (README, "Limits"); `message` names it and what to do. */
export function limitReached(message: string): Response {
  return conflict('limit_reached', message);
}

export function invalidField(param: string | null, message: string): Response {
  return errorResponse(400, { type: 'invalid_request', code: 'invalid_body', message, param }, NO_STORE);
}

/** The first problem zod found, with `param` naming the field (an unknown field by its own name). */
export function invalidBody(error: z.core.$ZodError): Response {
  const issue = error.issues[0];
  if (issue === undefined) return invalidField(null, 'The body is not valid.');
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys')
    return invalidField([...path, issue.keys[0] ?? ''].join('.'), `Unknown field: ${issue.keys.join(', ')}.`);
  return invalidField(path.length === 0 ? null : path.join('.'), issue.message);
}
