#!/usr/bin/env node
/**
 * `npm test`: every suite, laid out for a two-core machine, with the time of each part at the end.
 *
 * Two lanes start together: the lint, then the format and cycle checks; and the type check, the
 * build the end-to-end servers start from, and the unit tests. The end-to-end suite follows the
 * unit tests without waiting for the lint: the lint is one thread for most of its run, and
 * after the unit tests it would hold one core while the other idled. Only the end-to-end suite
 * streams its output; any other part prints its output whole once it ends and nothing streams,
 * so two never interleave. The first failure stops nothing already running, and the end-to-end
 * suite does not start after one (its verdict would say nothing new).
 *
 * `--only=unit,e2e` runs a subset, in the same order (the lint, the format check, the cycle check
 * and the type check are `checks`; the format and cycle checks run with the lint).
 */
import { spawn } from 'node:child_process';

const PARTS = {
  // TypeScript 7, the native compiler: the whole check in a tenth of 5.9's time (about 9 s against 60 s here, on two
  // threads). The lint's typed rules still read types through TypeScript 5.9, whose API 7 does not offer yet.
  typecheck: ['node', ['node_modules/typescript-7/bin/tsc', '-b']],
  // The cache lives in node_modules/.cache: a fresh clone starts without one, a second run reuses it.
  lint: ['eslint', ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
  // The lint's cycle rule, for every folder of code: type imports counted (seconds of work).
  cycles: ['node', ['scripts/import-cycles.mjs', 'src', 'e2e', 'bench']],
  // The layout is Prettier's (.prettierrc.json); `npm run format` writes it. Its cache, like the lint's, lives in node_modules/.cache.
  format: ['prettier', ['--check', '--cache', '.']],
  build: ['vite', ['build', '--logLevel', 'warn']],
  unit: ['vitest', ['run']],
  e2e: ['playwright', ['test']],
};

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (name) =>
  name === 'cycles'
    ? wanted('lint')
    : !only || only.includes(name) || (only.includes('checks') && (name === 'lint' || name === 'typecheck'));

const results = [];
let streaming = false;
const held = [];

/** Prints a finished part's report now, or after the streaming part, so that its lines stay whole. */
function report(text) {
  if (streaming) held.push(text);
  else process.stdout.write(text);
}

function run(name, { stream = false } = {}) {
  if (!wanted(name)) return Promise.resolve(0);
  const [command, args] = PARTS[name];
  const started = Date.now();
  if (stream) streaming = true;
  return new Promise((resolve) => {
    const stdio = stream ? 'inherit' : ['ignore', 'pipe', 'pipe'];
    const child =
      command === 'node' ? spawn(process.execPath, args, { stdio }) : spawn('npx', ['--no-install', command, ...args], { stdio });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      results.push({ name, code: code ?? 1, seconds });
      if (stream) streaming = false;
      report(
        `\n> ${name}: ${command} ${args.join(' ')} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds.toFixed(1)} s)\n` +
          Buffer.concat(output).toString(),
      );
      if (!streaming) process.stdout.write(held.splice(0).join(''));
      resolve(code ?? 1);
    });
  });
}

/** Runs the parts one after the other, stopping at the first failure. */
async function lane(...names) {
  for (const name of names) {
    const code = await run(name);
    if (code !== 0) return code;
  }
  return 0;
}

const failedSoFar = () => results.some(({ code }) => code !== 0);

const started = Date.now();
const checks = lane('lint', 'format', 'cycles');
const browsers = lane('typecheck', 'build', 'unit').then((code) => (code !== 0 || failedSoFar() ? code : run('e2e', { stream: true })));
const codes = await Promise.all([checks, browsers]);
const code = codes.find((partCode) => partCode !== 0) ?? 0;

const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write('\nnpm test, part by part:\n');
for (const { name, code: partCode, seconds } of results) {
  process.stdout.write(`  ${name.padEnd(10)} ${partCode === 0 ? 'passed' : 'FAILED'}  ${seconds.toFixed(1).padStart(7)} s\n`);
}
process.stdout.write(
  `  ${'in all'.padEnd(10)} ${code === 0 ? 'passed' : 'FAILED'}  ${total.padStart(7)} s (lint beside type check, build, unit and end-to-end tests)\n`,
);
process.exit(code);
