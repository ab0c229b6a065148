import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, loadConfig, loadProxyConfig } from './config.ts';

const external = { API_BASE_URL: 'https://api.example.com/v1', API_KEY: 'sk_live_secret' };

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to refuse');
}

describe('loadConfig', () => {
  it('defaults to the embedded demo API on 127.0.0.1:8080', () => {
    expect(loadConfig({})).toEqual({
      upstream: { kind: 'demo' },
      timeoutMs: 15000,
      cacheTtlS: 30,
      port: 8080,
      host: '127.0.0.1',
      access: { kind: 'none' },
    });
  });

  it('reads an external upstream and the tuning variables', () => {
    const config = loadConfig({ ...external, PORT: '9000', UPSTREAM_TIMEOUT_MS: '500', CACHE_TTL_S: '0' });
    expect(config).toMatchObject({
      upstream: { kind: 'external', baseUrl: 'https://api.example.com/v1', apiKey: 'sk_live_secret' },
      port: 9000,
      timeoutMs: 500,
      cacheTtlS: 0,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ API_BASE_URL: '', API_KEY: '', PORT: '', DASHBOARD_PASSWORD: '' })).toMatchObject({ upstream: { kind: 'demo' }, port: 8080 });
  });

  it('drops a trailing slash from the base', () => {
    expect(loadProxyConfig({ ...external, API_BASE_URL: 'https://api.example.com/v1/' }).upstream).toMatchObject({ baseUrl: 'https://api.example.com/v1' });
  });

  it.each([
    [{ API_BASE_URL: 'https://api.example.com/v1' }, /API_BASE_URL is set but API_KEY is not/],
    [{ ...external, API_BASE_URL: 'not a url' }, /API_BASE_URL is not an http\(s\) URL/],
    [{ ...external, API_BASE_URL: 'ftp://api.example.com/v1' }, /API_BASE_URL is not an http\(s\) URL/],
    [{ ...external, API_BASE_URL: 'javascript:alert(1)' }, /API_BASE_URL is not an http\(s\) URL/],
    [{ ...external, API_BASE_URL: 'https://user:pw@api.example.com/v1' }, /must not contain credentials/],
    [{ ...external, API_BASE_URL: 'https://api.example.com/v1?x=1' }, /query string/],
    [{ ...external, API_KEY: 'two words' }, /API_KEY must not contain whitespace/],
    [{ HOST: '0.0.0.0' }, /HOST=0.0.0.0 is not a loopback address .*DASHBOARD_PASSWORD.*TRUST_PROXY_AUTH=1/],
    [{ HOST: '::' }, /HOST=:: is not a loopback address/],
    [{ HOST: '192.168.1.10', TRUST_PROXY_AUTH: '0' }, /not a loopback address/],
    [{ PORT: 'eighty' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ UPSTREAM_TIMEOUT_MS: '0' }, /UPSTREAM_TIMEOUT_MS must be a whole number/],
    [{ CACHE_TTL_S: '-1' }, /CACHE_TTL_S must be a number of seconds/],
    [{ TRUST_PROXY_AUTH: 'yes' }, /TRUST_PROXY_AUTH must be 1 or 0/],
  ])('refuses %j', (env, message) => {
    const text = refusal(env);
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
    expect(text).not.toContain('sk_live_secret');
  });

  it('allows another address with a password or an authenticating proxy', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DASHBOARD_PASSWORD: 'correct horse' }).access).toEqual({ kind: 'password', password: 'correct horse' });
    expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY_AUTH: '1' }).access).toEqual({ kind: 'trusted-proxy' });
  });

  it('applies the password on loopback too when one is set', () => {
    expect(loadConfig({ DASHBOARD_PASSWORD: 'pw' }).access.kind).toBe('password');
  });
});

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])('%s is loopback', (host) => expect(isLoopback(host)).toBe(true));
  it.each(['0.0.0.0', '::', '192.168.0.1', 'example.com', '127.0.0.1.evil.example'])('%s is not', (host) => expect(isLoopback(host)).toBe(false));
});
