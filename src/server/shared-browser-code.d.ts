/**
 * The server shares pure browser modules (src/app/first-requests.ts and what it imports). One of
 * them, src/lib/page-meta.ts, reads the page's meta tags when it runs in a browser and checks
 * `typeof document` first; on the server `document` is undefined. Only that much of the DOM is declared.
 */
declare const document: { querySelector(selectors: string): { getAttribute(name: string): string | null } | null } | undefined;
