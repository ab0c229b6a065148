import type { z } from 'zod/mini';
import type { ApiRequest } from './api-request.ts';

/**
 * How the server and the tests read the API, whoever sends the requests: on the server, through the proxy's cache
 * and under the shared rate budget (src/server/api-reader/api-reader.ts); in tests, a demo API.
 * Both parse with the same schemas the browser uses.
 */
export type ApiReader = {
  /** One answer (an object, or a list's first page), parsed with `schema`. */
  get<Schema extends z.ZodMiniType>(request: ApiRequest, schema: Schema): Promise<z.output<Schema>>;
  /** Every row of a list, following `next_cursor` (spec 4.1); rows that fail `itemSchema` are left out and counted. */
  list<Schema extends z.ZodMiniType>(request: ApiRequest, itemSchema: Schema): Promise<ListRead<z.output<Schema>>>;
};

export type ListRead<Item> = { items: Item[]; invalidRows: number };
