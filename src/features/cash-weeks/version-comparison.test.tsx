import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWorkspace } from '../../components/testing/workspace-test-kit.tsx';
import { cashWeeksTable } from '../../core/cash-weeks/cash-weeks-table.ts';
import { answersOf, expected, RENT, SALES, TODAY } from '../../core/cash-weeks/cash-weeks-fixtures.ts';
import type { ForecastVersion } from '../../core/cash-weeks/contract.ts';
import { versionContent } from '../../core/cash-weeks/version-builder.ts';
import type { CashWeeksAnswers } from '../../core/cash-weeks/week-requests.ts';
import { VERSION_ID, versionSummary } from './cash-weeks-fixtures.ts';
import { Compared } from './version-comparison.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invoice = expected('2026-11-30', '12000.00', SALES, { description: 'Castellan Design' });
const rent = expected('2026-12-01', '-3000.00', RENT, { description: 'Rent' });

function compare(chosen: ForecastVersion, now: CashWeeksAnswers) {
  stubWorkspace({ [`GET /workspace/forecast-versions/${VERSION_ID}`]: () => ({ status: 200, body: chosen }) });
  const table = cashWeeksTable(now, { today: TODAY, countLate: false, minCash: null });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Compared versionId={VERSION_ID} table={table} answers={now}>
        {(comparison) => comparison.beside}
      </Compared>
    </QueryClientProvider>,
  );
}

describe('Compared', () => {
  it('lists what moved from the chosen version to the table as it stands now, even when that version is the newest kept', async () => {
    const chosen = { ...versionSummary, ...versionContent(answersOf({ cashToday: '1000.00', upcoming: [invoice, rent] }), TODAY) };
    compare(chosen, answersOf({ cashToday: '1000.00', upcoming: [{ ...invoice, date: '2026-12-28' }] }));
    expect(await screen.findByRole('heading', { name: /Largest changes since Mon.* 16.* 2026, weekly, by Ada Lovelace/ })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Castellan Design: €12,000\.00 moved from week 3 to week 7$/),
      expect.stringMatching(/^Rent: no longer expected in week 3 \(€3,000\.00\)$/),
    ]);
  });

  it('says nothing moved when the table still holds the version', async () => {
    const answers = answersOf({ cashToday: '1000.00', upcoming: [invoice, rent] });
    compare({ ...versionSummary, ...versionContent(answers, TODAY) }, answers);
    expect(await screen.findByText('Nothing moved.')).toBeTruthy();
  });
});
