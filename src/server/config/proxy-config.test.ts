import { describe, expect, it } from 'vitest';
import { loadProxyConfig } from './proxy-config.ts';

const external = { API_BASE_URL: 'https://api.example.com/v1', API_KEY: 'sk_live_secret' };

describe('loadProxyConfig', () => {
  it("pins the dashboard's today for demos against a separate demo API, and leaves it to the reader by default", () => {
    expect(loadProxyConfig({ ...external, DASHBOARD_TODAY: '2026-11-20' }).pinnedToday).toBe('2026-11-20');
    expect(loadProxyConfig({ ...external, DASHBOARD_TODAY: '' }).pinnedToday).toBeNull();
  });

  it('drops a trailing slash from the base', () => {
    expect(loadProxyConfig({ ...external, API_BASE_URL: 'https://api.example.com/v1/' }).upstream).toMatchObject({
      baseUrl: 'https://api.example.com/v1',
    });
  });

  it('allows plain http:// to a loopback upstream, or elsewhere when the operator insists', () => {
    expect(loadProxyConfig({ ...external, API_BASE_URL: 'http://127.0.0.1:4010/v1' }).upstream).toMatchObject({
      baseUrl: 'http://127.0.0.1:4010/v1',
    });
    expect(loadProxyConfig({ ...external, API_BASE_URL: 'http://api.internal/v1', ALLOW_INSECURE_UPSTREAM: '1' }).upstream).toMatchObject({
      baseUrl: 'http://api.internal/v1',
    });
  });

  it('reads the cache, body, rate-limit and debug limits', () => {
    const env = {
      CACHE_STALE_MAX_S: '0',
      CACHE_MAX_MB: '8',
      UPSTREAM_MAX_BODY_MB: '2',
      UPSTREAM_MAX_RATE_LIMIT: '20000',
      DEBUG_CACHE_HEADER: '1',
    };
    expect(loadProxyConfig(env)).toMatchObject({
      cacheStaleMaxS: 0,
      cacheMaxBytes: 8 * 1024 * 1024,
      maxBodyBytes: 2 * 1024 * 1024,
      maxRateLimit: 20_000,
      exposeCacheState: true,
    });
  });
});
