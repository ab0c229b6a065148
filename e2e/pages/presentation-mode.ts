import { expect, type Locator, type Page } from '@playwright/test';

/** Presentation mode: its switch and its notice in the header, and everything a viewer of the screen could read. */
export class PresentationMode {
  readonly toggle: Locator;
  readonly notice: Locator;
  readonly turnOff: Locator;

  constructor(readonly page: Page) {
    const header = page.getByRole('banner');
    this.toggle = header.getByRole('button', { name: 'Presentation mode', exact: true });
    this.notice = header.getByRole('note', { name: 'Presentation mode' });
    this.turnOff = this.notice.getByRole('button', { name: 'Turn off presentation mode' });
  }

  async expectOn(): Promise<void> {
    await expect(this.toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(this.notice).toBeVisible();
    await expect(this.notice).toContainText('masked on this screen only');
  }

  async expectOff(): Promise<void> {
    await expect(this.toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(this.notice).toBeHidden();
  }

  /**
   * The page's text as a viewer or a screen reader gets it: the visible text, the charts' SVG
   * labels, tooltips' titles and the accessibility tree (names and descriptions included).
   */
  async readableText(): Promise<string> {
    const shown = await this.page.evaluate(() =>
      [
        document.body.innerText,
        ...[...document.querySelectorAll('svg text')].map((text) => text.textContent ?? ''),
        ...[...document.querySelectorAll<HTMLElement>('[title]')].map((element) => element.title),
      ].join('\n'),
    );
    return `${shown}\n${await this.page.locator('body').ariaSnapshot()}`;
  }
}
