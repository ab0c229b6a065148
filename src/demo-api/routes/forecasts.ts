import { Hono } from 'hono';
import { queryFingerprint } from '../cursor.ts';
import type { Direction, ForecastRecord } from '../model.ts';
import { firstAfter, pageByKey } from '../paging.ts';
import { QueryParams, toIndexes } from '../params.ts';
import { forecastJson, forecastStatus, type ForecastExpand } from '../present.ts';
import type { DemoStore } from '../store.ts';

export const FORECAST_EXPANDS: readonly ForecastExpand[] = ['category', 'counterparty', 'labels', 'recurrence', 'linked_transactions'];
const DIRECTIONS: readonly Direction[] = ['inflow', 'outflow'];
export const FORECAST_STATUSES = ['planned', 'overdue', 'partial', 'realised'] as const;

/** Date descending then id, as an ascending key. */
const forecastKey = (forecast: ForecastRecord) => [-forecast.day, forecast.id];

/** GET /forecasts (spec 4.2). */
export function forecastRoutes(store: DemoStore): Hono {
  return new Hono().get('/', (c) => {
    const query = new QueryParams(new URL(c.req.url).searchParams);
    const limit = query.limit();
    const expand = query.expand(FORECAST_EXPANDS);
    const { from, to } = query.window();
    const ids = { category_id: query.ids('category_id'), label_id: query.ids('label_id'), counterparty_id: query.ids('counterparty_id') };
    const direction = query.oneOf('direction', DIRECTIONS);
    const status = query.oneOf('status', FORECAST_STATUSES);
    const categories = toIndexes(ids.category_id, store.categoryById);
    const labels = toIndexes(ids.label_id, store.labelById);
    const counterparties = toIndexes(ids.counterparty_id, store.counterpartyById);
    const matches = (forecast: ForecastRecord): boolean =>
      (categories === undefined || categories.includes(forecast.categoryIndex)) &&
      (labels === undefined || forecast.labelIndexes.some((label) => labels.includes(label))) &&
      (counterparties === undefined || (forecast.counterpartyIndex !== null && counterparties.includes(forecast.counterpartyIndex))) &&
      (direction === undefined || (forecast.amount < 0 ? 'outflow' : 'inflow') === direction) &&
      (status === undefined || forecastStatus(store, forecast) === status);
    const fingerprint = queryFingerprint('forecasts', { from, to, ...ids, direction, status });
    const request = { limit, cursor: query.raw('cursor'), fingerprint };
    const windowStart = to === undefined ? 0 : firstAfter(store.forecasts, forecastKey, [-to - 1, '\uffff']);
    return c.json(
      pageByKey(store.forecasts, forecastKey, (forecast) => forecastJson(store, forecast, expand), request, {
        from: windowStart,
        matches,
        stop: (forecast) => from !== undefined && forecast.day < from,
      }),
    );
  });
}
