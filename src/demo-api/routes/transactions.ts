import { Hono } from 'hono';
import { parseDay, toIsoDate } from '../calendar.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from '../cursor.ts';
import { invalidCursor } from '../errors.ts';
import { listEnvelope } from '../paging.ts';
import { QueryParams } from '../params.ts';
import { transactionJson, type TransactionExpand } from '../present.ts';
import type { DemoStore } from '../store.ts';
import { forEachMatch } from '../transaction-query.ts';
import { formatUuid, parseUuidWords, type UuidWords } from '../uuid.ts';
import { readTransactionFilters } from './transaction-filters.ts';

export const TRANSACTION_EXPANDS: readonly TransactionExpand[] = ['account', 'category', 'counterparty', 'labels'];

/** GET /transactions: date descending then id, keyset-paged through the index. */
export function transactionRoutes(store: DemoStore): Hono {
  return new Hono().get('/', (c) => {
    const query = new QueryParams(new URL(c.req.url).searchParams);
    const limit = query.limit();
    const expand = query.expand(TRANSACTION_EXPANDS);
    const { from, to, filter, echo } = readTransactionFilters(query, store);
    const fingerprint = queryFingerprint('transactions', echo);
    const cursor = query.raw('cursor');
    const { index, table } = store;
    const [windowStart, windowEnd] = index.dayRange(from, to);
    const anchor = cursor === undefined ? undefined : readAnchor(cursor, fingerprint);
    const start = anchor === undefined ? windowStart : Math.max(windowStart, index.rankAfter(anchor.day, anchor.id));
    const ranks: number[] = [];
    forEachMatch(index, table, filter, start, windowEnd, (rank) => {
      ranks.push(rank);
      return ranks.length <= limit;
    });
    const page = ranks.slice(0, limit).map((rank) => index.order[rank]!);
    const last = page[page.length - 1];
    const next =
      ranks.length > limit && last !== undefined
        ? encodeCursor([toIsoDate(table.day[last]!), formatUuid(...table.idWords(last))], fingerprint)
        : null;
    return c.json(
      listEnvelope(
        page.map((serial) => transactionJson(store, serial, expand)),
        next,
      ),
    );
  });
}

function readAnchor(cursor: string, fingerprint: string): { day: number; id: UuidWords } {
  const [date, id] = decodeCursor(cursor, fingerprint);
  const day = typeof date === 'string' ? parseDay(date) : undefined;
  const words = typeof id === 'string' ? parseUuidWords(id) : undefined;
  if (day === undefined || words === undefined) throw invalidCursor('cursor is not one this API issued');
  return { day, id: words };
}
