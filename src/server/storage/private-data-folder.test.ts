import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepDataFolderPrivate } from './private-data-folder.ts';

const umaskBefore = process.umask();
const made: string[] = [];
const modeOf = (path: string) => statSync(path).mode & 0o777;

function tempFolder(): string {
  const parent = mkdtempSync(join(tmpdir(), 'dashboard-data-mode-'));
  made.push(parent);
  return parent;
}

afterEach(() => {
  process.umask(umaskBefore);
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('keepDataFolderPrivate', () => {
  it('creates DATA_DIR 0700, and what is written in it later is 0600, whatever the umask before', async () => {
    process.umask(0o022);
    const dataDir = join(tempFolder(), 'data');
    const lines: string[] = [];
    await keepDataFolderPrivate(dataDir, (line) => lines.push(line));
    writeFileSync(join(dataDir, 'later'), 'a WAL segment', { mode: 0o666 });
    mkdirSync(join(dataDir, 'pg_wal'), { mode: 0o777 });
    expect([modeOf(dataDir), modeOf(join(dataDir, 'later')), modeOf(join(dataDir, 'pg_wal'))]).toEqual([0o700, 0o600, 0o700]);
    expect(lines).toEqual([]);
  });

  it('fixes a folder made open to others (0755, files 0644), everything inside it too, and says so', async () => {
    process.umask(0o022);
    const dataDir = tempFolder();
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'pg_wal'), { mode: 0o755 });
    writeFileSync(join(dataDir, 'pg_wal', '000000010000000000000001'), 'signing secret', { mode: 0o644 });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17', { mode: 0o600 });
    const lines: string[] = [];
    await keepDataFolderPrivate(dataDir, (line) => lines.push(line));
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'pg_wal'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'pg_wal', '000000010000000000000001'))).toBe(0o600);
    expect(lines).toEqual([
      `Storage: DATA_DIR ${dataDir} was open to other users (mode 0755, 3 entries with group or other permissions); ` +
        "it is now 0700, and everything in it this user's alone.",
    ]);
  });
});
