import { randomBytes } from 'node:crypto';

export type ErrorType = 'invalid_request' | 'authentication' | 'not_found' | 'rate_limit' | 'server';
type Status = 400 | 401 | 403 | 404 | 429 | 500;

/**
 * Every code the demo answers with, and its HTTP status and type: spec 7, and docs/api-assumptions.md where
 * the spec leaves them open. The OpenAPI description reads this table, so a change here changes it too.
 */
export const ERROR_CODES = {
  invalid_parameter: { status: 400, type: 'invalid_request' },
  invalid_cursor: { status: 400, type: 'invalid_request' },
  limit_out_of_range: { status: 400, type: 'invalid_request' },
  invalid_expand: { status: 400, type: 'invalid_request' },
  too_many_groups: { status: 400, type: 'invalid_request' },
  period_too_long: { status: 400, type: 'invalid_request' },
  unauthorized: { status: 401, type: 'authentication' },
  forbidden: { status: 403, type: 'authentication' },
  resource_not_found: { status: 404, type: 'not_found' },
  rate_limited: { status: 429, type: 'rate_limit' },
  internal_error: { status: 500, type: 'server' },
} as const satisfies Record<string, { status: Status; type: ErrorType }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** An error the API reports with the envelope of spec section 7. */
export class ApiError extends Error {
  readonly status: Status;
  readonly type: ErrorType;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly param: string | null = null,
  ) {
    super(message);
    this.status = ERROR_CODES[code].status;
    this.type = ERROR_CODES[code].type;
  }
}

export const invalidParameter = (param: string, message: string) => new ApiError('invalid_parameter', message, param);
export const invalidCursor = (message: string) => new ApiError('invalid_cursor', message, 'cursor');
export const limitOutOfRange = (range: { min: number; max: number }) =>
  new ApiError('limit_out_of_range', `limit must be an integer from ${range.min} to ${range.max}`, 'limit');
export const invalidExpand = (name: string) => new ApiError('invalid_expand', `cannot expand "${name}"`, 'expand');
export const tooManyGroups = (maxRows: number) =>
  new ApiError(
    'too_many_groups',
    `The grouped summary would return more than ${maxRows} rows; narrow the window, the interval or the filters`,
    'group_by',
  );
export const periodTooLong = (maxPeriods: number, interval: string) =>
  new ApiError('period_too_long', `The window holds more than ${maxPeriods} periods of a ${interval}`, 'to');
export const unauthorized = () => new ApiError('unauthorized', 'Missing or invalid API key');
export const forbidden = () => new ApiError('forbidden', 'The plan of this workspace does not include API access');
export const resourceNotFound = (method: string, path: string) => new ApiError('resource_not_found', `No ${method} endpoint at ${path}`);
export const rateLimited = (limit: number) => new ApiError('rate_limited', `More than ${limit} requests in the current minute`);
export const internalError = () => new ApiError('internal_error', 'Something went wrong on our side');

export function requestId(): string {
  return `req_${randomBytes(12).toString('hex')}`;
}

export function errorBody(error: ApiError, id: string) {
  return { error: { type: error.type, code: error.code, message: error.message, param: error.param, request_id: id } };
}
