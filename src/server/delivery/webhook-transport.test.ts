import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SELF_SIGNED_LOCALHOST } from '../testing/self-signed-certificate.ts';
import { postWebhook, USER_AGENT, type WebhookPost } from './webhook-transport.ts';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/** A receiver on loopback whose answer each test sets by path. */
function startReceiver(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = Number(/\/status\/(\d+)/.exec(request.url ?? '')?.[1] ?? 204);
      if (request.url === '/silent') return;
      if (request.url === '/huge') return response.writeHead(500).end('x'.repeat(1024 * 1024));
      if (status >= 300 && status < 400) return response.writeHead(status, { Location: '/landed' }).end();
      response.writeHead(status).end(status === 204 ? undefined : `answer ${status}`);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })),
  );
}

/** The verification a receiver does, written from the README's description with node:crypto alone. */
function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = String(headers['x-dashboard-timestamp']);
  const signature = String(headers['x-dashboard-signature']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

const SECRET = 'whsec_test_2f9c1d';
const BODY = JSON.stringify({ type: 'dashboard.alert', version: 1, subject: 'Cash under €0.00' });

describe('postWebhook', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const base = () => `http://127.0.0.1:${receiver.port}`;
  const post = (overrides: Partial<WebhookPost>) =>
    postWebhook({
      url: `${base()}/hook`,
      body: BODY,
      deliveryId: 'd-1',
      signingSecret: SECRET,
      allowPrivate: true,
      now: () => new Date('2026-11-20T08:15:00Z'),
      ...overrides,
    });

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));
  beforeEach(() => {
    receiver.received.length = 0;
  });

  it('POSTs the JSON with its delivery id and a signature the receiver verifies on its own', async () => {
    expect(await post({})).toEqual({ ok: true });
    const [hook] = receiver.received;
    expect(hook?.body).toBe(BODY);
    expect(hook?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'x-dashboard-delivery': 'd-1',
      'x-dashboard-timestamp': '1795162500',
    });
    expect(verify(SECRET, hook!.headers, hook!.body)).toBe(true);
    expect(verify(SECRET, hook!.headers, hook!.body.replace('€0.00', '€9.00'))).toBe(false);
    expect(verify('another secret', hook!.headers, hook!.body)).toBe(false);
  });

  it('signs nothing for Slack and Teams (their URL is the secret)', async () => {
    await post({ signingSecret: null });
    expect(receiver.received[0]?.headers['x-dashboard-signature']).toBeUndefined();
  });

  it.each([
    [500, true],
    [503, true],
    [408, true],
    [429, true],
    [404, false],
    [400, false],
    [410, false],
  ])('answers %i: retryable %s, with what the receiver said', async (status, retryable) => {
    expect(await post({ url: `${base()}/status/${status}` })).toEqual({
      ok: false,
      retryable,
      error: `The webhook answered ${status}: answer ${status}`,
    });
  });

  it('follows no redirect (it could lead inside) and does not retry it', async () => {
    const outcome = await post({ url: `${base()}/status/302` });
    expect(outcome).toMatchObject({ ok: false, retryable: false, error: expect.stringContaining('a redirect is not followed') });
    expect(receiver.received.map((hook) => hook.path)).toEqual(['/status/302']);
  });

  it('gives up on a receiver that does not answer in time, to try again later', async () => {
    expect(await post({ url: `${base()}/silent`, timeoutMs: 300 })).toEqual({
      ok: false,
      retryable: true,
      error: 'The webhook could not be reached: no answer within 0.3 s',
    });
  });

  it('keeps 200 characters of a huge answer in the error', async () => {
    const outcome = await post({ url: `${base()}/huge` });
    expect(!outcome.ok && outcome.error.length).toBeLessThan(240);
  });

  it('retries a receiver that is down', async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)),
    );
    await new Promise((resolve) => closed.close(resolve));
    expect(await post({ url: `http://127.0.0.1:${port}/hook` })).toMatchObject({
      ok: false,
      retryable: true,
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it("fails for good, saying so, when the receiver's certificate is not trusted (a retry meets the same certificate)", async () => {
    const answered: string[] = [];
    const tls = createHttpsServer(SELF_SIGNED_LOCALHOST, (request, response) => {
      answered.push(request.url ?? '');
      response.writeHead(204).end();
    });
    const port = await new Promise<number>((resolve) => tls.listen(0, '127.0.0.1', () => resolve((tls.address() as AddressInfo).port)));
    try {
      expect(await post({ url: `https://127.0.0.1:${port}/hook` })).toEqual({
        ok: false,
        retryable: false,
        error:
          "The receiver's certificate is not trusted: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT);" +
          ' set NODE_EXTRA_CA_CERTS to trust an internal CA.',
      });
      expect(answered).toEqual([]);
    } finally {
      await new Promise((resolve) => tls.close(resolve));
    }
  });

  describe('without private webhooks allowed', () => {
    it.each([
      (port: number) => `http://127.0.0.1:${port}/hook`,
      (port: number) => `http://[::1]:${port}/hook`,
      (port: number) => `https://localhost:${port}/hook`,
      (port: number) => `http://[::ffff:127.0.0.1]:${port}/hook`,
      () => 'http://10.0.0.7/hook',
      () => 'http://169.254.169.254/latest/meta-data/',
    ])('refuses %s for good, and nothing is sent', async (urlOf) => {
      const outcome = await post({ url: urlOf(receiver.port), allowPrivate: false });
      expect(outcome).toMatchObject({
        ok: false,
        retryable: false,
        error: expect.stringContaining('private, loopback and link-local addresses are refused'),
      });
      expect(receiver.received).toHaveLength(0);
    });

    it('refuses plain http:// for good, even to a public address (a rule saved before it was refused)', async () => {
      expect(await post({ url: 'http://93.184.215.14/hook', allowPrivate: false })).toEqual({
        ok: false,
        retryable: false,
        error: expect.stringMatching(/^A webhook address starts with https:\/\/: plain http:\/\/ would send the figures unencrypted\./),
      });
    });
  });
});
