import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpstreamClient, UpstreamTimeout, UpstreamTooLarge } from './upstream-client.ts';

const MAX_BODY = 16 * 1024 * 1024;

type Upstream = { url: (path: string) => URL; connections: Socket[]; requests: IncomingMessage[] };

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function upstream(handler: (req: IncomingMessage, res: ServerResponse, requestOnSocket: number) => void): Promise<Upstream> {
  const connections: Socket[] = [];
  const requests: IncomingMessage[] = [];
  const perSocket = new Map<Socket, number>();
  const listener: RequestListener = (req, res) => {
    requests.push(req);
    const count = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, count);
    handler(req, res, count);
  };
  const server = createServer(listener);
  server.on('connection', (socket) => connections.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: (path) => new URL(`http://127.0.0.1:${port}${path}`), connections, requests };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

describe('createUpstreamClient', () => {
  it('sends path, query and headers, and answers status, headers and the whole body', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) => ({ id: `txn_${index}`, amount: '12.34' }));
    const api = await upstream((_req, res) => json(res, 200, { data: rows }, { 'X-RateLimit-Remaining': '119' }));
    const reply = await createUpstreamClient()({
      url: api.url('/v1/transactions?limit=100&from=2026-01-01'),
      headers: { Authorization: 'Bearer sk_test', 'Accept-Language': 'fr-FR' },
      timeoutMs: 1000,
      maxBodyBytes: MAX_BODY,
    });
    expect(api.requests[0]?.url).toBe('/v1/transactions?limit=100&from=2026-01-01');
    expect(api.requests[0]?.headers['authorization']).toBe('Bearer sk_test');
    expect(api.requests[0]?.headers['accept-language']).toBe('fr-FR');
    expect(reply.status).toBe(200);
    expect(reply.header('x-ratelimit-remaining')).toBe('119');
    expect(reply.header('retry-after')).toBeUndefined();
    expect(JSON.parse(new TextDecoder().decode(reply.body))).toEqual({ data: rows });
  });

  it('keeps the connection alive between requests', async () => {
    const api = await upstream((_req, res) => json(res, 200, { ok: true }));
    const client = createUpstreamClient();
    for (let index = 0; index < 3; index++)
      await client({ url: api.url(`/v1/accounts?n=${index}`), headers: {}, timeoutMs: 1000, maxBodyBytes: MAX_BODY });
    expect(api.requests).toHaveLength(3);
    expect(api.connections).toHaveLength(1);
  });

  it('retries once on a fresh connection when the upstream drops a kept-alive one as it is reused', async () => {
    const api = await upstream((req, res, requestOnSocket) => {
      if (requestOnSocket > 1) return req.socket.destroy();
      json(res, 200, { ok: true });
    });
    const client = createUpstreamClient();
    let retries = 0;
    const onRetry = () => retries++;
    await client({ url: api.url('/v1/accounts'), headers: {}, timeoutMs: 1000, maxBodyBytes: MAX_BODY, onRetry });
    expect(retries).toBe(0);
    const reply = await client({ url: api.url('/v1/banks'), headers: {}, timeoutMs: 1000, maxBodyBytes: MAX_BODY, onRetry });
    expect(reply.status).toBe(200);
    expect(retries).toBe(1);
    expect(api.connections).toHaveLength(2);
    expect(api.requests.map((req) => req.url)).toEqual(['/v1/accounts', '/v1/banks', '/v1/banks']);
  });

  it('does not retry when a fresh connection is dropped', async () => {
    const api = await upstream((req) => req.socket.destroy());
    await expect(
      createUpstreamClient()({ url: api.url('/v1/accounts'), headers: {}, timeoutMs: 1000, maxBodyBytes: MAX_BODY }),
    ).rejects.not.toBeInstanceOf(UpstreamTimeout);
    expect(api.requests).toHaveLength(1);
  });

  it('answers a redirect as it is, without following it', async () => {
    const api = await upstream((_req, res) => {
      res.writeHead(302, { Location: 'http://evil.example/steal' });
      res.end();
    });
    const reply = await createUpstreamClient()({ url: api.url('/v1/accounts'), headers: {}, timeoutMs: 1000, maxBodyBytes: MAX_BODY });
    expect(reply.status).toBe(302);
    expect(api.requests).toHaveLength(1);
  });

  it('rejects with UpstreamTimeout when no answer comes in time', async () => {
    const api = await upstream(() => {});
    const started = Date.now();
    await expect(
      createUpstreamClient()({ url: api.url('/v1/accounts'), headers: {}, timeoutMs: 100, maxBodyBytes: MAX_BODY }),
    ).rejects.toBeInstanceOf(UpstreamTimeout);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('rejects with UpstreamTimeout when the body stalls after the headers', async () => {
    const api = await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"data":[');
    });
    await expect(
      createUpstreamClient()({ url: api.url('/v1/accounts'), headers: {}, timeoutMs: 100, maxBodyBytes: MAX_BODY }),
    ).rejects.toBeInstanceOf(UpstreamTimeout);
  });

  it('speaks TLS to an https upstream, never plain HTTP', async () => {
    const api = await upstream((_req, res) => json(res, 200, { ok: true }));
    const url = api.url('/v1/accounts');
    url.protocol = 'https:';
    await expect(createUpstreamClient()({ url, headers: {}, timeoutMs: 1000, maxBodyBytes: MAX_BODY })).rejects.toThrow();
    expect(api.requests).toHaveLength(0);
  });

  describe('a body over the cap', () => {
    it('is refused from its Content-Length before a byte is read', async () => {
      const api = await upstream((_req, res) => json(res, 200, { rows: 'x'.repeat(2000) }));
      await expect(
        createUpstreamClient()({ url: api.url('/v1/accounts'), headers: {}, timeoutMs: 1000, maxBodyBytes: 1000 }),
      ).rejects.toBeInstanceOf(UpstreamTooLarge);
    });

    it('is cut off once the bytes streamed without a length pass it, and the connection is dropped', async () => {
      let closed = false;
      const api = await upstream((req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const chunk = 'x'.repeat(64 * 1024);
        const timer = setInterval(() => res.write(chunk), 1);
        req.socket.on('close', () => {
          closed = true;
          clearInterval(timer);
        });
      });
      const started = Date.now();
      await expect(
        createUpstreamClient()({ url: api.url('/v1/accounts'), headers: {}, timeoutMs: 5000, maxBodyBytes: 1024 * 1024 }),
      ).rejects.toBeInstanceOf(UpstreamTooLarge);
      expect(Date.now() - started).toBeLessThan(4000);
      // The close reaches the upstream's side of the socket a moment after the client dropped it.
      await expect.poll(() => closed).toBe(true);
    });
  });
});
