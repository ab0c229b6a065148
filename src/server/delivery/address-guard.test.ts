import { describe, expect, it } from 'vitest';
import { checkWebhookAddress, guardedLookup, refusedAddress } from './address-guard.ts';

describe('refusedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved or broadcast'],
    ['::1', 'unspecified, loopback or IPv4-compatible'],
    ['::', 'unspecified, loopback or IPv4-compatible'],
    ['fd12:3456::1', 'unique local (private)'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback, as the IPv4-mapped form of 127.0.0.1'],
    ['::ffff:7f00:1', 'loopback, as the IPv4-mapped form of 127.0.0.1'],
    ['::ffff:a9fe:a9fe', 'link-local (cloud metadata), as the IPv4-mapped form of 169.254.169.254'],
    ['::ffff:10.0.0.1', 'private, as the IPv4-mapped form of 10.0.0.1'],
    ['::ffff:0:7f00:1', 'loopback, as the IPv4-translated form of 127.0.0.1'],
    ['64:ff9b::7f00:1', 'loopback, as the NAT64 form of 127.0.0.1'],
    ['64:ff9b::169.254.169.254', 'link-local (cloud metadata), as the NAT64 form of 169.254.169.254'],
    ['64:ff9b::c0a8:101', 'private, as the NAT64 form of 192.168.1.1'],
    ['2002:7f00:1::', 'loopback, as the 6to4 form of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', 'link-local (cloud metadata), as the 6to4 form of 169.254.169.254'],
    ['2002:0a00:0001:1::5', 'private, as the 6to4 form of 10.0.0.1'],
  ])('refuses %s (%s)', (address, why) => {
    expect(refusedAddress(address)).toBe(why);
  });

  // An IPv6-only network with DNS64 reaches every IPv4 host through NAT64: a public one there is a public receiver.
  it.each([
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::6810:85e5',
    '::ffff:93.184.215.14',
    '64:ff9b::5db8:d70e',
    '2002:5db8:d70e::1',
  ])('lets public %s through', (address) => {
    expect(refusedAddress(address)).toBeNull();
  });
});

describe('checkWebhookAddress', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://[::1]/hook',
    'https://10.0.0.5/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/hook',
    'https://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
    'https://[2002:7f00:1::1]:8080/hook',
    'http://localhost:9/hook',
    'http://2130706433/hook',
    'http://0x7f.1/hook',
  ])('refuses %s', async (url) => {
    const check = await checkWebhookAddress(url, false);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.error).toMatch(/private, loopback and link-local addresses are refused/);
  });

  it('allows anything when the operator allows private webhooks', async () => {
    expect(await checkWebhookAddress('http://127.0.0.1:8080/hook', true)).toEqual({ ok: true });
  });

  it('lets a public literal through without resolving anything', async () => {
    expect(await checkWebhookAddress('https://93.184.215.14/hook', false)).toEqual({ ok: true });
  });
});

describe('guardedLookup', () => {
  it('answers every address of an allowed name, in the form the caller asked for', async () => {
    const lookup = guardedLookup(true);
    const all = await new Promise((resolve) => lookup('localhost', { all: true }, (error, addresses) => resolve(error ?? addresses)));
    expect(all).toEqual(expect.arrayContaining([expect.objectContaining({ address: '127.0.0.1' })]));
    const one = await new Promise((resolve) => lookup('localhost', { family: 4 }, (error, address) => resolve(error ?? address)));
    expect(one).toBe('127.0.0.1');
  });

  it('fails the lookup of a name resolving to loopback, so no socket opens', async () => {
    const error = await new Promise((resolve) => guardedLookup(false)('localhost', {}, (failure) => resolve(failure)));
    expect(error).toMatchObject({ code: 'ADDRESS_REFUSED' });
  });
});
