import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { openUpstream } from './upstream-target.ts';

describe('openUpstream', () => {
  it('uses a configured upstream as it is', async () => {
    const target = await openUpstream({ kind: 'external', baseUrl: 'https://api.example.com/v1', apiKey: 'k' }, {});
    expect(target).toMatchObject({ baseUrl: 'https://api.example.com/v1', apiKey: 'k', dataSource: 'upstream' });
    await target.close();
  });

  it('turns a bad DEMO_* value into a ConfigError', async () => {
    await expect(openUpstream({ kind: 'demo' }, { DEMO_SCALE: '0' })).rejects.toThrow(ConfigError);
  });

  it('starts the demo API with the DEMO_API_KEY', async () => {
    const target = await openUpstream({ kind: 'demo' }, { DEMO_SCALE: '0.02', DEMO_TODAY: '2026-03-15', DEMO_API_KEY: 'my_demo_key' });
    try {
      expect(target.dataSource).toBe('demo');
      expect(target.today).toBe('2026-03-15');
      expect(target.apiKey).toBe('my_demo_key');
      const response = await fetch(`${target.baseUrl}/accounts`, { headers: { Authorization: 'Bearer my_demo_key' } });
      expect(response.status).toBe(200);
    } finally {
      await target.close();
    }
  }, 30_000);
});
