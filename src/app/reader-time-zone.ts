/**
 * The cookie src/server/serving/reader-today.ts reads: with it, the server preloads the next visit's first requests for
 * the reader's today.
 */
const COOKIE = 'reader_tz';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Remembers the reader's time zone for the server when the page is hidden (another tab or app,
 * or the page closing): asking Intl for the zone loads ICU data, 20 ms on a laptop and 80 ms on
 * a phone, which even an idle moment of the first load could not spare, as the first answers
 * land at any time. Only the next visit needs the cookie. A zone is no secret: Intl tells any page.
 */
export function rememberTimeZoneOnLeave(): void {
  const remember = () => {
    if (document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', remember);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) document.cookie = `${COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${ONE_YEAR_S}; samesite=strict`;
  };
  document.addEventListener('visibilitychange', remember);
}
