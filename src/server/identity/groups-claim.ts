import type { OidcSettings } from '../config/access-config.ts';
import type { IdentityConfig } from '../config/identity-config.ts';
import { groupSettingsOf } from '../config/oidc-groups.ts';
import type { ProviderIdentity } from './oidc-client.ts';

/** People already warned about; past this many the list starts again (a few more lines, never unbounded memory). */
const MAX_REMEMBERED = 1_000;

/**
 * Warns, once per person on this server, when a sign-in comes without the groups claim while settings read groups.
 * The sign-in itself succeeds (as a viewer), so nothing else would say that the provider sends groups only when set
 * up to: a scope to ask for, a mapper or a claim to add.
 */
export function groupsClaimWatch(
  oidc: OidcSettings,
  identity: IdentityConfig,
  log: (line: string) => void,
): (who: ProviderIdentity) => void {
  const settings = groupSettingsOf(identity);
  const warned = new Set<string>();
  return (who) => {
    if (settings.length === 0 || who.groupsSent || warned.has(who.subject)) return;
    if (warned.size >= MAX_REMEMBERED) warned.clear();
    warned.add(who.subject);
    log(
      `Sign-in: the provider sent no "${oidc.groupsClaim}" claim, so ${settings.join(', ')} match none of this person's groups:` +
        ` they get DEFAULT_ROLE (${identity.roles.defaultRole}) unless an admin set their role, and nobody becomes admin through a group.` +
        ` Most providers send groups only when set up to (scopes asked: "${oidc.scopes.join(' ')}");` +
        ' see "Where each provider puts things" in the README.',
    );
  };
}
