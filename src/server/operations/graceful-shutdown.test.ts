import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gracefulCloser } from './graceful-shutdown.ts';

async function serverWith(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  const close = gracefulCloser(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, close, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe('gracefulCloser', () => {
  it('lets an in-flight request finish on a keep-alive connection, then closes it', async () => {
    // The slow request is answered when the test says so: once the close has begun.
    let arrived: (finish: () => void) => void = () => {};
    const arrival = new Promise<() => void>((resolve) => (arrived = resolve));
    const { close, url } = await serverWith((request, response) => {
      if (request.url === '/slow') {
        arrived(() => response.end('done'));
        return;
      }
      response.end('warm');
    });
    expect(await (await fetch(url)).text()).toBe('warm');
    const slow = fetch(`${url}slow`);
    const finish = await arrival;
    const started = Date.now();
    const closed = close(10_000);
    finish();
    await Promise.all([closed, expect(slow.then((response) => response.text())).resolves.toBe('done')]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cuts a request that outlives the grace period', async () => {
    let arrived: () => void = () => {};
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const { close, url } = await serverWith(() => arrived());
    const stuck = fetch(url);
    await arrival;
    const started = Date.now();
    await close(100);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(stuck).rejects.toThrow();
  });
});
