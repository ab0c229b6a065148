import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type ReceivedMail = { from: string | undefined; to: string[]; raw: string };
export type TestSmtpServer = { port: number; mails: ReceivedMail[]; close: () => Promise<void> };

export const TEST_SMTP_USER = 'alerts';
export const TEST_SMTP_PASSWORD = 'pa55';

/**
 * A real SMTP server (smtp-server) on a free loopback port, AUTH required, no STARTTLS (the
 * test's own, explicit), keeping every message it accepts. Stop it with `close()`.
 */
export async function startTestSmtp(options: Partial<SMTPServerOptions> = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === TEST_SMTP_USER && auth.password === TEST_SMTP_PASSWORD) return callback(null, { user: TEST_SMTP_USER });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address;
        mails.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
    ...options,
  });
  // A client that refuses the server's certificate hangs up mid-handshake; the server reports it as an error, which is the
  // test's expected outcome, not the process's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The body of one MIME part (quoted-printable or base64), as text. */
export function mimePart(raw: string, contentType: string): string {
  const match = new RegExp(
    // Up to the next boundary (`--` and its name), not a text part's signature line ("-- ", "--=20" when quoted-printable).
    `Content-Type: ${contentType}[^]*?Content-Transfer-Encoding: ([\\w-]+)\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([^]*?)\\r\\n--(?!(?: |=20)\\r\\n)`,
  ).exec(raw);
  if (!match) throw new Error(`no ${contentType} part`);
  const [, encoding, body] = match as unknown as [string, string, string];
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** An RFC 2047 header value (`=?UTF-8?Q?…?=` words) as text. */
export function headerText(raw: string, name: string): string {
  const value = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'm').exec(raw)?.[1] ?? '';
  // Whitespace between two encoded words is not part of the text (RFC 2047, 6.2), whether or not the line folds there.
  return value
    .replace(/\?=(?:\r\n)?[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeURIComponent(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, '%$1')),
    );
}

/** The settings a dashboard started by a test sends its e-mail through `smtp` with (plain SMTP on loopback). */
export function smtpEnv(smtp: Pick<TestSmtpServer, 'port'>): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_TLS: 'off',
    SMTP_USER: TEST_SMTP_USER,
    SMTP_PASSWORD: TEST_SMTP_PASSWORD,
    SMTP_FROM: 'Cash dashboard <alerts@cash.example.com>',
  };
}
