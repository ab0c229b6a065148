// The reader's theme choice (src/app/theme-preference.ts), applied before the first paint: a file, as the CSP forbids inline script.
try {
  var theme = localStorage.getItem('cash-flow-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage refused (a private mode): the system theme applies.
}
