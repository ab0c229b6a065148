/**
 * Search strings stay flat and readable, with the API's own parameter names and
 * comma-separated ids (`?account_id=a,b&direction=inflow`), instead of the router's default
 * JSON encoding: finance teams paste these links to each other.
 */
export type RawSearch = Record<string, string>;

export function parseSearchString(search: string): RawSearch {
  const raw: RawSearch = {};
  for (const [name, value] of new URLSearchParams(search)) raw[name] = value;
  return raw;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(search)) {
    const text = toText(value);
    if (text === null) continue;
    parts.push(`${encodeURIComponent(name)}=${encodeValue(text)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Commas stay as they are, and spaces become `+` as in a form's query, so a scenario's name or a
 * searched text reads in the link ("Late+customers", not "Late%20customers"). URLSearchParams reads both back.
 */
function encodeValue(text: string): string {
  return encodeURIComponent(text).replaceAll('%2C', ',').replaceAll('%20', '+');
}

/** Text, numbers and lists of ids are parameters; anything else a search holds (its notices) is not. */
function toText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => typeof item === 'string') ? value.join(',') : null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}
