import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-shutdown.ts';

describe('closeGracefully', () => {
  it('cuts a request that outlives the grace period', async () => {
    let arrived: () => void = () => {};
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer(() => arrived());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stuck = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await arrival;
    const started = Date.now();
    await closeGracefully(server, 100);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(stuck).rejects.toThrow();
  });
});
