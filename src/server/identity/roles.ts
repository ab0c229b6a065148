import type { Role } from '../../core/workspace/contract.ts';
import type { Admission, RoleMapping } from '../config/identity-config.ts';

/**
 * The role a person's groups give them: admin if any group is an admin group, else editor if any
 * is an editor group, else the default. Group names compare exactly (Entra sends object ids).
 *
 * @example mappedRole(['finance'], { adminGroups: ['it'], editorGroups: ['finance'], defaultRole: 'viewer' }) // 'editor'
 */
export function mappedRole(groups: readonly string[], mapping: RoleMapping): Role {
  const held = new Set(groups);
  if (mapping.adminGroups.some((group) => held.has(group))) return 'admin';
  if (mapping.editorGroups.some((group) => held.has(group))) return 'editor';
  return mapping.defaultRole;
}

/** What the provider said about someone, as far as admission needs it. */
export type Applicant = { email: string | null; emailVerified: boolean | null; groups: readonly string[] };

/**
 * Why someone the provider signed in may not enter, or null when they may. No lists: anyone the
 * provider lets in. Otherwise an e-mail in a listed domain (unless the provider says it is
 * unverified: anyone can type any address into some providers) or a listed group admits.
 */
export function admissionRefusal(applicant: Applicant, admission: Admission): string | null {
  if (admission.emailDomains.length === 0 && admission.groups.length === 0) return null;
  if (admission.groups.some((group) => applicant.groups.includes(group))) return null;
  const domain = emailDomain(applicant.email);
  if (domain !== null && applicant.emailVerified !== false && admission.emailDomains.includes(domain)) return null;
  if (domain !== null && applicant.emailVerified === false && admission.emailDomains.includes(domain))
    return 'e-mail address not verified by the provider';
  return 'neither an allowed e-mail domain nor an allowed group';
}

/**
 * Whether ADMIN_EMAILS names this person: their e-mail, compared without case, unless the provider
 * says it is unverified (some providers let anyone type any address).
 *
 * @example namedAdmin({ email: 'Ana@Example.com', emailVerified: true }, ['ana@example.com']) // true
 */
export function namedAdmin(applicant: Pick<Applicant, 'email' | 'emailVerified'>, adminEmails: readonly string[]): boolean {
  if (applicant.email === null || applicant.emailVerified === false) return false;
  return adminEmails.includes(applicant.email.toLowerCase());
}

function emailDomain(email: string | null): string | null {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  return at < 1 ? null : email.slice(at + 1).toLowerCase();
}

/**
 * The groups a claim or header carries: a JSON array of strings (OIDC), or a comma-separated list
 * (a proxy's header, some providers' string claims). Anything else carries none.
 *
 * @example groupsOf(['finance', 7, 'it']) // ['finance', 'it']
 * @example groupsOf('finance, it') // ['finance', 'it']
 */
export function groupsOf(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((group) => group.trim())
      .filter((group) => group !== '');
  if (!Array.isArray(value)) return [];
  return value.filter((group): group is string => typeof group === 'string' && group !== '');
}
