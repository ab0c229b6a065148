/**
 * True when an Accept-Encoding header allows `coding` (an explicit or wildcard q above 0).
 * "x-gzip" is gzip's old name, still sent by some clients.
 */
export function acceptsEncoding(header: string | undefined, coding: 'gzip' | 'br'): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = qualityOf(parameters);
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) return quality > 0;
    if (name === '*') wildcard = quality;
  }
  return wildcard > 0;
}

function qualityOf(parameters: string[]): number {
  const q = parameters.find((parameter) => parameter.startsWith('q='));
  if (!q) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}
