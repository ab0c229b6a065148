import { useEffect } from 'react';

/** A CSS string literal: quotes and backslashes escaped, line breaks dropped. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]/g, ' ')}"`;
}

/**
 * The printed footer on every page, "EUR · October 2026 · page 2 of 4", in a CSS @page margin
 * box (Chromium draws them in print and PDF). The text changes with the pack, and the CSP
 * allows no inline style, so the rule goes in through a constructed stylesheet.
 */
export function usePrintFooter(text: string): void {
  useEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      `@page { @bottom-center { content: ${cssString(`${text} · page `)} counter(page) " of " counter(pages);` +
        ` font: 8pt system-ui, sans-serif; color: #555; } }`,
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [text]);
}
