import { newRequestId } from './request-id.ts';

/** Error types of the upstream spec (section 7); the server answers in the same envelope. */
export type ErrorType = 'invalid_request' | 'authentication' | 'not_found' | 'rate_limit' | 'server';

export type ErrorBody = {
  error: {
    type: ErrorType;
    code: string;
    message: string;
    param: string | null;
    request_id: string;
  };
};

/** The one type every JSON answer of the server carries, whatever the upstream declared. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type ErrorFields = { type: ErrorType; code: string; message: string; param?: string | null; requestId?: string };

/** The envelope as JSON text, for answers that are stored before they are sent. */
export function errorBody(fields: ErrorFields): string {
  const body: ErrorBody = {
    error: {
      type: fields.type,
      code: fields.code,
      message: fields.message,
      param: fields.param ?? null,
      request_id: fields.requestId ?? newRequestId(),
    },
  };
  return JSON.stringify(body);
}

/**
 * Builds an error response in the upstream's envelope, so the browser handles
 * the server's own errors with the same code path as the upstream's.
 *
 * @example errorResponse(502, { type: 'server', code: 'upstream_unreachable', message: 'The financial API could not be reached.' })
 */
export function errorResponse(status: number, fields: ErrorFields, headers: Record<string, string> = {}): Response {
  return new Response(errorBody(fields), {
    status,
    headers: { 'Content-Type': JSON_CONTENT_TYPE, ...headers },
  });
}
