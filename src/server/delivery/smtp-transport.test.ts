import type { SMTPServerOptions } from 'smtp-server';
import {
  headerText,
  mimePart as part,
  startTestSmtp,
  TEST_SMTP_PASSWORD,
  TEST_SMTP_USER,
  type TestSmtpServer,
} from '../testing/smtp-server.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { HOSTILE_NAME, sampleOutgoing } from './formats/sample-outgoing.ts';
import { createEmailSend, mailHeaders, type SmtpSettings } from './smtp-transport.ts';
import { SELF_SIGNED_LOCALHOST } from '../testing/self-signed-certificate.ts';

const servers: TestSmtpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function startSmtp(options: Partial<SMTPServerOptions> = {}): Promise<TestSmtpServer> {
  const server = await startTestSmtp(options);
  servers.push(server);
  return server;
}

const settingsFor = (port: number): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: TEST_SMTP_USER,
  password: TEST_SMTP_PASSWORD,
  from: 'Cash dashboard <alerts@cash.example.com>',
  requireTls: false,
});

describe('createEmailSend', () => {
  it('delivers text, escaped HTML and the attachment, signed in, with a Message-ID from the delivery id', async () => {
    const smtp = await startSmtp();
    const attachment = {
      filename: 'board-pack-2026-10.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: new Uint8Array([80, 75, 3, 4, 1, 2, 3]),
    };
    const outcome = await createEmailSend(settingsFor(smtp.port))('cfo@example.com', sampleOutgoing({ attachments: [attachment] }));

    expect(outcome).toEqual({ ok: true });
    const [mail] = smtp.mails;
    expect(mail?.from).toBe('alerts@cash.example.com');
    expect(mail?.to).toEqual(['cfo@example.com']);
    const raw = mail!.raw;
    expect(headerText(raw, 'Subject')).toBe('Alert: Receipts late by more than 30 days: €18,250.00');
    expect(raw).toMatch(/^Message-ID: <6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1c7e60@cash\.example\.com>$/m);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated$/m);
    const text = part(raw, 'text/plain');
    expect(text).toContain('Late receipts   €18,250.00');
    expect(text).toContain('Open the late receipts: https://cash.example.com/transactions?status=late&direction=inflow');
    const html = part(raw, 'text/html');
    expect(html).toContain('&lt;!channel&gt; &lt;b&gt;Acme&lt;/b&gt;');
    expect(html).not.toContain(HOSTILE_NAME);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=board-pack-2026-10\.xlsx/);
    expect(raw).toContain(Buffer.from(attachment.content).toString('base64'));
  });

  it("offers its recipient RFC 8058's one-click unsubscribe, and points the footer to it", async () => {
    const smtp = await startSmtp();
    const unsubscribeUrl = 'https://cash.example.com/unsubscribe?token=rule.u.user.signature';
    expect(await createEmailSend(settingsFor(smtp.port))('cfo@example.com', sampleOutgoing({ unsubscribeUrl }))).toEqual({ ok: true });
    const raw = smtp.mails[0]!.raw;
    // nodemailer folds the long header after its colon.
    expect(/^List-Unsubscribe:(?:\r\n)?[ \t]+(<[^>\r\n]+>)\r?$/m.exec(raw)?.[1]).toBe(`<${unsubscribeUrl}>`);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const text = part(raw, 'text/plain');
    expect(text).toContain('To stop it at this address, open the unsubscribe link: it needs no sign-in.');
    expect(text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    expect(part(raw, 'text/html')).toContain(`<a href="${unsubscribeUrl}" style="color:#616e7c;">Unsubscribe from this rule</a>`);
  });

  it('keeps a subject on one line: a rule name cannot add a header', async () => {
    const smtp = await startSmtp();
    const outgoing = sampleOutgoing();
    await createEmailSend(settingsFor(smtp.port))('cfo@example.com', {
      ...outgoing,
      message: { ...outgoing.message, subject: 'Low\r\nBcc: victim@example.com' },
    });
    expect(smtp.mails[0]?.to).toEqual(['cfo@example.com']);
    expect(smtp.mails[0]?.raw).not.toMatch(/^Bcc:/im);
  });

  it('does not retry a message the server refuses for good (550)', async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      },
    });
    expect(await createEmailSend(settingsFor(smtp.port))('nobody@example.com', sampleOutgoing())).toEqual({
      ok: false,
      retryable: false,
      error: 'The mail server refused the message (EENVELOPE 550): 550 5.1.1 No such mailbox',
    });
  });

  it('retries what the server defers (451)', async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('4.7.1 Greylisted, try again later'), { responseCode: 451 }));
      },
    });
    expect(await createEmailSend(settingsFor(smtp.port))('cfo@example.com', sampleOutgoing())).toMatchObject({
      ok: false,
      retryable: true,
      error: expect.stringContaining('451'),
    });
  });

  it('does not retry wrong credentials (535), which only the operator can mend', async () => {
    const smtp = await startSmtp();
    const outcome = await createEmailSend({ ...settingsFor(smtp.port), password: 'wrong' })('cfo@example.com', sampleOutgoing());
    expect(outcome).toMatchObject({ ok: false, retryable: false, error: expect.stringContaining('EAUTH 535') });
    expect(!outcome.ok && outcome.error).not.toContain('wrong');
  });

  it('retries when the server is down', async () => {
    const smtp = await startSmtp();
    await Promise.all(servers.splice(0).map((server) => server.close()));
    expect(await createEmailSend(settingsFor(smtp.port))('cfo@example.com', sampleOutgoing())).toMatchObject({
      ok: false,
      retryable: true,
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('refuses a server without STARTTLS unless TLS is explicitly off', async () => {
    const smtp = await startSmtp();
    expect(await createEmailSend({ ...settingsFor(smtp.port), requireTls: true })('cfo@example.com', sampleOutgoing())).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringContaining('did not start TLS'),
    });
    expect(smtp.mails).toHaveLength(0);
  });

  it.each([
    ['TLS from the first byte', { secure: true }, { secure: true, requireTls: true }],
    ['STARTTLS', {}, { secure: false, requireTls: true }],
  ])('does not retry a mail server whose certificate is not trusted (%s), and says how to trust it', async (_, server, client) => {
    const smtp = await startSmtp({ ...server, ...SELF_SIGNED_LOCALHOST, disabledCommands: [] });
    expect(await createEmailSend({ ...settingsFor(smtp.port), ...client })('cfo@example.com', sampleOutgoing())).toEqual({
      ok: false,
      retryable: false,
      error:
        "The mail server's certificate is not trusted: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT);" +
        ' set NODE_EXTRA_CA_CERTS to trust an internal CA.',
    });
    expect(smtp.mails).toHaveLength(0);
  });

  it('takes its settings from SMTP_URL as well', async () => {
    const smtp = await startSmtp();
    expect(
      await createEmailSend({ url: `smtp://alerts:pa55@127.0.0.1:${smtp.port}`, from: 'alerts@cash.example.com', requireTls: false })(
        'cfo@example.com',
        sampleOutgoing(),
      ),
    ).toEqual({ ok: true });
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('mailHeaders', () => {
  it('says one-click only for an HTTPS link (RFC 8058), and nothing of unsubscribing without a link', () => {
    const base = { 'Auto-Submitted': 'auto-generated', 'X-Dashboard-Delivery': 'd1' };
    expect(mailHeaders({ deliveryId: 'd1', unsubscribeUrl: 'https://cash.example.com/unsubscribe?token=t' })).toEqual({
      ...base,
      'List-Unsubscribe': '<https://cash.example.com/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mailHeaders({ deliveryId: 'd1', unsubscribeUrl: 'http://127.0.0.1:8080/unsubscribe?token=t' })).toEqual({
      ...base,
      'List-Unsubscribe': '<http://127.0.0.1:8080/unsubscribe?token=t>',
    });
    expect(mailHeaders({ deliveryId: 'd1' })).toEqual(base);
  });
});
