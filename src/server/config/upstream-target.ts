import { ConfigError } from './config-error.ts';
import type { UpstreamConfig } from './proxy-config.ts';
import type { DemoOptions } from '../../demo-api/options.ts';

/** Which API the dashboard talks to; the app shows a "Demo data" badge for `demo`. */
export type DataSource = 'demo' | 'upstream';

/** The API the proxy talks to, once it is running. */
export type UpstreamTarget = {
  baseUrl: string;
  apiKey: string;
  dataSource: DataSource;
  /** The demo's "today", which its data is anchored to; null for a real upstream. */
  today: string | null;
  /** The company the demo serves (`DEMO_PROFILE`), as the start line names it; absent for a real upstream. */
  demoProfile?: string;
  /** The demo company's name, for the dashboard's badge; absent for a real upstream. */
  demoCompany?: string;
  /** The embedded demo's settings (seed, scale, profile, keys), from which its past days are generated again; absent for a real upstream. */
  demoOptions?: DemoOptions;
  close(): Promise<void>;
};

/**
 * The configured upstream, or the embedded demo API started in this process on an ephemeral
 * loopback port. The demo is imported lazily so a real deployment never loads its data generator.
 */
export async function openUpstream(upstream: UpstreamConfig, env: NodeJS.ProcessEnv): Promise<UpstreamTarget> {
  if (upstream.kind === 'external') {
    return { baseUrl: upstream.baseUrl, apiKey: upstream.apiKey, dataSource: 'upstream', today: null, close: async () => {} };
  }
  const [{ readDemoOptions }, { startDemoApi }, { profileNamed }] = await Promise.all([
    import('../../demo-api/options.ts'),
    import('../../demo-api/server.ts'),
    import('../../demo-api/generate/profiles/index.ts'),
  ]);
  const options = demoOptions(readDemoOptions, env);
  const demo = await startDemoApi(options, { port: 0, host: '127.0.0.1' });
  const profile = profileNamed(options.profile);
  return {
    baseUrl: demo.baseUrl,
    apiKey: options.apiKey,
    dataSource: 'demo',
    today: options.today,
    demoProfile: `${profile.name}: ${profile.company}`,
    demoCompany: profile.company,
    demoOptions: options,
    close: () => demo.close(),
  };
}

// A bad DEMO_* value is a configuration mistake like any other: one line, exit code 1.
function demoOptions<T>(read: (env: NodeJS.ProcessEnv) => T, env: NodeJS.ProcessEnv): T {
  try {
    return read(env);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}
