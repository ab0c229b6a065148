import type { Server } from 'node:http';

/**
 * Stops accepting connections and resolves once in-flight requests have finished, or after
 * `graceMs` when it cuts the ones still open, so a stuck client cannot hold the process.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    // A keep-alive connection whose request finishes after close() would otherwise linger for keepAliveTimeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Runs `shutdown` once on the first SIGTERM or SIGINT; a second signal exits at once. */
export function onShutdownSignal(shutdown: (signal: NodeJS.Signals) => Promise<void>): void {
  let shuttingDown = false;
  const handle = (signal: NodeJS.Signals) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    void shutdown(signal);
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
