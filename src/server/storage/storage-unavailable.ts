/**
 * The workspace's database is not open, or a query lost its connection (so who someone is cannot
 * be said now either): answered 503, the API's figures unaffected.
 */
export class StorageUnavailable extends Error {
  constructor(options?: ErrorOptions) {
    super('The workspace database does not answer.', options);
    this.name = 'StorageUnavailable';
  }
}

// SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server shutting down or not yet up).
const CONNECTION_STATES = /^(08...|57P0[1-3])$/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
// pg's pool and PGlite say so only in words.
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|driver has already been destroyed|Client was closed/i;

/**
 * Whether an error means the database did not answer (rather than refused what was asked):
 * the workspace then says it cannot save now, instead of a 500.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof StorageUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_STATES.test(code) || NETWORK_CODES.has(code))) return true;
  if (CONNECTION_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionError);
  return error.cause !== undefined && error.cause !== error && isConnectionError(error.cause);
}
