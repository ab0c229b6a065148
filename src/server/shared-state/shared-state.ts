/** A value, or a promise of it: in-process state answers at once, Redis after a round trip. */
export type MaybePromise<T> = T | Promise<T>;

/** `local`: no Redis configured. `shared`: state in Redis. `degraded`: Redis configured but unreachable. */
export type StateMode = 'local' | 'shared' | 'degraded';
