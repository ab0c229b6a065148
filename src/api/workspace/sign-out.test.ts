import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out.ts';

afterEach(() => vi.unstubAllGlobals());

function answering(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('signOut', () => {
  it.each([
    ['the provider over https', 'https://id.example.com/logout?id_token_hint=x', 'https://id.example.com/logout?id_token_hint=x'],
    [
      'a provider on loopback over http',
      'http://127.0.0.1:8081/session/end?id_token_hint=x',
      'http://127.0.0.1:8081/session/end?id_token_hint=x',
    ],
    ['a path here', '/', '/'],
    ['a javascript: URL', 'javascript:alert(1)', '/'],
    ['a protocol-relative address', '//evil.example/', '/'],
  ])('goes to %s as answered, or home when the answer is no address to follow', async (_case, redirect, expected) => {
    const fetchMock = answering({ redirect });
    await expect(signOut('csrf-1')).resolves.toBe(expected);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
