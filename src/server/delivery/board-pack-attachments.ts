import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toExcelSheets } from '../../core/board-pack/excel-sheets.ts';
import type { WorkbookSheet } from '../../core/board-pack/workbook.ts';
import type { Attachment } from './delivery-port.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TIMEOUT_MS = 60_000;

/** "board-pack-2026-10": the month as the pack names it, nothing else from outside in a file name. */
function packFileName(month: string, extension: 'xlsx' | 'pdf'): string {
  return `board-pack-${month.replace(/[^0-9-]/g, '')}.${extension}`;
}

/** The month's board pack workbook, the same sheets the page's download writes. */
export async function boardPackWorkbook(sheets: WorkbookSheet[], month: string): Promise<Attachment> {
  // Loaded with the first board pack: the library costs the server's start 50 ms otherwise.
  const { default: writeExcelFile } = await import('write-excel-file/node');
  const buffer = await writeExcelFile(toExcelSheets(sheets)).toBuffer();
  return { filename: packFileName(month, 'xlsx'), contentType: XLSX, content: new Uint8Array(buffer) };
}

export type PdfOptions = {
  chromiumPath: string;
  /**
   * The pack's print view; how it is authorised is the caller's (a short-lived token in the URL: Chromium's command
   * line takes no cookie).
   */
  url: string;
  month: string;
  timeoutMs?: number;
  /** Why no PDF came, for the server's log; the message then carries the link only. */
  onFailure?: (reason: string) => void;
};

/**
 * The pack printed by a headless Chromium (PDF_CHROMIUM_PATH), or null when it could not be:
 * the message then links the pack instead. Each print has its own profile in a temporary
 * folder, removed afterwards, and is killed with its children after the timeout.
 */
export async function boardPackPdf(options: PdfOptions): Promise<Attachment | null> {
  const folder = await mkdtemp(join(tmpdir(), 'board-pack-pdf-'));
  const output = join(folder, 'pack.pdf');
  try {
    const failure = await runChromium(options, folder, output);
    if (failure !== null) return failed(options, failure);
    const content = await readFile(output).catch(() => null);
    if (content === null || content.subarray(0, 4).toString('latin1') !== '%PDF') return failed(options, 'Chromium wrote no PDF.');
    return { filename: packFileName(options.month, 'pdf'), contentType: 'application/pdf', content: new Uint8Array(content) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function failed(options: PdfOptions, reason: string): null {
  options.onFailure?.(reason);
  return null;
}

function chromiumArguments(url: string, folder: string, output: string): string[] {
  return [
    '--headless',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-extensions',
    '--disable-background-networking',
    '--hide-scrollbars',
    `--user-data-dir=${join(folder, 'profile')}`,
    `--print-to-pdf=${output}`,
    '--no-pdf-header-footer',
    // Lets the page's own requests and rendering finish before printing.
    '--virtual-time-budget=20000',
    // Chromium refuses to start as root with its sandbox on (the usual container user).
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    url,
  ];
}

/** Null when Chromium exited 0, else why not. */
function runChromium(options: PdfOptions, folder: string, output: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(options.chromiumPath, chromiumArguments(options.url, folder, output), { stdio: 'ignore', detached: true });
    const timeoutMs = options.timeoutMs ?? PDF_TIMEOUT_MS;
    const timer = setTimeout(() => {
      killGroup(child.pid);
      resolve(`Chromium did not finish within ${timeoutMs / 1000} s.`);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(`Chromium could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      killGroup(child.pid);
      resolve(code === 0 ? null : `Chromium stopped (${signal ?? `exit ${code}`}).`);
    });
  });
}

/** Chromium's renderer and GPU processes share its process group: all go. */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
