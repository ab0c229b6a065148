import { expect, type Locator, type Page } from '@playwright/test';
import { FilterBar } from '../pages/filter-bar.ts';
import { ForecastsPage } from '../pages/forecasts-page.ts';
import { TransactionsPage } from '../pages/transactions-page.ts';

/**
 * A state of a view, reached as a reader reaches it: a link, then what they press; loaded once its first figure shows,
 * or what it names.
 */
export type ViewState = { name: string; path: string; act?: (page: Page) => Promise<void>; loaded?: (page: Page) => Locator };

const SCENARIO = '?scenario1=Late+customers~delay(45,in)~add(out,6500,monthly,2026-12-01,open,New+hire)&scenario2=Lost+deal~scale(-20,in)';

/**
 * Every view and the states a reader opens in it (dialogs, a filter, the list and calendar,
 * scenarios, every report mode): the accessibility suite checks each, and presentation mode
 * must hold in each.
 */
export const VIEW_STATES: ViewState[] = [
  { name: 'cash position', path: '/' },
  { name: 'shortcuts dialog', path: '/', act: async (page) => page.keyboard.press('?') },
  { name: 'accounts', path: '/accounts' },
  // A balance alert's link: the accounts it selects and their balance (here in pounds and dollars, converted).
  {
    name: 'accounts, two selected',
    path: '/accounts?account_id=74932226-b59f-4007-8401-f015716fa8b8,c9fd6fec-0e9b-4b78-b655-2b362ec82829',
  },
  { name: 'transactions', path: '/transactions' },
  {
    name: 'transactions, a filter open',
    path: '/transactions',
    act: async (page) => void (await new FilterBar(page).open('Categories')),
  },
  {
    name: 'transaction details',
    path: '/transactions',
    act: async (page) => {
      const transactions = new TransactionsPage(page);
      await transactions.waitForRows();
      await transactions.rows.first().click();
      await expect(transactions.details).toBeVisible();
    },
  },
  // A phone opens the list by default: the calendar is asked for by name.
  { name: 'forecast calendar', path: '/forecasts?view=calendar' },
  { name: 'forecast list', path: '/forecasts?view=list' },
  {
    name: 'a forecast day',
    path: '/forecasts?view=calendar',
    act: async (page) => {
      await new ForecastsPage(page).moreButtons().first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'forecast details',
    path: '/forecasts?view=list&status=planned',
    act: async (page) => {
      const forecasts = new ForecastsPage(page);
      await forecasts.agenda.getByRole('button').first().click();
      await expect(forecasts.dialog.getByRole('heading', { name: 'What if it does not happen?' })).toBeVisible();
    },
  },
  { name: 'scenarios', path: `/forecasts${SCENARIO}&horizon=12&min_cash=5000000` },
  // A projected-cash alert's link: a horizon in weeks.
  { name: 'projected cash over 8 weeks', path: '/forecasts?horizon_weeks=8&min_cash=5000000&overdue=include' },
  { name: 'overdue book', path: '/overdue' },
  // A late-items alert's link.
  { name: 'overdue book, late by more than 30 days', path: '/overdue?direction=inflow&late_over=30' },
  { name: 'board pack', path: '/board-pack' },
  { name: 'an address that is no view', path: '/nope', loaded: (page) => page.getByRole('heading', { name: 'Page not found' }) },
  { name: 'reports', path: '/reports' },
  {
    name: 'reports, filters and options unfolded',
    path: '/reports?group_by=counterparty',
    act: async (page) => {
      const line = page.locator('summary', { hasText: 'Filters and options' });
      // A phone folds them behind that line; a wider screen shows them, forced open by CSS, which
      // axe does not see through: it skips a closed details element's content, so it is opened.
      if (await line.isVisible()) await line.click();
      else await line.evaluate((summary) => summary.parentElement?.setAttribute('open', ''));
      await expect(page.getByRole('search', { name: 'Filters' })).toBeVisible();
    },
  },
  { name: 'reports by category', path: '/reports?group_by=category' },
  { name: 'reports by counterparty, lines', path: '/reports?group_by=counterparty&chart=lines' },
  { name: 'reports by activity against the previous year', path: '/reports?group_by=activity&compare=previous_year' },
  { name: 'forecast against actual', path: '/reports?mode=forecast_vs_actual' },
  {
    name: 'a report chart from the keyboard, its figures open',
    path: '/reports?group_by=category',
    act: async (page) => {
      const chart = page.getByTestId('report-chart');
      await chart.getByText('Show the chart’s figures as a table').click();
      await expect(chart.getByRole('table')).toBeVisible();
      // Back to the top, as the view opens: axe counts any target scrolled under the sticky header as obscured, chart or not.
      await page.evaluate(() => window.scrollTo(0, 0));
      const bar = chart.getByRole('group', { name: /: the bars$/ }).getByRole('link');
      await bar.focus();
      await page.keyboard.press('ArrowRight');
      await expect(chart.getByRole('group', { name: /: the bars$/ }).getByRole('link')).toBeFocused();
      // The whole chart in sight under the header, its legend above the focused bars: focusing them scrolled the
      // plot's top just under the header, leaving the legend's buttons under it.
      await chart.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
  },
];
