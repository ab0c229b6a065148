import type { z } from 'zod/mini';
import { ALL_PAGES_LIMIT, buildApiUrl } from '../../core/api/api-request.ts';
import type { ApiRequest } from '../../core/api/api-request.ts';
import type { ApiReader, ListRead } from '../../core/api/api-reader.ts';
import { listEnvelopeSchema } from '../../core/api/schemas/common.ts';

/** One API answer as the server got it: from the proxy's cache, or a demo API in tests. */
export type ApiAnswer = { status: number; body: string; retryAfterS: number | null };

/** Fetches `/api/<path>?<search>` (the browser's own address for it) without the browser. */
export type FetchAnswer = (apiUrl: string) => Promise<ApiAnswer>;

/** A list walk stops here: 200 pages of 500 are 100,000 rows, more than a rule ever needs. */
const MAX_PAGES = 200;

/**
 * Why a rule could not be read. `retryAfterS` is set under a 429 (the team's budget is spent):
 * the engine postpones the check instead of trying again at once.
 */
export class ApiReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterS: number | null = null,
  ) {
    super(message);
  }
}

/** An ApiReader over `fetchAnswer`: pages followed to the end, answers parsed with the browser's schemas. */
export function createApiReader(fetchAnswer: FetchAnswer): ApiReader {
  const getJson = async (apiUrl: string, path: string): Promise<unknown> => {
    const answer = await fetchAnswer(apiUrl);
    if (answer.status !== 200) throw new ApiReadError(`The API answered ${answer.status} to ${path}.`, answer.status, answer.retryAfterS);
    try {
      return JSON.parse(answer.body) as unknown;
    } catch {
      throw new ApiReadError(`The API's answer to ${path} is not JSON.`, 502);
    }
  };
  return {
    async get(request, schema) {
      const parsed = schema.safeParse(await getJson(buildApiUrl(request.path, request.params), request.path));
      if (!parsed.success) throw new ApiReadError(`The API's answer to ${request.path} is not in the expected shape.`, 502);
      return parsed.data;
    },
    list: (request, itemSchema) => listAll(request, itemSchema, getJson),
  };
}

async function listAll<Schema extends z.ZodMiniType>(
  request: ApiRequest,
  itemSchema: Schema,
  getJson: (apiUrl: string, path: string) => Promise<unknown>,
): Promise<ListRead<z.output<Schema>>> {
  const items: z.output<Schema>[] = [];
  let invalidRows = 0;
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await getJson(buildApiUrl(request.path, { ...request.params, limit: ALL_PAGES_LIMIT, cursor }), request.path);
    const envelope = listEnvelopeSchema.safeParse(body);
    if (!envelope.success) throw new ApiReadError(`The API's answer to ${request.path} is not a list.`, 502);
    for (const row of envelope.data.data) {
      const parsed = itemSchema.safeParse(row);
      if (parsed.success) items.push(parsed.data);
      else invalidRows++;
    }
    cursor = envelope.data.has_more ? envelope.data.next_cursor : null;
    if (cursor === null) return { items, invalidRows };
  }
  throw new ApiReadError(`${request.path} has more than ${MAX_PAGES} pages: the rule reads no further.`, 502);
}
