// The first date or money format a page makes loads the locale's data: about 70 ms on a
// mid-range phone. Made here, while the app's code is still downloading, that time is spent
// when the page has nothing else to do instead of inside the first render.
try {
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(0);
} catch {
  // A browser without Intl's options: the app's own formats say so where they are made.
}
