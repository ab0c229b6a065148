import type { Server, ServerResponse } from 'node:http';

/**
 * Prepares `server` for a graceful stop; call it right after creating the server so responses
 * already in flight are known when the stop comes. The returned function stops accepting
 * connections and resolves once in-flight requests have finished, or after `graceMs` when it
 * cuts the ones still open, so a stuck client cannot hold the process.
 */
export function gracefulCloser(server: Server): (graceMs: number) => Promise<void> {
  const open = new Set<ServerResponse>();
  let closing = false;
  server.on('request', (_request, response: ServerResponse) => {
    open.add(response);
    response.once('close', () => open.delete(response));
    if (closing) closeAfter(response);
  });

  return (graceMs) =>
    new Promise((resolve) => {
      closing = true;
      open.forEach(closeAfter);
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
    });
}

// Node ends a keep-alive connection itself once a `Connection: close` response is flushed;
// destroying it from outside could drop the response's last bytes.
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
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
