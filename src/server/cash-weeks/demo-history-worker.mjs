// Builds the demo's past forecast versions off the server's thread: see demoVersionBuilder in
// demo-history.ts. Plain JavaScript that registers tsx itself: a worker does not inherit the
// process's `--import tsx`.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { buildDemoVersion } = await import('./demo-history-build.ts');

parentPort.on('message', async ({ id, today }) => {
  try {
    parentPort.postMessage({ id, content: await buildDemoVersion(workerData, today) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
