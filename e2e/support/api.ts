import type { APIRequestContext } from '@playwright/test';

/**
 * The API's own answer, fetched by the test independently of the page (through the same
 * server proxy the page uses), to compare what the page shows against.
 */
export async function fetchApi<T = unknown>(request: APIRequestContext, path: string, params: Record<string, string> = {}): Promise<T> {
  const query = new URLSearchParams(params).toString();
  const response = await request.get(`/api${path}${query ? `?${query}` : ''}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

type ListEnvelope<Item> = { data: Item[]; has_more: boolean; next_cursor: string | null };

/** Every row of a paged list, following next_cursor to the end. */
export async function fetchAllRows<Item = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string> = {},
): Promise<Item[]> {
  const rows: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: ListEnvelope<Item> = await fetchApi(request, path, { ...params, limit: '500', ...(cursor ? { cursor } : {}) });
    rows.push(...page.data);
    cursor = page.has_more ? page.next_cursor : null;
  } while (cursor);
  return rows;
}

/** Exact sum of Money strings in cents, written here rather than imported so the check stays independent. */
export function sumCents(values: readonly string[]): bigint {
  return values.reduce((total, value) => {
    const negative = value.startsWith('-');
    const [units, decimals] = value.replace('-', '').split('.') as [string, string];
    const cents = BigInt(units) * 100n + BigInt(decimals);
    return total + (negative ? -cents : cents);
  }, 0n);
}

export function centsToMoney(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** The average of three months' net to the cent, half away from zero, computed here so the check stays independent. */
export function averageOfThree(net: bigint): string {
  const magnitude = ((net < 0n ? -net : net) * 2n + 3n) / 6n;
  return centsToMoney(net < 0n ? -magnitude : magnitude);
}

/**
 * A figure in thousands as a dense table writes it in en-US: rounded half away from zero from the
 * exact cents, "k" after the digits ("+€1,235k", "-€25k", "€0k"); a balance has no "+". Written
 * here so the check stays independent of the app.
 */
export function thousandsText(cents: bigint, { signed = true, symbol = '€' }: { signed?: boolean; symbol?: string } = {}): string {
  const size = ((cents < 0n ? -cents : cents) * 2n + 100_000n) / 200_000n;
  const written = `${symbol}${size.toLocaleString('en-US')}k`;
  if (size === 0n) return written;
  return cents < 0n ? `-${written}` : signed ? `+${written}` : written;
}
