import { describe, expect, it } from 'vitest';
import { accountSchema } from '../../core/api/schemas/account.ts';
import { buildDemoVersion } from './demo-history-build.ts';
import { demoHistoryReader, demoVersionBuilder } from './demo-history.ts';

describe('demoHistoryReader', () => {
  it('reads the demo as it stood on the day asked for, each day its own data', async () => {
    const readerFor = demoHistoryReader({ seed: 42, scale: 1, apiKey: 'demo_key', forbiddenKey: 'demo_key_no_api' });
    const asOf = async (today: string) => {
      const { items } = await readerFor(today).list({ endpoint: 'accounts', path: '/accounts', params: {} }, accountSchema);
      return new Set(items.map((account) => account.balance_as_of));
    };
    const [september, march] = [await asOf('2025-09-01'), await asOf('2026-03-02')];
    expect([...september].every((day) => day <= '2025-09-01')).toBe(true);
    expect([...march].some((day) => day > '2025-09-01')).toBe(true);
  }, 60_000);
});

describe('demoVersionBuilder', () => {
  it('builds in a worker thread the version the server’s own thread would build for that day', async () => {
    const options = { seed: 42, scale: 1, apiKey: 'demo_key', forbiddenKey: 'demo_key_no_api' };
    const reconstruction = demoVersionBuilder(options, 26);
    try {
      const [fromWorker, here] = await Promise.all([reconstruction.buildFor('2026-10-05'), buildDemoVersion(options, '2026-10-05')]);
      expect(fromWorker.cells.length).toBeGreaterThan(0);
      expect(fromWorker).toEqual(here);
    } finally {
      reconstruction.finished?.();
    }
  }, 60_000);
});
