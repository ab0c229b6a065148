import type { Duplex } from 'node:stream';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

const TOO_LONG_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>This link is too long</title></head>
<body>
<h1>This link is too long to open</h1>
<p>It carries more than the dashboard server accepts (16 kB), usually because thousands of ids were pasted into a filter.</p>
<p><a href="/">Open the dashboard</a> and set the filters again.</p>
</body>
</html>
`;

/**
 * Node refuses a request it cannot parse (most often a link whose query passes its 16 kB
 * header limit) before the app sees it, with an empty answer. This answers in words instead,
 * so a pasted link that is far too long never shows a blank page.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLong ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = tooLong ? TOO_LONG_PAGE : 'The request could not be read.\n';
  const type = tooLong ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
  socket.end(
    [
      `HTTP/1.1 ${status}`,
      `Content-Type: ${type}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`,
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: no-referrer',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
