import type { Day } from './calendar.ts';
import type { Cents } from './money.ts';
import { createRandom } from './random.ts';

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

const RATE_SCALE = 1_000_000;
/** Euro value of one unit, in millionths, around which each daily rate wanders. */
const CENTRAL_RATES: Record<CurrencyCode, number> = { EUR: 1_000_000, USD: 920_000, GBP: 1_170_000, CHF: 1_050_000 };

export function isCurrency(code: string): code is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Deterministic daily exchange rates; days outside the generated range use the nearest generated day. */
export class FxRates {
  private readonly rates: Record<CurrencyCode, Int32Array>;

  constructor(
    seed: number,
    private readonly firstDay: Day,
    private readonly lastDay: Day,
  ) {
    const days = lastDay - firstDay + 1;
    this.rates = {
      EUR: new Int32Array(days).fill(RATE_SCALE),
      USD: randomWalk(seed, 'USD', days),
      GBP: randomWalk(seed, 'GBP', days),
      CHF: randomWalk(seed, 'CHF', days),
    };
  }

  /** Euro value of one unit of `currency` on `day`, in millionths. */
  rate(currency: CurrencyCode, day: Day): number {
    const index = Math.min(Math.max(day, this.firstDay), this.lastDay) - this.firstDay;
    return this.rates[currency][index] ?? RATE_SCALE;
  }

  /** Converts at the day's cross rate, rounding half away from zero once. */
  convert(cents: Cents, from: CurrencyCode, to: CurrencyCode, day: Day): Cents {
    if (from === to) return cents;
    return divideRounded(cents, this.rate(from, day), this.rate(to, day));
  }
}

function randomWalk(seed: number, currency: CurrencyCode, days: number): Int32Array {
  const random = createRandom(seed, `fx:${currency}`);
  const central = CENTRAL_RATES[currency];
  const rates = new Int32Array(days);
  let deviation = 0;
  for (let i = 0; i < days; i++) {
    deviation = deviation * 0.98 + (random.next() - 0.5) * 0.008;
    rates[i] = Math.round(central * (1 + deviation));
  }
  return rates;
}

/** cents * numerator / denominator, exact: integer products stay below 2^53 or fall back to BigInt. */
function divideRounded(cents: Cents, numerator: number, denominator: number): Cents {
  const product = cents * numerator;
  if (Number.isSafeInteger(product) && Math.abs(cents) < 1e9) {
    const sign = product < 0 ? -1 : 1;
    const magnitude = Math.abs(product);
    let quotient = Math.floor(magnitude / denominator);
    let remainder = magnitude - quotient * denominator;
    // The float quotient can land one off an integer boundary; the remainder tells and corrects it.
    if (remainder < 0) [quotient, remainder] = [quotient - 1, remainder + denominator];
    if (remainder >= denominator) [quotient, remainder] = [quotient + 1, remainder - denominator];
    return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
  }
  const big = BigInt(cents) * BigInt(numerator);
  const sign = big < 0n ? -1n : 1n;
  const magnitude = big * sign;
  const denom = BigInt(denominator);
  const quotient = magnitude / denom;
  const rounded = (magnitude % denom) * 2n >= denom ? quotient + 1n : quotient;
  return Number(rounded * sign);
}
