// Run before the first paint, as a file: the CSP forbids inline script.
// The reader's theme choice (src/app/theme-preference.ts).
try {
  var theme = localStorage.getItem('cash-flow-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage refused (a private mode): the system theme applies.
}
// The reader's time zone, so the server knows the reader's today and can preload the next visit's
// first requests (src/server/reader-today.ts). A zone is no secret: Intl tells any page.
try {
  var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) document.cookie = 'reader_tz=' + encodeURIComponent(zone) + '; path=/; max-age=31536000; samesite=strict';
} catch {
  // No Intl time zone: the server simply preloads nothing.
}
