import { buildApiUrl, type QueryParams } from '../core/api/api-request.ts';
import type { z } from 'zod/mini';
import { ApiError, CLIENT_SHARE_EXCEEDED } from './api-error.ts';
import {
  recordAnswerStaleness,
  recordRateLimitGivenUp,
  recordRateLimited,
  recordRateLimitHeaders,
  recordRateLimitLifted,
} from './rate-limit-state.ts';
import { errorEnvelopeSchema } from '../core/api/schemas/error.ts';
import { sleep } from './sleep.ts';
import { listEnvelopeSchema } from '../core/api/schemas/common.ts';

type RequestOptions = { params?: QueryParams | undefined; signal?: AbortSignal | undefined };

const MAX_RATE_LIMIT_RETRIES = 2;
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * GET one API resource and parse it with `schema`. Waits out a 429 for `Retry-After`
 * (bounded) and tries again; every other failure becomes a typed ApiError.
 */
export async function apiGet<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const body = await getJson(path, options);
  return parseOrThrow(schema, body, path);
}

export type ListPage<Item> = {
  items: Item[];
  hasMore: boolean;
  nextCursor: string | null;
  /** Rows that did not match the schema, left out of `items` so the rest still shows. */
  invalidRows: ApiError[];
};

/** GET one page of a list (spec 2.2), parsing each row on its own. */
export async function apiGetList<Schema extends z.ZodMiniType>(
  path: string,
  itemSchema: Schema,
  options: RequestOptions = {},
): Promise<ListPage<z.output<Schema>>> {
  const body = await getJson(path, options);
  const envelope = parseOrThrow(listEnvelopeSchema, body, path);
  const items: z.output<Schema>[] = [];
  const invalidRows: ApiError[] = [];
  envelope.data.forEach((row, index) => {
    const parsed = itemSchema.safeParse(row);
    if (parsed.success) items.push(parsed.data);
    else invalidRows.push(shapeError(path, parsed.error, ['data', index]));
  });
  return { items, hasMore: envelope.has_more, nextCursor: envelope.next_cursor, invalidRows };
}

async function getJson(path: string, options: RequestOptions): Promise<unknown> {
  const url = buildApiUrl(path, options.params);
  for (let attempt = 0; ; attempt++) {
    const response = await send(url, path, options.signal);
    recordRateLimitHeaders(response.headers);
    if (response.ok) {
      recordRateLimitLifted();
      const body = await readJson(response, path);
      // Only once the body arrived: an answer that breaks off shows no figure, stale or not.
      recordAnswerStaleness(url, response.headers);
      return body;
    }
    const error = await toHttpError(response, path);
    if (error.status !== 429) throw error;
    if (attempt >= MAX_RATE_LIMIT_RETRIES) {
      recordRateLimitGivenUp();
      throw error;
    }
    const waitSeconds = Math.min(error.retryAfterSeconds ?? 1, MAX_RETRY_AFTER_SECONDS);
    recordRateLimited(waitSeconds, error.code === CLIENT_SHARE_EXCEEDED);
    await sleep(waitSeconds * 1000, options.signal);
  }
}

async function send(url: string, endpoint: string, signal: AbortSignal | undefined): Promise<Response> {
  try {
    return await fetch(url, { headers: { Accept: 'application/json' }, signal: signal ?? null });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ kind: 'network', endpoint, message: 'The dashboard server could not be reached.' });
  }
}

async function readJson(response: Response, endpoint: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiError({
      kind: 'shape',
      endpoint,
      status: response.status,
      message: `The answer from ${endpoint} is not valid JSON.`,
    });
  }
}

async function toHttpError(response: Response, endpoint: string): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('Retry-After'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    return new ApiError({
      kind: 'http',
      endpoint,
      status: response.status,
      retryAfterSeconds,
      message: `${endpoint} answered ${response.status} ${response.statusText}`.trim(),
    });
  }
  const { type, code, message, param, request_id } = envelope.data.error;
  return new ApiError({
    kind: 'http',
    endpoint,
    status: response.status,
    type,
    code,
    message,
    param,
    requestId: request_id,
    retryAfterSeconds,
  });
}

function parseOrThrow<Schema extends z.ZodMiniType>(schema: Schema, body: unknown, endpoint: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw shapeError(endpoint, parsed.error, []);
}

function shapeError(endpoint: string, error: z.core.$ZodError, prefix: (string | number)[]): ApiError {
  const issue = error.issues[0];
  const field = [...prefix, ...(issue?.path ?? [])].map(String).join('.') || '(root)';
  return new ApiError({
    kind: 'shape',
    endpoint,
    field,
    message: `Unexpected data from ${endpoint}: field "${field}" ${issue ? issueWords(issue) : 'is invalid'}.`,
  });
}

/**
 * An issue in a few words: the schema's own message where it has one ("expected Money"), else
 * what was expected, from the issue itself: the page carries no locale of zod's (zod-english.ts).
 */
function issueWords(issue: z.core.$ZodIssue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  if (issue.code === 'invalid_type') return `expected ${issue.expected}`;
  if (issue.code === 'invalid_format') return `expected ${issue.format}`;
  if (issue.code === 'invalid_value') return `expected ${issue.values.map(String).join(' or ')}`;
  return 'is invalid';
}
