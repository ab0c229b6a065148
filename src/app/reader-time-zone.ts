/** The cookie src/server/reader-today.ts reads: with it, the server preloads the next visit's first requests for the reader's today. */
const COOKIE = 'reader_tz';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Remembers the reader's time zone for the server, once the page has loaded: making a date
 * format loads ICU data, tens of milliseconds on a phone that the first figures should not wait for.
 * A zone is no secret: Intl tells any page.
 */
export function rememberTimeZoneWhenIdle(): void {
  const remember = () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) document.cookie = `${COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${ONE_YEAR_S}; samesite=strict`;
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(remember, { timeout: 10_000 });
  else setTimeout(remember, 3_000);
}
