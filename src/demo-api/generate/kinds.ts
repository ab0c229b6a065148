import { toIsoDate, type Day } from '../calendar.ts';
import { mix } from '../random.ts';
import { merchantOf } from './merchants.ts';
import { COMMENTS } from './names.ts';

/** What produced a transaction; the description and bank details are derived from it on demand. */
export const KIND = {
  inserted: 0,
  customerReceipt: 1,
  onlinePayout: 2,
  interest: 3,
  supplierRefund: 4,
  unknownInflow: 5,
  financing: 6,
  salary: 7,
  socialCharges: 8,
  rent: 9,
  vat: 10,
  corporateTax: 11,
  subscription: 12,
  supplierPayment: 13,
  cardExpense: 14,
  bankFee: 15,
  loanRepayment: 16,
  capex: 17,
  transfer: 18,
  unknownOutflow: 19,
  utilities: 20,
  insurance: 21,
  cashExpense: 22,
  bonus: 23,
  dividend: 24,
  cardSettlement: 25,
  directDebitCollection: 26,
  creditDrawdown: 27,
  creditRepayment: 28,
  interestPaid: 29,
  cloudUsage: 30,
  cashDeposit: 31,
} as const;

export type RowText = { description: string | null; reference: string | null; additional: string | null };

/** Deterministic text of a generated row; `variant` is the row's random word. */
export function describeKind(kind: number, variant: number, day: Day, counterpartyName: string | null): RowText {
  const date = toIsoDate(day);
  const year = date.slice(0, 4);
  const month = date.slice(0, 7);
  const invoice = `INV-${year}-${String(variant % 100_000).padStart(5, '0')}`;
  const who = counterpartyName ?? 'UNKNOWN';
  switch (kind) {
    case KIND.customerReceipt:
      return { description: `Payment ${invoice} ${who}`, reference: invoice, additional: 'SEPA CREDIT TRANSFER' };
    case KIND.onlinePayout:
      return { description: 'Stripe payout', reference: `po_${variant.toString(36)}`, additional: null };
    case KIND.interest:
      return { description: `Interest ${month}`, reference: null, additional: null };
    case KIND.supplierRefund:
      return {
        description: `Refund credit note CN-${(variant % 9000) + 1000}`,
        reference: `CN-${(variant % 9000) + 1000}`,
        additional: null,
      };
    case KIND.unknownInflow:
      return { description: `VIR RECU ${variant % 1_000_000}`, reference: null, additional: null };
    case KIND.dividend:
      return { description: `Dividend payment ${year}`, reference: `DIV-${year}`, additional: null };
    case KIND.financing:
      return { description: `Funds received ${who}`, reference: `CONTRACT-${variant % 10_000}`, additional: null };
    case KIND.salary:
      return {
        description: `Salary ${month} employee ${String(variant % 10_000).padStart(4, '0')}`,
        reference: `PAY-${month}`,
        additional: 'SALAIRE',
      };
    case KIND.bonus:
      return {
        description: `Annual bonus ${year} employee ${String(variant % 10_000).padStart(4, '0')}`,
        reference: `BONUS-${year}`,
        additional: null,
      };
    case KIND.socialCharges:
      return { description: `URSSAF contributions ${month}`, reference: `DUE-${month}`, additional: 'SEPA DIRECT DEBIT' };
    case KIND.rent:
      return { description: `Office rent ${month}`, reference: `LOYER-${month}`, additional: 'SEPA DIRECT DEBIT' };
    case KIND.vat:
      return { description: `VAT return ${month}`, reference: `TVA-${month}`, additional: null };
    case KIND.corporateTax:
      return { description: `Corporate tax instalment ${month}`, reference: `IS-${month}`, additional: null };
    case KIND.subscription:
      return { description: `${who} subscription`, reference: `SUB-${variant % 100_000}`, additional: `CARD ${1000 + (variant % 9000)}` };
    case KIND.supplierPayment:
      return { description: `Supplier invoice ${invoice} ${who}`, reference: invoice, additional: 'SEPA CREDIT TRANSFER' };
    case KIND.cardExpense:
      return { description: `Card payment ${merchantOf(variant).name}`, reference: null, additional: `CARD ${1000 + (variant % 9000)}` };
    case KIND.cashExpense:
      return { description: `Cash ${merchantOf(variant).name}`, reference: null, additional: null };
    case KIND.bankFee:
      return { description: `Account fees ${month}`, reference: null, additional: null };
    case KIND.loanRepayment:
      return { description: `Loan instalment ${month}`, reference: `LOAN-${variant % 1000}`, additional: 'SEPA DIRECT DEBIT' };
    case KIND.capex:
      return { description: `Equipment ${invoice} ${who}`, reference: invoice, additional: null };
    case KIND.transfer:
      return { description: 'Transfer between own accounts', reference: `TRF-${variant % 1_000_000}`, additional: null };
    case KIND.unknownOutflow:
      return { description: `PRLV SEPA ${variant % 1_000_000}`, reference: null, additional: null };
    case KIND.utilities:
      return { description: `Electricity ${month}`, reference: `EDF-${variant % 100_000}`, additional: 'SEPA DIRECT DEBIT' };
    case KIND.cardSettlement:
      return {
        description: `Card settlement ${date} ${who}`,
        reference: `STL-${date.replaceAll('-', '')}-${variant % 1000}`,
        additional: 'CARD ACQUIRING',
      };
    case KIND.directDebitCollection:
      return {
        description: `SEPA direct debit collection ${month}`,
        reference: `COLL-${month}-${variant % 100}`,
        additional: 'SEPA DIRECT DEBIT COLLECTION',
      };
    case KIND.creditDrawdown:
      return { description: `Credit line drawdown ${who}`, reference: `RCF-${variant % 10_000}`, additional: null };
    case KIND.creditRepayment:
      return { description: `Credit line repayment ${who}`, reference: `RCF-${variant % 10_000}`, additional: null };
    case KIND.interestPaid:
      return { description: `Credit line interest ${month}`, reference: `INT-${month}`, additional: 'SEPA DIRECT DEBIT' };
    case KIND.cloudUsage:
      return { description: `${who} usage ${month}`, reference: `EUINV-${variant % 1_000_000}`, additional: 'INTERNATIONAL TRANSFER' };
    case KIND.cashDeposit:
      return { description: `Cash deposit store ${1 + (variant % 14)}`, reference: null, additional: 'VERSEMENT ESPECES' };
    case KIND.insurance:
      return { description: `Insurance premium ${year}`, reference: `POL-${variant % 100_000}`, additional: null };
    default:
      return { description: null, reference: null, additional: null };
  }
}

/** About 3% of rows carry a user comment. */
export function commentFor(variant: number): string | null {
  const roll = mix(variant, 7) % 100;
  return roll < 3 ? (COMMENTS[roll + (variant % 4)] ?? null) : null;
}

/** A stable IBAN-like identifier for a party. */
export function ibanFor(seed: number): string {
  const digits = String(mix(seed, 1)).padStart(10, '0') + String(mix(seed, 2)).padStart(10, '0');
  return `FR76 ${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8, 12)} ${digits.slice(12, 16)} ${digits.slice(16, 20)} 123`;
}
