import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkbookSheet } from '../../core/board-pack/workbook.ts';
import { boardPackPdf, boardPackWorkbook } from './board-pack-attachments.ts';

const sheets: WorkbookSheet[] = [
  {
    name: 'Key figures',
    columns: [
      { header: 'Figure', width: 24 },
      { header: 'Amount', width: 16 },
      { header: 'Date', width: 14 },
    ],
    rows: [
      [
        { kind: 'text', value: 'Closing cash' },
        { kind: 'money', value: 1235567_89n, currency: 'EUR' },
        { kind: 'date', value: '2026-10-31' },
      ],
      [
        { kind: 'text', value: 'Net cash flow' },
        { kind: 'money', value: -4200_10n, currency: 'EUR' },
        { kind: 'text', value: '' },
      ],
    ],
  },
];

describe('boardPackWorkbook', () => {
  it('writes a workbook that opens and holds the figures, named after the month', async () => {
    const attachment = await boardPackWorkbook(sheets, '2026-10');
    expect(attachment.filename).toBe('board-pack-2026-10.xlsx');
    expect(attachment.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [sheet] = await readXlsxFile(Buffer.from(attachment.content));
    expect(sheet?.sheet).toBe('Key figures');
    expect(sheet?.data).toEqual([
      ['Figure', 'Amount', 'Date'],
      ['Closing cash', 1235567.89, new Date(Date.UTC(2026, 9, 31))],
      ['Net cash flow', -4200.1, null],
    ]);
  });

  it('keeps only digits and dashes of the month in the file name', async () => {
    expect((await boardPackWorkbook(sheets, '../../etc/passwd 2026-10')).filename).toBe('board-pack-2026-10.xlsx');
  });
});

const CHROMIUM = '/usr/bin/chromium';
const printFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('board-pack-pdf-'));

describe.skipIf(!existsSync(CHROMIUM))('boardPackPdf (with /usr/bin/chromium)', () => {
  let server: Server;
  let base: string;
  // Told when Chromium asks for the page that never answers.
  let hangAsked = (): void => undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/hang') return hangAsked();
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Board pack</title><h1>Board pack October 2026</h1><p>Closing cash €1,235,567.89</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('prints the page to a PDF and leaves no temporary folder', async () => {
    const before = await printFolders();
    const pdf = await boardPackPdf({ chromiumPath: CHROMIUM, url: `${base}/print`, month: '2026-10' });
    expect(pdf?.filename).toBe('board-pack-2026-10.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf!.content.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(await printFolders()).toEqual(before);
  }, 60_000);

  it('gives up after its timeout, says why, and cleans up', async () => {
    const before = await printFolders();
    const reasons: string[] = [];
    const started = Date.now();
    const asked = new Promise<void>((resolve) => (hangAsked = resolve));
    // The print's clock only: Chromium, the page's server and the files run as they do.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let pdf: Awaited<ReturnType<typeof boardPackPdf>> | undefined;
    try {
      const printing = boardPackPdf({
        chromiumPath: CHROMIUM,
        url: `${base}/hang`,
        month: '2026-10',
        timeoutMs: 3000,
        onFailure: (reason) => reasons.push(reason),
      });
      void printing.then((answer) => (pdf = answer));
      await asked;
      await vi.advanceTimersByTimeAsync(2_999);
      expect(pdf).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await printing;
    } finally {
      vi.useRealTimers();
    }
    expect(pdf).toBeNull();
    expect(reasons).toEqual(['Chromium did not finish within 3 s.']);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await printFolders()).toEqual(before);
  }, 30_000);
});

describe('boardPackPdf without a browser', () => {
  it('answers null and why when the binary is missing', async () => {
    const reasons: string[] = [];
    expect(
      await boardPackPdf({
        chromiumPath: '/nonexistent/chromium',
        url: 'http://127.0.0.1:9/',
        month: '2026-10',
        onFailure: (reason) => reasons.push(reason),
      }),
    ).toBeNull();
    expect(reasons[0]).toMatch(/^Chromium could not start: spawn \/nonexistent\/chromium ENOENT/);
  });
});
