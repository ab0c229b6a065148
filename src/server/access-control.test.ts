import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { accessControl, socketAddress } from './access-control.ts';

function protectedApp(now: () => number) {
  const app = new Hono();
  app.use(accessControl({ access: { kind: 'password', password: 'pw' }, clientKey: () => 'client', maxFailures: 3, windowMs: 60_000, now }));
  app.get('/', (c) => c.text('in'));
  return app;
}

const login = (password: string) => ({ headers: { Authorization: `Basic ${Buffer.from(`u:${password}`).toString('base64')}` } });

describe('accessControl', () => {
  it('lets everything through without a password', async () => {
    const app = new Hono();
    app.use(accessControl({ access: { kind: 'trusted-proxy' } }));
    app.get('/', (c) => c.text('in'));
    expect((await app.request('/')).status).toBe(200);
  });

  it('unblocks a client when the window has passed', async () => {
    let time = 0;
    const app = protectedApp(() => time);
    for (let i = 0; i < 3; i++) await app.request('/', login('bad'));
    expect((await app.request('/', login('pw'))).status).toBe(429);
    time = 60_000;
    expect((await app.request('/', login('pw'))).status).toBe(200);
  });

  it('does not count requests without credentials as failures', async () => {
    const app = protectedApp(() => 0);
    for (let i = 0; i < 5; i++) expect((await app.request('/')).status).toBe(401);
    expect((await app.request('/', login('pw'))).status).toBe(200);
  });

  it('clears the count after a successful login', async () => {
    const app = protectedApp(() => 0);
    for (let i = 0; i < 2; i++) await app.request('/', login('bad'));
    expect((await app.request('/', login('pw'))).status).toBe(200);
    for (let i = 0; i < 2; i++) await app.request('/', login('bad'));
    expect((await app.request('/', login('pw'))).status).toBe(200);
  });

  it('limits by the socket address when served by Node', async () => {
    const app = new Hono();
    app.use(accessControl({ access: { kind: 'password', password: 'pw' }, maxFailures: 2 }));
    app.get('/', (c) => c.text(socketAddress(c)));
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect(await (await fetch(url, login('pw'))).text()).toBe('127.0.0.1');
      for (let i = 0; i < 2; i++) expect((await fetch(url, login('bad'))).status).toBe(401);
      expect((await fetch(url, login('pw'))).status).toBe(429);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
