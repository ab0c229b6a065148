import type { AlertRule } from '../contract.ts';

/** Test builder: a rule's state as the server gives one never checked nor sent, with the fields a test cares about set. */
export function aRuleState(fields: Partial<AlertRule['state']> = {}): AlertRule['state'] {
  return {
    status: 'ok',
    since: null,
    lastCheckedAt: null,
    lastSentAt: null,
    nextRunAt: null,
    lastFailure: null,
    channelFailures: [],
    reading: null,
    ...fields,
  };
}
