import { describe, expect, it } from 'vitest';
import { admissionRefusal, groupsOf, mappedRole, namedAdmin } from './roles.ts';

const mapping = { adminGroups: ['it', 'cfo-office'], editorGroups: ['finance'], defaultRole: 'viewer' as const };

describe('mappedRole', () => {
  it('gives the highest role any group maps to, else the default', () => {
    expect(mappedRole(['finance', 'it'], mapping)).toBe('admin');
    expect(mappedRole(['sales', 'finance'], mapping)).toBe('editor');
    expect(mappedRole(['sales'], mapping)).toBe('viewer');
    expect(mappedRole([], { ...mapping, defaultRole: 'editor' })).toBe('editor');
  });

  it('compares group names exactly', () => {
    expect(mappedRole(['IT', 'finance-team'], mapping)).toBe('viewer');
  });
});

describe('admissionRefusal', () => {
  const person = { email: 'ann@example.com', emailVerified: true, groups: ['finance'] };

  it('admits anyone the provider signs in when no list is set', () => {
    expect(admissionRefusal({ email: null, emailVerified: null, groups: [] }, { emailDomains: [], groups: [] })).toBeNull();
  });

  it('admits a verified e-mail in a listed domain, whatever its case', () => {
    expect(admissionRefusal({ ...person, email: 'Ann@Example.COM' }, { emailDomains: ['example.com'], groups: [] })).toBeNull();
    expect(admissionRefusal({ ...person, emailVerified: null }, { emailDomains: ['example.com'], groups: [] })).toBeNull();
  });

  it('refuses an unverified e-mail, a look-alike domain, and someone without an e-mail', () => {
    const domains = { emailDomains: ['example.com'], groups: [] };
    expect(admissionRefusal({ ...person, emailVerified: false }, domains)).toBe('e-mail address not verified by the provider');
    expect(admissionRefusal({ ...person, email: 'ann@evil-example.com' }, domains)).toBe(
      'neither an allowed e-mail domain nor an allowed group',
    );
    expect(admissionRefusal({ ...person, email: 'ann@example.com.evil.org' }, domains)).not.toBeNull();
    expect(admissionRefusal({ ...person, email: null }, domains)).not.toBeNull();
  });

  it('admits a listed group, either list sufficing when both are set', () => {
    const both = { emailDomains: ['example.org'], groups: ['finance'] };
    expect(admissionRefusal(person, both)).toBeNull();
    expect(admissionRefusal({ ...person, groups: ['sales'] }, both)).toBe('neither an allowed e-mail domain nor an allowed group');
    expect(admissionRefusal({ ...person, email: 'bo@example.org', groups: [] }, both)).toBeNull();
  });
});

describe('namedAdmin', () => {
  it('names an e-mail on the list whatever its case, unless the provider says it is unverified', () => {
    const list = ['ana@example.com'];
    expect(namedAdmin({ email: 'Ana@Example.com', emailVerified: true }, list)).toBe(true);
    expect(namedAdmin({ email: 'ana@example.com', emailVerified: null }, list)).toBe(true);
    expect(namedAdmin({ email: 'ana@example.com', emailVerified: false }, list)).toBe(false);
    expect(namedAdmin({ email: 'ana@example.com.evil', emailVerified: true }, list)).toBe(false);
    expect(namedAdmin({ email: null, emailVerified: null }, list)).toBe(false);
  });
});

describe('groupsOf', () => {
  it('reads an array of strings or a comma list, and nothing else', () => {
    expect(groupsOf(['finance', 7, '', 'it'])).toEqual(['finance', 'it']);
    expect(groupsOf(' finance , it,')).toEqual(['finance', 'it']);
    expect(groupsOf({ finance: true })).toEqual([]);
    expect(groupsOf(undefined)).toEqual([]);
  });
});
