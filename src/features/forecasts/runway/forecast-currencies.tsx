import { agreeing, plural } from '../../../core/words/words.ts';
import { toMoneyString } from '../../../core/money.ts';
import type { Account } from '../../../core/api/schemas/account.ts';
import { Amount } from '../../../components/amount.tsx';
import { formatDate } from '../../../core/calendar-date.ts';
import { type ConvertedForecasts, type CurrencyForecasts, rateText } from '../../../core/runway/forecast-rates.ts';

const forecasts = (count: number) => plural(count, 'forecast');

/**
 * Each converted currency with everything needed to check it: how many forecasts and what they
 * still expect, the rate, where the API gave it (its balances of the accounts held in that
 * currency, in both currencies, on the day) and what they come to in the workspace currency.
 */
type Props = { converted: readonly ConvertedForecasts[]; into: string; accounts: readonly Account[] };

export function ConvertedCurrencies({ converted, into, accounts }: Props) {
  if (converted.length === 0) return null;
  return (
    <li>
      Forecasts in other currencies are converted to {into} at the API's rate of today, each to the cent (half away from zero), and counted:
      <ul>
        {converted.map(({ currency, count, remaining, rate, converted: inWorkspace }) => (
          <li key={currency} data-converted={currency} data-count={count} data-rate={rateText(rate)} data-rate-date={rate.date}>
            {currency}: {forecasts(count)} still expecting <Amount value={toMoneyString(remaining)} currency={currency} signed /> count as{' '}
            <Amount value={toMoneyString(inWorkspace)} currency={into} signed /> at {rateText(rate)} {into} per {currency}, the API's own
            conversion of {heldIn(accounts, currency)} at the end of {formatDate(rate.date)} (
            <Amount value={toMoneyString(rate.workspace)} currency={into} /> for{' '}
            <Amount value={toMoneyString(rate.own)} currency={currency} />
            ).
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Currencies no rate converts: their forecasts stay out of the projection, said with what they hold and why. */
export function UnconvertedCurrencies({ leftOut, accounts }: { leftOut: readonly CurrencyForecasts[]; accounts: readonly Account[] }) {
  if (leftOut.length === 0) return null;
  return (
    <li>
      Forecasts the API gives no rate for are not converted and not counted:
      <ul>
        {leftOut.map(({ currency, count, remaining }) => (
          <li key={currency} data-not-converted={currency} data-count={count}>
            {currency}: {forecasts(count)} still expecting <Amount value={toMoneyString(remaining)} currency={currency} signed />;{' '}
            {accounts.some((account) => account.currency === currency)
              ? `the accounts in ${currency} hold no balance today to derive a rate from.`
              : `no account holds ${currency}, so no balance of the API's gives a rate for it.`}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** "the balance of US dollar account", "the balances of US dollar account, Dollar savings". */
function heldIn(accounts: readonly Account[], currency: string): string {
  const names = accounts.filter((account) => account.currency === currency).map((account) => account.name);
  return `the ${agreeing(names.length, 'balance')} of ${names.join(', ')}`;
}
