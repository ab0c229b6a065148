import { isApiError } from '../../api/api-error.ts';

/** A currency offered for the report, and why it is offered. */
export type CurrencyChoice = { code: string; note: string };

/** A code typed in ("chf ") as the API takes it ("CHF"), or null while it is not three letters. */
export function normaliseCurrencyCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/**
 * The workspace currency first, then the currencies the workspace's accounts hold (A to Z),
 * then a code chosen by typing that is neither: each code once.
 */
export function currencyChoices(input: {
  workspace: string | undefined;
  accounts: readonly { currency: string }[];
  chosen: string | undefined;
}): CurrencyChoice[] {
  const choices: CurrencyChoice[] = input.workspace ? [{ code: input.workspace, note: 'Workspace currency' }] : [];
  const taken = (code: string) => choices.some((choice) => choice.code === code);
  for (const code of [...new Set(input.accounts.map((account) => account.currency))].sort()) {
    if (!taken(code)) choices.push({ code, note: 'Currency of an account' });
  }
  if (input.chosen && !taken(input.chosen)) choices.push({ code: input.chosen, note: 'Typed in' });
  return choices;
}

/** The API's answer for a report currency it has no rates for (400 `invalid_parameter` on `currency`). */
export function isRefusedCurrency(error: unknown): boolean {
  return isApiError(error) && error.code === 'invalid_parameter' && error.param === 'currency';
}

/** What the field says when the API refuses a code: the code, the API's own words, and what stays on screen. */
export function refusalText(code: string, apiMessage: string): string {
  const sentence = /[.!?]$/.test(apiMessage.trim()) ? apiMessage.trim() : `${apiMessage.trim()}.`;
  return `The API cannot report in ${code}: ${sentence} The figures below stay in the last accepted currency.`;
}
