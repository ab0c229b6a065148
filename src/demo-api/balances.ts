import type { Day } from './calendar.ts';
import type { Cents } from './money.ts';
import type { AccountRecord } from './model.ts';
import { TxFlag, type TransactionTable } from './transaction-table.ts';

/**
 * End-of-day balance of every account for every day of the data, so a summary reads a balance in O(1).
 * Duplicates never move a balance. Before its opening date an account holds its opening balance.
 */
export class AccountBalances {
  private readonly endOfDay: Float64Array[];

  constructor(
    table: TransactionTable,
    private readonly accounts: AccountRecord[],
    private readonly firstDay: Day,
    private readonly lastDay: Day,
  ) {
    const days = lastDay - firstDay + 1;
    const daily = accounts.map(() => new Float64Array(days));
    for (let serial = 0; serial < table.size; serial++) {
      const day = table.day[serial]!;
      const account = accounts[table.account[serial]!]!;
      if (table.flags[serial]! & TxFlag.duplicate || day < account.openingDay || day > lastDay) continue;
      daily[account.index]![day - firstDay]! += table.amount[serial]!;
    }
    this.endOfDay = daily.map((movements, index) => {
      const opening = accounts[index]!;
      let running = opening.openingBalance;
      return movements.map((amount, offset) => (firstDay + offset < opening.openingDay ? running : (running += amount)));
    });
  }

  at(accountIndex: number, day: Day): Cents {
    const account = this.accounts[accountIndex]!;
    if (day < Math.max(this.firstDay, account.openingDay)) return account.openingBalance;
    return this.endOfDay[accountIndex]![Math.min(day, this.lastDay) - this.firstDay]!;
  }
}
