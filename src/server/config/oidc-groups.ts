import type { AccessControl, OidcSettings } from './access-config.ts';
import type { IdentityConfig } from './identity-config.ts';

/**
 * The settings that read the provider's groups, by variable name, when set: with no groups claim they match no one.
 *
 * @example groupSettingsOf({ roles: { adminGroups: ['it'], … }, admission: { groups: [] }, … }) // ['ROLE_ADMIN_GROUPS']
 */
export function groupSettingsOf(identity: IdentityConfig): string[] {
  const settings: [string, readonly string[]][] = [
    ['ROLE_ADMIN_GROUPS', identity.roles.adminGroups],
    ['ROLE_EDITOR_GROUPS', identity.roles.editorGroups],
    ['ALLOWED_GROUPS', identity.admission.groups],
  ];
  return settings.filter(([, groups]) => groups.length > 0).map(([name]) => name);
}

/**
 * What the README says each provider needs before it sends groups, checked against the settings where the issuer
 * names the provider (a provider under a domain of its own is left to the warning at sign-in).
 */
export function oidcGroupsWarnings(access: AccessControl, identity: IdentityConfig): string[] {
  if (access.kind !== 'oidc') return [];
  const settings = groupSettingsOf(identity);
  if (settings.length === 0) return [];
  const warning = providerGap(access.oidc);
  if (warning === null) return [];
  return [
    `${settings.join(', ')} set, but ${warning}; as it stands no group gives anyone a role or admission, so nobody becomes admin through one.`,
  ];
}

function providerGap(oidc: OidcSettings): string | null {
  const { hostname: host, pathname } = new URL(oidc.issuer);
  if (host === 'accounts.google.com') return 'Google sends no groups claim at all (admit by ALLOWED_EMAIL_DOMAINS instead)';
  // Okta's org server (no /oauth2/… path); a custom server's claim says itself which scopes bring it.
  const oktaOrgServer = /\.okta(?:preview|-emea)?\.com$/.test(host) && pathname.replace(/\/$/, '') === '';
  if (oktaOrgServer && !oidc.scopes.includes('groups'))
    return `Okta sends its groups claim only when the groups scope is asked: add groups to OIDC_SCOPES (now "${oidc.scopes.join(' ')}")`;
  if (/\.auth0\.com$/.test(host) && ['groups', 'roles'].includes(oidc.groupsClaim))
    return `Auth0 never sends a claim named ${oidc.groupsClaim} (it keeps the name to itself): set OIDC_GROUPS_CLAIM to the namespaced claim your post-login Action adds, for example https://cash.example.com/roles`;
  return null;
}
