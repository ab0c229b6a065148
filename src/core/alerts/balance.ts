import type { z } from 'zod/mini';
import { accountsRequest } from '../api/requests.ts';
import { accountsBalanceRequest, accountsLink } from '../views/accounts/accounts-search.ts';
import { accountSchema, type Account } from '../api/schemas/account.ts';
import { summarySchema } from '../api/schemas/summary.ts';
import { dataCompleteness } from '../data-completeness.ts';
import { parseMoney, type Cents } from '../money.ts';
import { closingBalance } from '../api/schemas/summary.ts';
import { describeStaleBalance } from '../runway/stale-balance.ts';
import { amountOf, type AlertMessage } from './alert-message.ts';
import type { balanceConditionSchema } from './contract.ts';
import type { ConditionReading, EvaluationContext } from './evaluation.ts';
import { capitalised, shownName, wordsFor } from '../words/words.ts';
import { UnreadableCondition } from './unreadable-condition.ts';

type BalanceCondition = z.infer<typeof balanceConditionSchema>;

/**
 * The balance of an account, a group or every account, in the workspace currency: the API's own
 * summary of today over those accounts, which converts other currencies at today's rate as the
 * overview's "Total cash" does (and /accounts for a selection). Two requests: the accounts (to name the scope) and that summary.
 */
export async function evaluateBalance(condition: BalanceCondition, context: EvaluationContext): Promise<ConditionReading> {
  const { read, today } = context;
  const accounts = (await read.list(accountsRequest(), accountSchema)).items;
  const inScope = scopeAccounts(condition, accounts);
  const ids = condition.scope.kind === 'total' ? undefined : inScope.map((account) => account.id);
  const summary = await read.get(accountsBalanceRequest(today, ids), summarySchema);
  const closing = closingBalance(summary);
  if (closing === undefined) throw new Error("The summary did not give today's balance (final_balance).");
  const balance = parseMoney(closing);
  const level = parseMoney(condition.amount);
  const holds = condition.when === 'under' ? balance < level : balance > level;
  const words = wordsFor(context.locale);
  const money = (cents: Cents) => words.money(cents, summary.currency);
  const what = scopeName(condition, inScope);
  const side = condition.when === 'under' ? 'under' : 'over';
  const reading = `${capitalised(what)} ${money(balance)}, ${holds ? side : `not ${side}`} ${money(level)}`;
  const stale = describeStaleBalance(dataCompleteness({ accounts: inScope, window: { from: today, to: today }, today }), context.locale);
  const message: AlertMessage = {
    subject: holds
      ? `${capitalised(what)} is ${side} ${money(level)}: ${money(balance)}`
      : `${capitalised(what)} is no longer ${side} ${money(level)}: ${money(balance)}`,
    summary: `${capitalised(what)} is ${money(balance)} today (${words.date(today)}), ${holds ? side : `not ${side}`} ${money(level)}.`,
    figures: [
      {
        label: `Balance, ${what}`,
        value: money(balance),
        note: `In ${summary.currency}`,
        amount: amountOf(balance, summary.currency),
        date: today,
      },
      { label: `Level (${side})`, value: money(level), amount: amountOf(level, summary.currency) },
    ],
    table: condition.scope.kind === 'total' ? null : accountsTable(inScope, words),
    assumptions: [
      summary.conversion.converted
        ? `Balances in ${summary.conversion.source_currencies.join(', ')} are converted to ${summary.currency} by the API at today's rate.`
        : `Every balance is in ${summary.currency}: nothing was converted.`,
      ...(stale ? [stale.short] : []),
    ],
    ...viewLink(ids),
  };
  return { holds, reading, message };
}

/** The view showing this figure: the overview's "Total cash", or /accounts with the scope's accounts selected and totalled. */
function viewLink(ids: readonly string[] | undefined): Pick<AlertMessage, 'link' | 'linkLabel'> {
  if (ids === undefined) return { link: '/', linkLabel: 'Open the overview' };
  return { link: accountsLink(ids), linkLabel: ids.length === 1 ? 'Open the account' : 'Open the accounts' };
}

function scopeAccounts(condition: BalanceCondition, accounts: readonly Account[]): Account[] {
  const { scope } = condition;
  if (scope.kind === 'total') return [...accounts];
  if (scope.kind === 'account') {
    const account = accounts.find((candidate) => candidate.id === scope.accountId);
    if (!account) throw new UnreadableCondition(`The account ${scope.accountId} is not in the API's list of accounts any more.`);
    return [account];
  }
  const members = accounts.filter((account) => account.group === scope.group);
  if (members.length === 0) throw new UnreadableCondition(`No account is in the group "${shownName(scope.group)}" any more.`);
  return members;
}

function scopeName(condition: BalanceCondition, inScope: readonly Account[]): string {
  const { scope } = condition;
  if (scope.kind === 'total') return 'total cash';
  if (scope.kind === 'account') return `the account ${shownName(inScope[0]?.name ?? scope.accountId)}`;
  return `the group ${shownName(scope.group)}`;
}

/** Each account of the scope in its own currency, as /accounts lists it. */
function accountsTable(accounts: readonly Account[], words: ReturnType<typeof wordsFor>): AlertMessage['table'] {
  return {
    title: 'Accounts',
    columns: ['Account', 'Balance', 'As of'],
    rows: accounts.map((account) => [
      shownName(account.name),
      words.money(parseMoney(account.balance), account.currency),
      words.date(account.balance_as_of),
    ]),
    amountColumns: [1],
    values: accounts.map((account) => [
      null,
      { amount: amountOf(parseMoney(account.balance), account.currency) },
      { date: account.balance_as_of },
    ]),
  };
}
