/** A configuration the server refuses to start with; the message is one line meant for the operator. */
export class ConfigError extends Error {}
