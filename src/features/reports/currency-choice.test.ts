import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { currencyChoices, isRefusedCurrency, normaliseCurrencyCode, refusalText } from './currency-choice.ts';

const accounts = (...codes: string[]) => codes.map((currency) => ({ currency }));

describe('currencyChoices', () => {
  it('offers the workspace currency first, then every account currency once, A to Z', () => {
    expect(currencyChoices({ workspace: 'EUR', accounts: accounts('USD', 'EUR', 'GBP', 'USD'), chosen: undefined })).toEqual([
      { code: 'EUR', note: 'Workspace currency' },
      { code: 'GBP', note: 'Currency of an account' },
      { code: 'USD', note: 'Currency of an account' },
    ]);
  });

  it('offers a currency of a real workspace the demo has no rates for', () => {
    const codes = currencyChoices({ workspace: 'SEK', accounts: accounts('NOK', 'DKK'), chosen: undefined }).map((choice) => choice.code);
    expect(codes).toEqual(['SEK', 'DKK', 'NOK']);
  });

  it('keeps a typed-in code among the choices, once', () => {
    expect(currencyChoices({ workspace: 'EUR', accounts: accounts('USD'), chosen: 'JPY' }).at(-1)).toEqual({
      code: 'JPY',
      note: 'Typed in',
    });
    expect(currencyChoices({ workspace: 'EUR', accounts: accounts('USD'), chosen: 'USD' })).toHaveLength(2);
  });

  it('offers the accounts’ currencies while the workspace currency is not known yet', () => {
    expect(currencyChoices({ workspace: undefined, accounts: accounts('CHF'), chosen: undefined })).toEqual([
      { code: 'CHF', note: 'Currency of an account' },
    ]);
  });
});

describe('normaliseCurrencyCode', () => {
  it('takes three letters in any case, trimmed, as the API writes them', () => {
    expect(normaliseCurrencyCode(' chf ')).toBe('CHF');
  });

  it('refuses anything that is not three letters', () => {
    expect(['', 'CH', 'EURO', 'E1R', '€'].map(normaliseCurrencyCode)).toEqual([null, null, null, null, null]);
  });
});

describe('isRefusedCurrency', () => {
  const refusal = (param: string) =>
    new ApiError({ kind: 'http', status: 400, endpoint: '/transactions/summary', code: 'invalid_parameter', param, message: 'no rates' });

  it('recognises the API refusing the report currency, and only that', () => {
    expect(isRefusedCurrency(refusal('currency'))).toBe(true);
    expect(isRefusedCurrency(refusal('direction'))).toBe(false);
    expect(isRefusedCurrency(new Error('offline'))).toBe(false);
  });
});

describe('refusalText', () => {
  it('names the code, quotes the API as one sentence, and says the figures stay', () => {
    expect(refusalText('JPY', 'currency must be a code the workspace has rates for')).toBe(
      'The API cannot report in JPY: currency must be a code the workspace has rates for.' +
        ' The figures below stay in the last accepted currency.',
    );
    expect(refusalText('JPY', 'No rates.')).toBe(
      'The API cannot report in JPY: No rates. The figures below stay in the last accepted currency.',
    );
  });
});
