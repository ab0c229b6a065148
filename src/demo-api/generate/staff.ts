import type { Cents } from '../money.ts';
import type { Random } from '../random.ts';

/** How one group of a company's staff moves: its hiring plan, pay band, turnover and yearly pay review. */
export type StaffPlan = {
  /** The headcount the company aims for in a month of history (0 the first, partial one), at scale 1. */
  headcount: (monthNumber: number, calendarMonth: number) => number;
  /** Monthly net pay of a hire, in cents: lowest and highest. */
  pay: readonly [Cents, Cents];
  /** Share of the group leaving in a year. */
  turnover: number;
  /** The calendar month (0 January) pay is reviewed in, and the average raise then. */
  raise: { month: number; average: number };
  /** Chance an open position is filled in a given month: recruiting takes time. */
  hiring: number;
  /** How far a month's slip strays from the agreed pay, either way: overtime, absences, meal vouchers by working day. */
  variable: number;
};

type Employee = { pay: Cents };

/**
 * One group of staff, month by month: people leave (their last pay for the days worked, with the
 * leave they did not take), positions open as the plan grows or people go and are filled after a
 * while (the first pay for the days worked), fixed-term contracts end when the plan shrinks, and
 * pay is reviewed once a year, each person with a raise of their own.
 */
export class Staff {
  private people: Employee[] | null = null;

  constructor(
    private readonly random: Random,
    private readonly plan: StaffPlan,
    private readonly scale: number,
  ) {}

  /** The month's net pay slips, in cents: call it every month of history, in order. */
  payslips(monthNumber: number, calendarMonth: number): Cents[] {
    const target = this.target(monthNumber, calendarMonth);
    // The first month's staff was already there: nobody joins or leaves the history's first day.
    if (this.people === null) this.people = Array.from({ length: target }, () => ({ pay: this.hirePay() }));
    else if (calendarMonth === this.plan.raise.month) this.review();
    const leaving = this.leavers(this.people, target);
    const slips = this.people.map((person) => (leaving.has(person) ? this.finalPay(person) : this.monthsPay(person)));
    this.people = this.people.filter((person) => !leaving.has(person));
    for (let open = target - this.people.length; open > 0; open--) {
      if (!this.random.chance(this.plan.hiring)) continue;
      const person = { pay: this.hirePay() };
      this.people.push(person);
      slips.push(Math.round((person.pay * this.random.int(25, 100)) / 100));
    }
    return slips;
  }

  private target(monthNumber: number, calendarMonth: number): number {
    const wanted = this.plan.headcount(monthNumber, calendarMonth);
    return wanted <= 0 ? 0 : Math.max(1, Math.round(wanted * this.scale));
  }

  /** Those who resign this month, and the latest hires when the plan shrinks (their contracts end). */
  private leavers(people: readonly Employee[], target: number): Set<Employee> {
    const leaving = new Set(people.slice(Math.max(0, target)));
    for (const person of people) if (this.random.chance(this.plan.turnover / 12)) leaving.add(person);
    return leaving;
  }

  private monthsPay(person: Employee): Cents {
    return Math.round(person.pay * (1 + this.plan.variable * (2 * this.random.next() - 1)));
  }

  /** The days worked in the last month, and the untaken leave paid in lieu. */
  private finalPay(person: Employee): Cents {
    return Math.round((person.pay * (this.random.int(20, 100) + this.random.int(10, 60))) / 100);
  }

  /** The yearly review: from no raise to twice the average, person by person. */
  private review(): void {
    for (const person of this.people ?? []) person.pay = Math.round(person.pay * (1 + this.plan.raise.average * 2 * this.random.next()));
  }

  private hirePay(): Cents {
    return this.random.int(this.plan.pay[0], this.plan.pay[1]);
  }
}
