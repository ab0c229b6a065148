#!/usr/bin/env node
/**
 * The type check and the lint at once: each is mostly one thread, and CI has two cores, so the
 * pair takes about as long as the lint alone. Each one's output is printed whole when it ends, so
 * the two never interleave; the exit code is the first failure's.
 */
import { spawn } from 'node:child_process';

const CHECKS = [
  ['typecheck', 'tsc', ['-b']],
  ['lint', 'eslint', ['.']],
];

function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['--no-install', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${name}: ${command} ${args.join(' ')} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(CHECKS.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
