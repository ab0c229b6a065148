import { beforeEach, describe, expect, it } from 'vitest';
import { actionLabel, auditSummary } from './audit-labels.ts';

describe('auditSummary', () => {
  // The clock's calendar: no pinned today in the page (pinned-calendar.test.ts covers a pinned one).
  beforeEach(() => {
    document.head.innerHTML = '';
  });
  const view = { name: 'Board cut', page: '/reports', scope: 'team' };

  it('names a view by its name, page and scope, never its id', () => {
    expect(auditSummary({ action: 'view_created', target: 'a1b2', details: { ...view, teamDefault: true } })).toBe(
      '“Board cut” on /reports, team view, as the team default',
    );
    expect(auditSummary({ action: 'view_deleted', target: 'a1b2', details: { ...view, scope: 'mine' } })).toBe(
      '“Board cut” on /reports, own view',
    );
  });

  it('says what a change changed', () => {
    const changes = {
      name: { from: 'Old cut', to: 'Board cut' },
      link: { from: '', to: '?interval=week' },
      teamDefault: { from: true, to: false },
    };
    expect(auditSummary({ action: 'view_changed', target: 'a1b2', details: { ...view, changes } })).toBe(
      '“Board cut” on /reports, team view; renamed from “Old cut”; filters updated; no longer the team default',
    );
  });

  it('gives a role change its before and after, a reset its meaning, and a refused sign-in its reason', () => {
    expect(auditSummary({ action: 'role_changed', target: 'u1', details: { member: 'Eve', from: 'viewer', to: 'editor' } })).toBe(
      'Eve: viewer → editor',
    );
    expect(auditSummary({ action: 'role_changed', target: 'u1', details: { member: 'Eve', from: 'editor', to: null } })).toBe(
      'Eve: editor → the role their groups give',
    );
    expect(auditSummary({ action: 'sign_in_failed', target: null, details: { reason: 'not admitted: example.org' } })).toBe(
      'not admitted: example.org',
    );
    const last = '2027-01-14T09:30:00.000Z';
    const repeated = { reason: 'the provider answered access_denied', repeats: 5, lastAt: last };
    expect(auditSummary({ action: 'sign_in_failed', target: null, details: repeated })).toBe(
      `the provider answered access_denied (5 times, the last at ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(last))})`,
    );
  });

  it('shows an action it does not know by its code and target, and details of the wrong type as unknown', () => {
    expect(actionLabel('note_added')).toBe('note_added');
    expect(auditSummary({ action: 'note_added', target: 'n1', details: {} })).toBe('n1');
    expect(auditSummary({ action: 'view_deleted', target: 'a1', details: { name: 42 } })).toBe('“unnamed”, own view');
  });
});
