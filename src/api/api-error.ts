/**
 * Every way a call to the API can fail, as one typed error the views can explain:
 * - `http`: the API (or our server) answered with the spec's error envelope;
 * - `network`: nothing came back (offline, server down);
 * - `shape`: a response arrived but does not match the schema, naming the field.
 */
export type ApiErrorKind = 'http' | 'network' | 'shape';

/** The dashboard server's own 429: this browser spent its share of the team's requests (README, Security). */
export const CLIENT_SHARE_EXCEEDED = 'client_share_exceeded';

type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  endpoint: string;
  status?: number | undefined;
  type?: string | undefined;
  code?: string | undefined;
  param?: string | null | undefined;
  requestId?: string | undefined;
  retryAfterSeconds?: number | undefined;
  field?: string | undefined;
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly param: string | null | undefined;
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** For `shape` errors: the path of the offending field, e.g. "data.3.amount". */
  readonly field: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.type = init.type;
    this.code = init.code;
    this.param = init.param;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.field = init.field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Worth trying again: the network, the server side, or a rate limit that will lift. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  if (error.kind === 'shape') return false;
  return error.status === undefined || error.status >= 500 || error.status === 429;
}
