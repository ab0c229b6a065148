import { z } from 'zod';
import { openEnum } from './common.ts';

export const errorTypeSchema = openEnum(['invalid_request', 'authentication', 'not_found', 'rate_limit', 'server']);

/** The error envelope of spec section 7. */
export const errorEnvelopeSchema = z.looseObject({
  error: z.looseObject({
    type: errorTypeSchema,
    code: z.string(),
    message: z.string(),
    param: z.string().nullable().optional(),
    request_id: z.string().optional(),
  }),
});

export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;
