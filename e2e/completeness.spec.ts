import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { CompletenessNote } from './pages/completeness-note.ts';
import { OverviewPage } from './pages/overview-page.ts';
import { ReportsPage } from './pages/reports-page.ts';
import { fetchAllRows } from './support/api.ts';
import { saveScreenshot } from './support/screenshots.ts';

type Account = { id: string; name: string; source: string; balance_as_of: string; bank: string | null };
type Bank = { id: string; name: string; last_sync_at: string | null };
type Window = { from: string; to: string };
type Stale = { completeTo: string; names: string[] };

/** The day each account's movements stop, from the API: a bank account's last successful sync, the balance date of the others. */
async function completeToByAccount(request: APIRequestContext): Promise<Map<Account, string>> {
  const [accounts, banks] = await Promise.all([fetchAllRows<Account>(request, '/accounts'), fetchAllRows<Bank>(request, '/banks')]);
  const result = new Map<Account, string>();
  for (const account of accounts) {
    const bank = account.source === 'bank' ? banks.find((candidate) => candidate.id === account.bank) : undefined;
    const lastSyncDay = bank?.last_sync_at?.slice(0, 10);
    // The page reads balance_as_of; docs/api-assumptions.md says it is that day for a bank account.
    if (lastSyncDay) expect(account.balance_as_of, `${account.name} at ${bank?.name}`).toBe(lastSyncDay);
    result.set(account, lastSyncDay ?? account.balance_as_of);
  }
  return result;
}

/** Accounts whose data stops before the window's last day (today at the latest), grouped by that day, earliest first. */
function staleIn(completeTo: Map<Account, string>, window: Window, keep: (account: Account) => boolean = () => true): Stale[] {
  const reachesTo = window.to < E2E_TODAY ? window.to : E2E_TODAY;
  const byDay = new Map<string, string[]>();
  for (const [account, day] of completeTo) {
    if (keep(account) && day < reachesTo) byDay.set(day, [...(byDay.get(day) ?? []), account.name]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, names]) => ({ completeTo: day, names: names.sort((a, b) => a.localeCompare(b)) }));
}

const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(day));
const namesText = (names: string[]) => new Intl.ListFormat('en-US', { type: 'conjunction' }).format(names);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The note names each stale account beside its day, and no other account. */
async function expectNoteNames(note: CompletenessNote, stale: Stale[], allNames: string[]): Promise<void> {
  expect(stale.length, 'the pinned demo has stale banks in this window').toBeGreaterThan(0);
  const text = await note.text();
  for (const group of stale)
    expect(text).toMatch(new RegExp(`${escape(dayText(group.completeTo))}(:| for) ${escape(namesText(group.names))}`));
  const named = new Set(stale.flatMap((group) => group.names));
  for (const name of allNames.filter((candidate) => !named.has(candidate))) expect(text).not.toContain(name);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function reportSettled(page: Page, reports: ReportsPage): Promise<void> {
  await expect(reports.table).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('data completeness', () => {
  test('“Yesterday” on the cash position names each account whose bank stopped syncing, with its day', async ({ page, request }) => {
    const completeTo = await completeToByAccount(request);
    const overview = new OverviewPage(page);
    await overview.goto('?period=yesterday');
    const yesterday = addDays(await overview.today(), -1);
    const stale = staleIn(completeTo, { from: yesterday, to: yesterday });
    const note = new CompletenessNote(overview.cashFlow);
    await expectNoteNames(
      note,
      stale,
      [...completeTo.keys()].map((account) => account.name),
    );
    const count = stale.reduce((sum, group) => sum + group.names.length, 0);
    if (count > 3) await expect(note.root).toContainText(`for ${count} of ${completeTo.size} accounts`);
    await expect(overview.flowTile('Inflows').locator('[data-amount]')).toBeVisible();
    await saveScreenshot(page, 'completeness-overview-yesterday');
  });

  test('a window that ends by every account’s last sync shows no note', async ({ page, request }) => {
    const completeTo = await completeToByAccount(request);
    const earliest = [...completeTo.values()].sort()[0]!;
    const overview = new OverviewPage(page);
    await overview.goto(`?from=${addDays(earliest, -30)}&to=${earliest}`);
    await expect(overview.flowTile('Inflows').locator('[data-amount]')).toBeVisible();
    await expect(overview.accountsTable).toBeVisible();
    // The note loads apart from the page: once nothing is in flight, an absent note is a real absence.
    await page.waitForLoadState('networkidle');
    await expect(new CompletenessNote(page.getByRole('main')).root).toHaveCount(0);
  });

  test('the bank filter decides whose data counts', async ({ page, request }) => {
    const completeTo = await completeToByAccount(request);
    const window = { from: addDays(E2E_TODAY, -7), to: E2E_TODAY };
    const accounts = [...completeTo.keys()];
    const staleBank = accounts.find((account) => account.source === 'bank' && completeTo.get(account)! < E2E_TODAY)!.bank!;
    const overview = new OverviewPage(page);
    await overview.goto(`?from=${window.from}&to=${window.to}&bank_id=${staleBank}`);
    const ofBank = (account: Account) => account.source === 'bank' && account.bank === staleBank;
    await expectNoteNames(
      new CompletenessNote(overview.cashFlow),
      staleIn(completeTo, window, ofBank),
      accounts.map((account) => account.name),
    );

    const currentBank = accounts.find((account) => account.source === 'bank' && completeTo.get(account) === E2E_TODAY)!.bank!;
    await overview.goto(`?from=${window.from}&to=${window.to}&bank_id=${currentBank}`);
    await expect(overview.flowTile('Inflows').locator('[data-amount]')).toBeVisible();
    await expect(overview.accountsTable).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(new CompletenessNote(overview.cashFlow).root).toHaveCount(0);
  });

  test('reports say it for a window reaching past a stale bank, and not for one that ends before', async ({ page, request }) => {
    const completeTo = await completeToByAccount(request);
    const allNames = [...completeTo.keys()].map((account) => account.name);
    const reports = new ReportsPage(page);
    const thisMonth = { from: `${E2E_TODAY.slice(0, 8)}01`, to: E2E_TODAY };
    await reports.goto(thisMonth);
    await expectNoteNames(new CompletenessNote(page.getByRole('main')), staleIn(completeTo, thisMonth), allNames);
    await saveScreenshot(page, 'completeness-reports-this-month');

    await reports.goto({ ...thisMonth, mode: 'forecast_vs_actual' });
    await expectNoteNames(new CompletenessNote(page.getByRole('main')), staleIn(completeTo, thisMonth), allNames);

    const earliest = [...completeTo.values()].sort()[0]!;
    await reports.goto({ from: `${earliest.slice(0, 8)}01`, to: earliest });
    await reportSettled(page, reports);
    await expect(new CompletenessNote(page.getByRole('main')).root).toHaveCount(0);
  });
});
