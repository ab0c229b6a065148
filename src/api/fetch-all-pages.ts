import type { z } from 'zod/mini';
import type { ApiError } from './api-error.ts';
import { ALL_PAGES_LIMIT, type QueryParams } from '../core/api/api-request.ts';
import { apiGetList, type ListPage } from './api-fetch.ts';

export type AllPages<Item> = { items: Item[]; invalidRows: ApiError[] };

type Options = {
  params?: QueryParams;
  signal?: AbortSignal | undefined;
  /** Awaited before each request, so a long walk can pace itself under the rate limit. */
  beforePage?: () => Promise<void>;
  /** Called after each page, for progress bars. */
  onPage?: (loadedSoFar: number) => void;
};

/** Follows `next_cursor` to the end of a list (spec 4.1), 500 rows a request. */
export async function fetchAllPages<Schema extends z.ZodMiniType>(
  path: string,
  itemSchema: Schema,
  { params = {}, signal, beforePage, onPage }: Options = {},
): Promise<AllPages<z.output<Schema>>> {
  const items: z.output<Schema>[] = [];
  const invalidRows: ApiError[] = [];
  let cursor: string | null = null;
  do {
    await beforePage?.();
    const page: ListPage<z.output<Schema>> = await apiGetList(path, itemSchema, {
      params: { ...params, limit: ALL_PAGES_LIMIT, cursor },
      signal,
    });
    items.push(...page.items);
    invalidRows.push(...page.invalidRows);
    onPage?.(items.length);
    cursor = page.hasMore ? page.nextCursor : null;
  } while (cursor);
  return { items, invalidRows };
}
