import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Owner only: the folder holds webhook secrets, the CSRF key, e-mails and the audit trail, in its WAL as in its tables. */
const FOLDER_MODE = 0o700;
const OPEN_TO_OTHERS = 0o077;

/**
 * Makes the PGlite folder readable by this user alone before PGlite writes into it, and keeps it so.
 *
 * The process's umask becomes 0o077, for the whole process and its life: PGlite writes through
 * Node's `fs` with mode 0666 while it runs (new WAL segments, new relations, the files of a
 * checkpoint), so a chmod after it opened would miss every file written later; only the umask
 * covers them. What else the server writes after this (a build, a temporary PDF) is its own too.
 * Set here rather than in main.ts so every server that opens a folder (tests, the bench) gets it.
 *
 * A folder made before, open to group or others (the 0755 and 0644 of an earlier version), is
 * fixed, files and folders inside it too, and said in one log line: refusing to start would take
 * the figures away for what one chmod repairs.
 */
export async function keepDataFolderPrivate(dataDir: string, log: (line: string) => void): Promise<void> {
  process.umask(OPEN_TO_OTHERS);
  await mkdir(dataDir, { recursive: true, mode: FOLDER_MODE });
  const before = (await lstat(dataDir)).mode & 0o777;
  const fixed = await withoutOthers(dataDir);
  if (fixed === 0) return;
  log(
    `Storage: DATA_DIR ${dataDir} was open to other users (mode ${octal(before)}, ${fixed} ${fixed === 1 ? 'entry' : 'entries'} ` +
      `with group or other permissions); it is now ${octal(FOLDER_MODE)}, and everything in it this user's alone.`,
  );
}

const octal = (mode: number) => mode.toString(8).padStart(4, '0');

/** Drops group and others' bits from `path` and everything under it (symbolic links left as they are); returns how many changed. */
async function withoutOthers(path: string): Promise<number> {
  const stats = await lstat(path);
  if (stats.isSymbolicLink()) return 0;
  let changed = 0;
  if ((stats.mode & OPEN_TO_OTHERS) !== 0) {
    await chmod(path, stats.mode & 0o777 & ~OPEN_TO_OTHERS);
    changed = 1;
  }
  if (!stats.isDirectory()) return changed;
  for (const name of await readdir(path)) changed += await withoutOthers(join(path, name));
  return changed;
}
