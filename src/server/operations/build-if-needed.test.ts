import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIfNeeded, needsBuild } from './build-if-needed.ts';

const OLD = new Date('2026-01-01T00:00:00Z');
const BUILT = new Date('2026-01-02T00:00:00Z');
const NEW = new Date('2026-01-03T00:00:00Z');

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'project-'));
  for (const dir of ['src/features/reports', 'src/server', 'src/demo-api', 'public', 'dist'])
    mkdirSync(join(root, dir), { recursive: true });
  for (const file of [
    'index.html',
    'vite.config.ts',
    'src/main.tsx',
    'src/features/reports/chart.tsx',
    'src/server/main.ts',
    'src/demo-api/server.ts',
    'public/favicon.svg',
  ]) {
    touch(root, file, OLD);
  }
  for (const dir of ['src', 'src/features', 'src/features/reports', 'src/server', 'src/demo-api', 'public'])
    utimesSync(join(root, dir), OLD, OLD);
  touch(root, 'dist/index.html', BUILT);
  return root;
}

function touch(root: string, file: string, time: Date): void {
  writeFileSync(join(root, file), '');
  utimesSync(join(root, file), time, time);
}

describe('needsBuild', () => {
  it('is false when dist is newer than every input', async () => {
    expect(await needsBuild(project())).toBe(false);
  });

  it('is true without dist/index.html', async () => {
    const root = mkdtempSync(join(tmpdir(), 'project-'));
    expect(await needsBuild(root)).toBe(true);
  });

  it.each(['index.html', 'vite.config.ts', 'src/main.tsx', 'src/features/reports/chart.tsx', 'public/favicon.svg'])(
    'is true when %s changed',
    async (file) => {
      const root = project();
      touch(root, file, NEW);
      expect(await needsBuild(root)).toBe(true);
    },
  );

  it.each(['src/server/main.ts', 'src/demo-api/server.ts'])('ignores node code such as %s', async (file) => {
    const root = project();
    touch(root, file, NEW);
    utimesSync(join(root, file, '..'), OLD, OLD);
    expect(await needsBuild(root)).toBe(false);
  });
});

describe('buildIfNeeded', () => {
  it('builds only when needed', async () => {
    const root = project();
    const builds: string[] = [];
    const build = async (dir: string) => {
      builds.push(dir);
    };
    expect(await buildIfNeeded(root, { build, log: () => {} })).toBe(false);
    touch(root, 'src/main.tsx', NEW);
    expect(await buildIfNeeded(root, { build, log: () => {} })).toBe(true);
    expect(builds).toEqual([root]);
  });
});
