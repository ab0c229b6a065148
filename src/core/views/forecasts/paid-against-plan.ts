import type { Forecast } from '../../api/schemas/forecast.ts';
import type { Transaction } from '../../api/schemas/transaction.ts';
import { type Cents, parseMoney } from '../../money.ts';

/**
 * What a realised forecast was paid, against its plan. Both figures are read in the plan's
 * direction: `paid` 4,202.28 on a plan of 3,870.16 (or −3,870.16) is `difference` +332.12,
 * money moved beyond the plan whether it came in or went out.
 */
export type PaidAgainstPlan =
  | { kind: 'compared'; currency: string; paid: Cents; difference: Cents }
  /** A payment in another currency is converted by the API at its day's rate, which it does not give: shown as paid, not compared. */
  | { kind: 'other-currency'; paid: readonly { currency: string; amount: Cents }[] };

type Payment = Pick<Transaction, 'amount' | 'currency'>;
type Planned = Pick<Forecast, 'status' | 'amount' | 'currency'> & { linked_transactions: readonly (string | Payment)[] };

/**
 * A realised forecast's payments against its plan; null for any other status or when the
 * transactions are ids, not expanded. The one place that knows how the API ties a forecast to
 * its payments (its `linked_transactions`, spec 3: realised once they leave nothing remaining).
 * Read on demand, when a realised forecast's details are opened: the month's own request does
 * not expand its transactions.
 * @example paidAgainstPlan({ status: 'realised', amount: '3870.16', currency: 'EUR', linked_transactions: [{ amount: '4202.28', currency: 'EUR' }] })
 *   // { kind: 'compared', currency: 'EUR', paid: 420228n, difference: 33212n }
 */
export function paidAgainstPlan(forecast: Planned): PaidAgainstPlan | null {
  if (forecast.status !== 'realised') return null;
  const linked = forecast.linked_transactions.filter((item): item is Payment => typeof item === 'object');
  if (linked.length === 0 || linked.length !== forecast.linked_transactions.length) return null;
  const planned = parseMoney(forecast.amount);
  const direction = planned < 0n ? -1n : 1n;
  const byCurrency = new Map<string, Cents>();
  for (const { amount, currency } of linked) byCurrency.set(currency, (byCurrency.get(currency) ?? 0n) + parseMoney(amount) * direction);
  if (byCurrency.size === 1 && byCurrency.has(forecast.currency)) {
    const paid = byCurrency.get(forecast.currency)!;
    return { kind: 'compared', currency: forecast.currency, paid, difference: paid - planned * direction };
  }
  return { kind: 'other-currency', paid: [...byCurrency].map(([currency, amount]) => ({ currency, amount })) };
}
