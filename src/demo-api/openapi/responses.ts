import { ERROR_CODES, type ErrorCode, type ErrorType } from '../errors.ts';
import { PAGE_SIZE } from '../params.ts';
import { MAX_PERIODS } from '../routes/summary.ts';
import { MAX_GROUPED_ROWS } from '../summary/compute.ts';
import { meaningList, object, openEnum, orNull, type Schema } from './json-schema.ts';
import type { Header, Reference, Response } from './openapi-types.ts';

/** Why each code is answered. A code added to errors.ts fails the type check until it is described here. */
const CODE_MEANINGS: Record<ErrorCode, string> = {
  invalid_parameter:
    'a parameter value is invalid (a bad date, enum value or id, `from` after `to`, a missing required one); `param` names it (spec 7)',
  invalid_cursor: '`cursor` belongs to another query or does not decode (spec 4.1 rule 3); `param` is `cursor`',
  limit_out_of_range: `\`limit\` is not an integer from ${PAGE_SIZE.min} to ${PAGE_SIZE.max} (spec 4.1 rule 4); \`param\` is \`limit\``,
  invalid_expand: '`expand` names a relation this endpoint does not expand; `param` is `expand`',
  too_many_groups: `the grouped summary would hold more than ${MAX_GROUPED_ROWS} rows (docs/api-assumptions.md); \`param\` is \`group_by\``,
  period_too_long: `the window holds more than ${MAX_PERIODS} periods of the \`interval\` (docs/api-assumptions.md); \`param\` is \`to\``,
  unauthorized: 'the `Authorization` header is missing or malformed, or the key is unknown or revoked (spec 5 rule 3)',
  forbidden: 'the key is valid but the plan of its company does not include the API (spec 5 rule 4)',
  resource_not_found: 'the path is not an endpoint, or the method is not GET or HEAD (docs/api-assumptions.md)',
  rate_limited: 'the key has made more requests in its current minute than `X-RateLimit-Limit` (spec 8)',
  internal_error: 'an unexpected failure on the server (docs/api-assumptions.md)',
};

const TYPE_MEANINGS: Record<ErrorType, string> = {
  invalid_request: 'the request cannot be answered as sent',
  authentication: 'the key does not give access',
  not_found: 'nothing answers at this address',
  rate_limit: 'too many requests',
  server: 'the server failed',
};

/** Spec 8: every response carries the three X-RateLimit headers; docs/api-assumptions.md fixes the window. */
export function rateLimitHeaderComponents(limit: number): Record<string, Header> {
  const seconds = (description: string): Header => ({ description, required: true, schema: { type: 'integer', minimum: 1, maximum: 60 } });
  return {
    'X-RateLimit-Limit': {
      description: `Spec 8: requests allowed per minute per key: 120 in the spec, ${limit} on this server.`,
      required: true,
      schema: { type: 'integer', minimum: 1 },
    },
    'X-RateLimit-Remaining': {
      description:
        'Spec 8: requests left in the current minute. docs/api-assumptions.md: the minute starts with the key’s' +
        ' first request; errors count too, except 401s, which have no key to count against (they report the full' +
        ' limit).',
      required: true,
      schema: { type: 'integer', minimum: 0 },
    },
    'X-RateLimit-Reset': seconds('Spec 8: seconds until the minute window resets; whole seconds, at least 1 (60 on a 401).'),
    'Retry-After': seconds('Spec 8: on a 429, the seconds until the window resets; the same value as `X-RateLimit-Reset`.'),
  };
}

const headerRef = (name: string): Reference => ({ $ref: `#/components/headers/${name}` });

/** The headers of a response: the three of spec 8 always, `Retry-After` with a 429. */
function headersOf(codes: readonly ErrorCode[]): Record<string, Reference> {
  const names = [
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
    ...(codes.includes('rate_limited') ? ['Retry-After'] : []),
  ];
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

const meaningsOf = <K extends string>(keys: readonly K[], meanings: Record<K, string>) =>
  Object.fromEntries(keys.map((key) => [key, meanings[key]]));

/** Spec 7's envelope, its `type` and `code` listing what this response can carry (open enums, spec 9). */
function errorEnvelope(codes: readonly ErrorCode[]): Schema {
  const types = [...new Set(codes.map((code) => ERROR_CODES[code].type))];
  return object('Spec 7: the error envelope.', {
    error: object('Spec 7: what went wrong.', {
      type: openEnum('Spec 7: the kind of error.', meaningsOf(types, TYPE_MEANINGS)),
      code: openEnum('Spec 7: the stable machine-readable reason; branch on it, never on `message`.', meaningsOf(codes, CODE_MEANINGS)),
      message: { type: 'string', description: 'Human-readable; the wording may change.' },
      param: orNull({ type: 'string' }, 'The query parameter at fault, when there is one.'),
      request_id: { type: 'string', description: 'To be quoted to support.' },
    }),
  });
}

export function successResponse(description: string, schema: Schema): Response {
  return { description, headers: headersOf([]), content: { 'application/json': { schema } } };
}

/** One response for codes that share a status. */
function errorResponse(codes: readonly ErrorCode[]): Response {
  return {
    description: `Spec 7: an error.\n\n${meaningList(meaningsOf(codes, CODE_MEANINGS))}`,
    headers: headersOf(codes),
    content: { 'application/json': { schema: errorEnvelope(codes) } },
  };
}

/** The errors every endpoint can answer, shared as components. */
const SHARED_ERRORS = {
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  RateLimited: 'rate_limited',
  InternalError: 'internal_error',
} as const;

/** Shared errors, and `NotFound`: what any request that matches no operation of this description gets. */
export function errorComponents(): Record<string, Response> {
  const shared = Object.entries(SHARED_ERRORS).map(([name, code]): [string, Response] => [name, errorResponse([code])]);
  return { ...Object.fromEntries(shared), NotFound: errorResponse(['resource_not_found']) };
}

/**
 * The error responses of an operation: the shared ones, plus one per status for the codes its parameters
 * can cause. Each status comes from errors.ts, so moving a code to another status moves it here too.
 */
export function errorResponses(codes: readonly ErrorCode[]): Record<string, Response | Reference> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const own = [...byStatus].map(([status, sharing]): [string, Response] => [String(status), errorResponse(sharing)]);
  const shared = Object.entries(SHARED_ERRORS).map(([name, code]): [string, Reference] => [
    String(ERROR_CODES[code].status),
    { $ref: `#/components/responses/${name}` },
  ]);
  return Object.fromEntries<Response | Reference>([...own, ...shared]);
}
