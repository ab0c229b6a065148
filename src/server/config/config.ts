import { z } from 'zod';
import type { OperatorAccess } from '../operations/operator-access.ts';
import { accessOf, accessSchema, operatorsOf } from './access-config.ts';
import type { AccessControl } from './access-config.ts';
import { loadAlertsConfig } from './alerts-config.ts';
import type { AlertsConfig } from './alerts-config.ts';
import { parseEnvironment } from './env-fields.ts';
import { identityOf, identitySchema } from './identity-config.ts';
import type { IdentityConfig } from './identity-config.ts';
import { listenerOf, listenerSchema } from './listener-config.ts';
import type { ListenerConfig } from './listener-config.ts';
import { loadProxyConfig, proxySchema } from './proxy-config.ts';
import type { ProxyConfig } from './proxy-config.ts';
import { storageOf, storageSchema } from './storage-config.ts';
import type { StorageSettings } from './storage-config.ts';
import { loadWorkspaceConfig } from './workspace-config.ts';
import { oidcGroupsWarnings } from './oidc-groups.ts';
import type { WorkspaceConfig } from './workspace-config.ts';

/** The whole server configuration: each concern's settings, composed (each module owns its variables and types). */
export type Config = ProxyConfig &
  ListenerConfig &
  StorageSettings & {
    access: AccessControl;
    identity: IdentityConfig;
    /**
     * Reverse proxies (TRUSTED_PROXY_ADDRESSES) believed about the browser they forward for: its
     * address in X-Forwarded-For and its TLS in X-Forwarded-Proto, in every access mode.
     */
    trustedProxies: readonly string[];
    /** Alerts and scheduled delivery: SMTP, webhooks, checks, the messages' locale (issue 33). */
    alerts: AlertsConfig;
    /** What the whole workspace shares: the time zone of its schedules and of its today. */
    workspace: WorkspaceConfig;
    /** Who reads /metrics and the details of /healthz; neither rule set: /metrics is off. */
    operators: OperatorAccess;
    /** One line each, printed at start: settings that run but deserve the operator's attention. */
    warnings: string[];
  };

// One schema, so the first variable refused is named whichever concern it belongs to.
const serverSchema = z.object({
  ...proxySchema.shape,
  ...listenerSchema.shape,
  ...accessSchema.shape,
  ...identitySchema.shape,
  ...storageSchema.shape,
});

/** The whole server configuration; throws a ConfigError for a setup that must not start. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = parseEnvironment(serverSchema, env);
  const access = accessOf(parsed);
  const { warnings: listenerWarnings, ...listener } = listenerOf(parsed, access);
  const { warnings: storageWarnings, ...storage } = storageOf(parsed);
  const identity = identityOf(parsed);
  return {
    ...loadProxyConfig(env),
    ...listener,
    access,
    identity,
    trustedProxies: parsed.TRUSTED_PROXY_ADDRESSES,
    ...storage,
    alerts: loadAlertsConfig(env),
    workspace: loadWorkspaceConfig(env),
    operators: operatorsOf(parsed),
    warnings: [...listenerWarnings, ...storageWarnings, ...oidcGroupsWarnings(access, identity)],
  };
}
