import { z } from 'zod/mini';
import { openEnum } from './common.ts';

export const errorTypeSchema = openEnum(['invalid_request', 'authentication', 'not_found', 'rate_limit', 'server']);

/** The error envelope of spec section 7. */
export const errorEnvelopeSchema = z.looseObject({
  error: z.looseObject({
    type: errorTypeSchema,
    code: z.string(),
    message: z.string(),
    param: z.optional(z.nullable(z.string())),
    request_id: z.optional(z.string()),
  }),
});

export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;
