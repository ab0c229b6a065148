/**
 * Why a rule cannot be evaluated as it stands (an account or group that no longer exists): the
 * engine records it as the rule's failure rather than a reading.
 */
export class UnreadableCondition extends Error {}
