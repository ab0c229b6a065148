import { describe, expect, it } from 'vitest';
import { lateForecastsWords, lateSideWords, nothingLateWords } from './late-forecasts.ts';

const receipts = lateSideWords('receipts', '€400.00', 2).join('');
const payments = lateSideWords('payments', '€100.00', 1).join('');

describe('lateForecastsWords', () => {
  it('says what is left out and the low were they all to arrive today', () => {
    expect(lateForecastsWords({ counted: false, receipts, payments, oldest: '1 Oct 2026', otherLowest: '€9,200.00' }).join('')).toBe(
      'Not counted, as nothing says they will arrive: late receipts of €400.00 to collect (2 forecasts) and ' +
        'late payments of €100.00 to pay (1 forecast), the oldest from 1 Oct 2026. ' +
        'If they all arrived today the lowest would be €9,200.00.',
    );
  });

  it('says what is counted and the low without them', () => {
    expect(lateForecastsWords({ counted: true, receipts, payments, oldest: '1 Oct 2026', otherLowest: '€8,900.00' }).join('')).toBe(
      'Counted as arriving today: late receipts of €400.00 to collect (2 forecasts) and ' +
        'late payments of €100.00 to pay (1 forecast), the oldest from 1 Oct 2026. Without them the lowest would be €8,900.00.',
    );
  });

  it('ends after the sides where the figures have no other low to give', () => {
    expect(lateForecastsWords({ counted: true, receipts, payments, oldest: '1 Oct 2026', otherLowest: null }).join('')).toMatch(
      /the oldest from 1 Oct 2026\.$/,
    );
  });

  it('hands back the parts it was given, in their place, so the browser can draw them as elements', () => {
    const amount = { drawn: '€400.00' };
    const side = lateSideWords('receipts', amount, 1);
    expect(side).toEqual(['late receipts of ', amount, ' to collect (1 forecast)']);
    const sentence = lateForecastsWords({ counted: false, receipts: amount, payments: amount, oldest: amount, otherLowest: amount });
    expect(sentence.filter((part) => part === amount)).toHaveLength(4);
  });
});

describe('nothingLateWords', () => {
  it('says nothing is late, with the day the search started when given', () => {
    expect(nothingLateWords().join('')).toBe('No receipt or payment is late.');
    expect(nothingLateWords('1 Aug 2026').join('')).toBe('No receipt or payment is late (looked for from 1 Aug 2026).');
  });
});
