import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import { evaluateCondition } from '../src/core/alerts/evaluate.ts';
import type { AlertMessage } from '../src/core/alerts/alert-message.ts';
import type { AlertCondition, ScheduledCondition } from '../src/core/alerts/contract.ts';
import { accountSchema } from '../src/core/api/schemas/account.ts';
import { accountsRequest } from '../src/core/api/requests.ts';
import { createApiReader } from '../src/server/api-reader/api-reader.ts';
import { OverduePage } from './pages/overdue-page.ts';

/**
 * Issue 44, item 12: a message's link opens the view showing its figure. The message is written as the server writes
 * it (the core's evaluation, reading the same /api the page reads); the page at its link must show that figure.
 */
function readerOf(request: APIRequestContext) {
  return createApiReader(async (apiUrl) => {
    const answer = await request.get(apiUrl);
    return { status: answer.status(), body: await answer.text(), retryAfterS: null };
  });
}

async function messageOf(request: APIRequestContext, condition: Exclude<AlertCondition, ScheduledCondition>): Promise<AlertMessage> {
  const read = readerOf(request);
  const context = { today: E2E_TODAY, now: new Date(`${E2E_TODAY}T11:00:00Z`), timeZone: 'Europe/Paris', locale: 'en-GB' };
  return (await evaluateCondition(condition, { ...context, teamMinimum: null, read })).message;
}

const amountOf = (message: AlertMessage, label: string) => message.figures.find((figure) => figure.label.startsWith(label))?.amount;

test('a late-items link opens the book late by more than the rule’s days, totalling the message’s figure', async ({ page }) => {
  const message = await messageOf(page.request, { kind: 'late_items', direction: 'inflow', lateByDays: 30, above: '1.00', per: 'total' });
  expect(message.link).toBe('/overdue?direction=inflow&late_over=30');
  const figure = amountOf(message, 'Receipts late by more than 30 days');
  await page.goto(message.link);
  const overdue = new OverduePage(page);
  await expect(page.getByText('Only those late by more than 30 days, as a late-items alert counts them.')).toBeVisible();
  await expect(overdue.tile('receipts').locator('[data-amount]')).toHaveAttribute('data-amount', figure?.value ?? 'none');
  // Every late receipt again, one click away: more than the message counts.
  await page.getByRole('link', { name: 'Show every late forecast' }).click();
  await expect(page).toHaveURL(/\/overdue\?direction=inflow$/);
  await expect(overdue.tile('receipts').locator('[data-amount]')).not.toHaveAttribute('data-amount', figure?.value ?? 'none');
});

test('a projected-cash link projects to the rule’s last day, with the message’s lowest balance', async ({ page }) => {
  const message = await messageOf(page.request, { kind: 'projected_cash', level: { kind: 'zero' }, withinWeeks: 5, countLate: true });
  expect(message.link).toBe('/forecasts?horizon_weeks=5&overdue=include');
  const lowest = message.figures.find((figure) => figure.label === 'Lowest projected balance');
  await page.goto(message.link);
  await expect(page.getByRole('combobox', { name: 'Horizon' })).toHaveValue('weeks');
  await expect(page.getByRole('option', { name: '5 weeks' })).toHaveJSProperty('selected', true);
  const shown = page.locator('[data-runway-lowest]');
  await expect(shown).toHaveAttribute('data-date', lowest?.date ?? 'none');
  await expect(shown.locator('[data-amount]')).toHaveAttribute('data-amount', lowest?.amount?.value ?? 'none');
});

test('a balance link opens /accounts with the group’s accounts selected and their balance, the message’s figure', async ({ page }) => {
  const accounts = (await readerOf(page.request).list(accountsRequest(), accountSchema)).items;
  const group = accounts.filter((account) => account.group === 'Operating');
  const message = await messageOf(page.request, {
    kind: 'balance',
    scope: { kind: 'group', group: 'Operating' },
    when: 'under',
    amount: '1.00',
  });
  await page.goto(message.link);
  const selection = page.getByRole('region', { name: 'Selected accounts', exact: true });
  await expect(selection).toContainText(`${group.length} accounts of ${accounts.length} selected by the link`);
  await expect(selection.locator('[data-amount]')).toHaveAttribute('data-amount', amountOf(message, 'Balance')?.value ?? 'none');
  await expect(page.locator('tr[data-account-id]')).toHaveCount(group.length);
});
