#!/usr/bin/env node
/**
 * `npm run test:stress`: the unit suite on a busy machine. One spinning process per core keeps
 * every core busy from before the first test to after the last, so a test that passes only when
 * it has the machine to itself (it waits on time, or on a deadline tighter than its work) fails
 * here before it fails in CI. The spinners are stopped however the run ends.
 *
 * Arguments after `--` go to vitest (`npm run test:stress -- src/server/proxy`); `--whole` runs all
 * of `npm test` instead, the end-to-end suite included (`npm run test:stress:whole`).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const SPIN = 'for (;;) {}';
const spinners = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
const stopSpinners = () => spinners.forEach((spinner) => spinner.kill('SIGKILL'));
process.on('exit', stopSpinners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const whole = process.argv.includes('--whole');
const [what, command, args] = whole
  ? ['npm test', 'npm', ['test']]
  : ['the unit suite', 'npx', ['--no-install', 'vitest', 'run', ...process.argv.slice(2)]];
process.stdout.write(`test:stress: ${spinners.length} spinning processes keep every core busy during ${what}\n`);
const started = Date.now();
const suite = spawn(command, args, { stdio: 'inherit' });
suite.on('close', (code) => {
  process.stdout.write(
    `test:stress: ${what} ${code === 0 ? 'passed' : 'FAILED'} under load in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  process.exit(code ?? 1);
});
