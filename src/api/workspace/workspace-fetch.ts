import type { z } from 'zod/mini';
import { errorEnvelopeSchema } from '../../core/api/schemas/error.ts';
import { CSRF_HEADER } from '../../core/workspace/contract.ts';
import { ApiError } from '../api-error.ts';

type Write = { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; csrfToken: string; body?: unknown };

/** GET a workspace resource and parse it with the contract's schema; a refusal becomes an ApiError. */
export async function workspaceGet<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const response = await send(path, { headers: { Accept: 'application/json' }, signal: signal ?? null });
  return parseAnswer(response, path, schema);
}

/**
 * Every page of a list the workspace answers a page at a time (notes, forecast versions, members),
 * in order: `path` (with the list's own query, if any) for the first, then `after` the `next` of
 * the page before, until it is null.
 */
export async function workspaceAllPages<Schema extends z.ZodMiniType<{ next: string | null }>>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>[]> {
  const pages: z.output<Schema>[] = [await workspaceGet(path, schema, signal)];
  for (let next = pages[0]?.next ?? null; next !== null; next = pages.at(-1)?.next ?? null)
    pages.push(await workspaceGet(`${path}${path.includes('?') ? '&' : '?'}after=${encodeURIComponent(next)}`, schema, signal));
  return pages;
}

/**
 * A write: JSON, with the CSRF token `GET /workspace/me` gave, same-origin cookies only. `schema`
 * reads the answer; null for a 204.
 */
export async function workspaceWrite<Schema extends z.ZodMiniType>(
  path: string,
  write: Write,
  schema: Schema | null,
): Promise<z.output<Schema> | null> {
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: write.csrfToken };
  if (write.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = write.body === undefined ? null : JSON.stringify(write.body);
  const response = await send(path, { method: write.method, headers, body, credentials: 'same-origin' });
  if (!schema) {
    if (!response.ok) throw await toWorkspaceError(response, path);
    return null;
  }
  return parseAnswer(response, path, schema);
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError({ kind: 'network', endpoint: path, message: 'The dashboard server could not be reached.' });
  }
}

async function parseAnswer<Schema extends z.ZodMiniType>(response: Response, path: string, schema: Schema): Promise<z.output<Schema>> {
  if (!response.ok) throw await toWorkspaceError(response, path);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path.map(String).join('.') || '(root)';
  throw new ApiError({ kind: 'shape', endpoint: path, field, message: `Unexpected data from ${path}: field "${field}" is invalid.` });
}

/** The project's error envelope as an ApiError; an answer without one (a proxy's page) keeps its status. */
export async function toWorkspaceError(response: Response, path: string): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    return new ApiError({
      kind: 'http',
      endpoint: path,
      status: response.status,
      message: `${path} answered ${response.status} ${response.statusText}`.trim(),
    });
  }
  const { type, code, message, param, request_id } = envelope.data.error;
  return new ApiError({ kind: 'http', endpoint: path, status: response.status, type, code, message, param, requestId: request_id });
}
