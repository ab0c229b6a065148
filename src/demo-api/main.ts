import { profileNamed } from './generate/profiles/index.ts';
import { readDemoOptions } from './options.ts';
import { startDemoApi } from './server.ts';

/** `npm run demo-api`: the demo API on 127.0.0.1:DEMO_API_PORT (default 4010). */
async function main(): Promise<void> {
  const options = readDemoOptions(process.env);
  const port = readPort(process.env.DEMO_API_PORT);
  const startedAt = performance.now();
  const demo = await startDemoApi(options, { port, host: '127.0.0.1' });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const profile = profileNamed(options.profile);
  console.log(
    `Demo API ready in ${seconds} s at ${demo.baseUrl}` +
      ` (profile ${profile.name}: ${profile.company}; seed ${options.seed}, today ${options.today}, scale ${options.scale})`,
  );
  console.log(`Authorization: Bearer ${options.apiKey}`);
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down`);
    demo.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 4010;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || port < 0 || port > 65_535) throw new Error(`DEMO_API_PORT must be a port number, got "${raw}"`);
  return port;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
