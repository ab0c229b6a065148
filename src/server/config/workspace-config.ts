import { z } from 'zod';
import { parseEnvironment, unsetWhenBlank } from './env-fields.ts';

/** What the whole workspace shares whatever reads it: alerts, scheduled packs and the weekly versions alike. */
export type WorkspaceConfig = {
  /** WORKSPACE_TIME_ZONE: the IANA zone of schedules ("every Monday at 08:00") and of the workspace's today; else the server's. */
  timeZone: string;
};

const workspaceSchema = z.object({
  WORKSPACE_TIME_ZONE: unsetWhenBlank(z.string().trim().refine(isTimeZone, 'must be an IANA time zone like Europe/Paris')),
});

/** The workspace settings out of the environment; throws a ConfigError naming the variable. */
export function loadWorkspaceConfig(env: NodeJS.ProcessEnv): WorkspaceConfig {
  const settings = parseEnvironment(workspaceSchema, env);
  return { timeZone: settings.WORKSPACE_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
