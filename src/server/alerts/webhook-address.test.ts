import { describe, expect, it } from 'vitest';
import { webhookAddressProblem, webhookHost } from './webhook-address.ts';

describe('webhookAddressProblem', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://localhost:8080/hook',
    'http://LOCALHOST./hook',
    'http://api.localhost/hook',
    'http://10.1.2.3/',
    'http://172.20.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/',
    'http://0.0.0.0/',
    'http://2130706433/', // 127.0.0.1 written as one number
    'http://0x7f.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'https://[::ffff:0:a9fe:a9fe]/latest/meta-data/',
    'https://[64:ff9b::127.0.0.1]/',
    'https://[2002:c0a8:101::1]/',
  ])('refuses %s', async (url) => {
    await expect(webhookAddressProblem(url, false)).resolves.toMatch(/private, loopback (or|and) link-local/);
    await expect(webhookAddressProblem(url, true)).resolves.toBeNull();
  });

  it('refuses another scheme and a URL holding credentials, even when private webhooks are allowed', async () => {
    await expect(webhookAddressProblem('ftp://example.com/', true)).resolves.toMatch(/http\(s\) URL/);
    await expect(webhookAddressProblem('https://user:pass@example.com/', true)).resolves.toMatch(/user name or password/);
    await expect(webhookAddressProblem('not a url', true)).resolves.toMatch(/http\(s\) URL/);
  });

  it('takes public hosts and addresses', async () => {
    for (const url of [
      'https://hooks.slack.com/services/T/B/x',
      'https://93.184.216.34/',
      'https://[2606:4700::1111]/',
      'https://[64:ff9b::5db8:d70e]/',
      'https://localhost.example.com/',
    ])
      await expect(webhookAddressProblem(url, false)).resolves.toBeNull();
  });

  it('refuses plain http:// to a public host (the figures would travel unencrypted) unless internal receivers are allowed', async () => {
    for (const url of ['http://93.184.216.34/hook', 'HTTP://[2606:4700::1111]:8080/hook'])
      await expect(webhookAddressProblem(url, false)).resolves.toBe(
        'A webhook address starts with https://: plain http:// would send the figures unencrypted.' +
          ' The server posts to http:// only when its operator allows internal receivers (ALERT_WEBHOOKS_ALLOW_PRIVATE).',
      );
    await expect(webhookAddressProblem('http://93.184.216.34/hook', true)).resolves.toBeNull();
  });

  it('shows a webhook as its host only', () => {
    expect(webhookHost('https://hooks.slack.com/services/T000/B000/secret')).toBe('hooks.slack.com');
  });
});
