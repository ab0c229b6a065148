import { randomBytes } from 'node:crypto';

export type ErrorType = 'invalid_request' | 'authentication' | 'not_found' | 'rate_limit' | 'server';
type Status = 400 | 401 | 403 | 404 | 429 | 500;

/** An error the API reports with the envelope of spec section 7. */
export class ApiError extends Error {
  constructor(
    readonly status: Status,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

export const invalidParameter = (param: string, message: string) => new ApiError(400, 'invalid_request', 'invalid_parameter', message, param);
export const invalidCursor = (message: string) => new ApiError(400, 'invalid_request', 'invalid_cursor', message, 'cursor');
export const limitOutOfRange = () => new ApiError(400, 'invalid_request', 'limit_out_of_range', 'limit must be an integer from 1 to 500', 'limit');
export const invalidExpand = (name: string) => new ApiError(400, 'invalid_request', 'invalid_expand', `cannot expand "${name}"`, 'expand');
export const unauthorized = () => new ApiError(401, 'authentication', 'unauthorized', 'Missing or invalid API key');
export const forbidden = () => new ApiError(403, 'authentication', 'forbidden', 'The plan of this workspace does not include API access');
export const resourceNotFound = (method: string, path: string) => new ApiError(404, 'not_found', 'resource_not_found', `No ${method} endpoint at ${path}`);
export const rateLimited = (limit: number) => new ApiError(429, 'rate_limit', 'rate_limited', `More than ${limit} requests in the current minute`);
export const internalError = () => new ApiError(500, 'server', 'internal_error', 'Something went wrong on our side');

export function requestId(): string {
  return `req_${randomBytes(12).toString('hex')}`;
}

export function errorBody(error: ApiError, id: string) {
  return { error: { type: error.type, code: error.code, message: error.message, param: error.param, request_id: id } };
}
