import type { Page } from '@playwright/test';

/**
 * The visible buttons, selects and text fields that still wear the browser's own look: each
 * compared with one of its kind inside a shadow root, where no page style reaches, on the
 * properties the design kit always sets (background, border, corners, padding). One equal on all
 * of them is a control the kit missed. Named by tag and text, so a failure says which.
 */
export function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PROPERTIES = [
      'background-color',
      'border-top-style',
      'border-top-width',
      'border-top-color',
      'border-top-left-radius',
      'padding-top',
      'padding-left',
    ];
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return PROPERTIES.map((property) => style.getPropertyValue(property)).join('|');
    };
    const browserLook = new Map<string, string>();
    const defaultOf = (element: HTMLInputElement | HTMLElement) => {
      const kind = element instanceof HTMLInputElement ? `input:${element.type}` : element.tagName;
      let known = browserLook.get(kind);
      if (known === undefined) {
        const twin = document.createElement(element.tagName);
        if (element instanceof HTMLInputElement) (twin as HTMLInputElement).type = element.type;
        root.append(twin);
        known = look(twin);
        browserLook.set(kind, known);
      }
      return known;
    };
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'button, select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden])',
      ),
    ];
    const found = controls
      .filter((control) => control.checkVisibility() && look(control) === defaultOf(control))
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40) || control.getAttribute('aria-label') || control.id}"`,
      );
    host.remove();
    return found;
  });
}
