import { describe, expect, it } from 'vitest';
import { healthLabel, sourceLabel } from './account-labels.ts';

describe('account labels', () => {
  it('names known sources and shows unknown ones raw', () => {
    expect(['bank', 'manual', 'delegated', 'pooled'].map(sourceLabel)).toEqual(['Bank feed', 'Manual', 'Delegated', 'pooled']);
  });

  it('words every bank health, an unknown status as itself', () => {
    expect(healthLabel({ kind: 'syncing' })).toEqual({ text: 'Syncing', tone: 'busy' });
    expect(healthLabel({ kind: 'stale', ageMs: 1 }).text).toBe('Connected, not syncing');
    expect(healthLabel({ kind: 'unknown', status: 'paused' })).toEqual({ text: 'paused', tone: 'neutral' });
  });
});
