import type { Locator, Page } from '@playwright/test';

type IdFilterName = 'Banks' | 'Accounts' | 'Categories' | 'Counterparties' | 'Labels';

const panelNames: Record<IdFilterName, string> = {
  Banks: 'Filter by bank connection',
  Accounts: 'Filter by account',
  Categories: 'Filter by category',
  Counterparties: 'Filter by counterparty',
  Labels: 'Filter by label',
};

/** The shared filter bar, driven the way a reader does: by its labelled controls. */
export class FilterBar {
  readonly region: Locator;
  readonly period: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('search', { name: 'Filters' });
    this.period = this.region.getByLabel('Period', { exact: true });
  }

  trigger(name: IdFilterName): Locator {
    return this.region.getByRole('button', { name: new RegExp(`^${name}(, \\d+ selected)?$`) });
  }

  panel(name: IdFilterName): Locator {
    return this.page.getByRole('dialog', { name: panelNames[name] });
  }

  async open(name: IdFilterName): Promise<Locator> {
    await this.trigger(name).click();
    const panel = this.panel(name);
    await panel.getByRole('checkbox').first().waitFor();
    return panel;
  }

  option(panel: Locator, label: string): Locator {
    return panel.getByRole('checkbox', { name: label, exact: true });
  }

  /** Ticks the options and applies them: one history entry. */
  async choose(name: IdFilterName, labels: readonly string[]): Promise<void> {
    const panel = await this.open(name);
    for (const label of labels) await this.option(panel, label).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
  }

  direction(label: 'All' | 'Inflows' | 'Outflows'): Locator {
    return this.region.getByRole('radio', { name: label });
  }

  chip(text: string): Locator {
    return this.region.getByRole('button', { name: `Remove ${text}`, exact: true });
  }

  get chips(): Locator {
    return this.region.getByRole('list', { name: 'Active filters' }).getByRole('button');
  }

  get clearFilters(): Locator {
    return this.region.getByRole('button', { name: 'Clear filters' });
  }

  get previousPeriod(): Locator {
    return this.region.getByRole('button', { name: 'Previous period' });
  }

  get nextPeriod(): Locator {
    return this.region.getByRole('button', { name: 'Next period' });
  }

  dateInput(label: 'From' | 'To'): Locator {
    return this.region.getByLabel(label, { exact: true });
  }

  async openCopyLink(): Promise<Locator> {
    await this.region.getByRole('button', { name: 'Copy link' }).click();
    return this.page.getByRole('dialog', { name: 'Copy link' });
  }

  get copied(): Locator {
    return this.region.getByRole('status').filter({ hasText: 'Link copied' });
  }
}
