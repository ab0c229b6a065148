import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOutgoing } from './formats/sample-outgoing.ts';
import { createSender } from './sender.ts';
import { signatureHeader } from './webhook-signature.ts';

describe('createSender', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let server: Server;
  let hook: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const now = () => new Date('2026-11-20T08:15:00Z');

  it('posts each kind in its own format, the generic one signed', async () => {
    const send = createSender({ smtp: null, allowPrivateWebhooks: true, now });
    received.length = 0;
    expect(await send({ kind: 'slack', url: hook }, sampleOutgoing())).toEqual({ ok: true });
    expect(await send({ kind: 'teams', url: hook }, sampleOutgoing())).toEqual({ ok: true });
    expect(await send({ kind: 'webhook', url: hook, signingSecret: 'k' }, sampleOutgoing())).toEqual({ ok: true });
    const [slack, teams, generic] = received.map((hit) => JSON.parse(hit.body) as Record<string, unknown>);
    expect(slack).toHaveProperty('blocks');
    expect(teams).toHaveProperty('type', 'message');
    expect(generic).toHaveProperty('type', 'dashboard.alert');
    expect(received[0]?.headers['x-dashboard-signature']).toBeUndefined();
    expect(received[2]?.headers['x-dashboard-signature']).toBe(signatureHeader('k', 1795162500, received[2]!.body));
  });

  it('refuses a loopback webhook unless private webhooks are allowed', async () => {
    const send = createSender({ smtp: null, allowPrivateWebhooks: false, now });
    received.length = 0;
    expect(await send({ kind: 'slack', url: hook }, sampleOutgoing())).toMatchObject({ ok: false, retryable: false });
    expect(received).toHaveLength(0);
  });

  it('fails e-mail for good, saying why, when SMTP is not configured', async () => {
    expect(
      await createSender({ smtp: null, allowPrivateWebhooks: false })({ kind: 'email', address: 'cfo@example.com' }, sampleOutgoing()),
    ).toEqual({
      ok: false,
      retryable: false,
      error: 'E-mail is not configured on this server (SMTP_URL or SMTP_HOST, and SMTP_FROM).',
    });
  });
});
