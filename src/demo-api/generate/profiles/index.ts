import type { Profile } from '../types.ts';
import { MANUFACTURER } from './manufacturer.ts';
import { RETAIL } from './retail.ts';
import { SAAS } from './saas.ts';
import { SERVICES } from './services.ts';

/** The companies `DEMO_PROFILE` selects, the default first. */
export const PROFILES: readonly Profile[] = [SERVICES, SAAS, RETAIL, MANUFACTURER];

export const DEFAULT_PROFILE = SERVICES.name;

export const PROFILE_NAMES: readonly string[] = PROFILES.map((profile) => profile.name);

/** The profile of that name; the default when none is given. */
export function profileNamed(name: string = DEFAULT_PROFILE): Profile {
  const profile = PROFILES.find((candidate) => candidate.name === name);
  if (profile === undefined) throw new Error(`unknown demo profile "${name}" (${PROFILE_NAMES.join(', ')})`);
  return profile;
}
