import type { Cents } from '../money.ts';
import type { Random } from '../random.ts';

/** What a merchant sells, and the category (template code) its receipts are booked in. */
export const TRADE_CATEGORY = {
  flight: 'travel',
  train: 'travel',
  taxi: 'travel',
  hotel: 'travel',
  fuel: 'travel',
  coffee: 'meals',
  restaurant: 'meals',
  foodDelivery: 'meals',
  stationery: 'office_supplies',
  postage: 'office_supplies',
  electronics: 'office_supplies',
  furniture: 'office_supplies',
  advertising: 'marketing',
  print: 'marketing',
  software: 'software',
  hardware: 'maintenance',
} as const;

export type Trade = keyof typeof TRADE_CATEGORY;

/** A shop, airline or service paid by card or cash; a bill is between `min` and `max` in its own currency. */
export type Merchant = { name: string; trade: Trade; currency: 'EUR' | 'GBP'; min: number; max: number };

/**
 * Every merchant of every company. A row's variant carries its merchant's position here (see
 * merchantVariant), so its description and its category always agree.
 */
export const MERCHANTS: readonly Merchant[] = [
  { name: 'SNCF Voyageurs', trade: 'train', currency: 'EUR', min: 25, max: 190 },
  { name: 'Air France', trade: 'flight', currency: 'EUR', min: 120, max: 950 },
  { name: 'Lufthansa', trade: 'flight', currency: 'EUR', min: 140, max: 1_100 },
  { name: 'Transavia', trade: 'flight', currency: 'EUR', min: 60, max: 380 },
  { name: 'Uber', trade: 'taxi', currency: 'EUR', min: 9, max: 65 },
  { name: 'G7 Taxi', trade: 'taxi', currency: 'EUR', min: 14, max: 80 },
  { name: 'Hotel Ibis', trade: 'hotel', currency: 'EUR', min: 79, max: 290 },
  { name: 'Booking.com', trade: 'hotel', currency: 'EUR', min: 95, max: 640 },
  { name: 'TotalEnergies', trade: 'fuel', currency: 'EUR', min: 35, max: 110 },
  { name: 'Starbucks', trade: 'coffee', currency: 'EUR', min: 4, max: 28 },
  { name: 'Le Pain Quotidien', trade: 'restaurant', currency: 'EUR', min: 14, max: 95 },
  { name: 'Brasserie Flo', trade: 'restaurant', currency: 'EUR', min: 30, max: 420 },
  { name: 'Deliveroo', trade: 'foodDelivery', currency: 'EUR', min: 18, max: 180 },
  { name: 'Bureau Vallée', trade: 'stationery', currency: 'EUR', min: 6, max: 160 },
  { name: 'Amazon Business EU', trade: 'stationery', currency: 'EUR', min: 12, max: 380 },
  { name: 'La Poste', trade: 'postage', currency: 'EUR', min: 2, max: 45 },
  { name: 'Fnac Pro', trade: 'electronics', currency: 'EUR', min: 25, max: 650 },
  { name: 'IKEA Business', trade: 'furniture', currency: 'EUR', min: 40, max: 900 },
  { name: 'Google Ads', trade: 'advertising', currency: 'EUR', min: 60, max: 2_400 },
  { name: 'LinkedIn Ads', trade: 'advertising', currency: 'EUR', min: 80, max: 2_000 },
  { name: 'Vistaprint', trade: 'print', currency: 'EUR', min: 30, max: 450 },
  { name: 'Canva', trade: 'software', currency: 'EUR', min: 12, max: 110 },
  { name: 'Calendly', trade: 'software', currency: 'EUR', min: 10, max: 90 },
  { name: 'Leroy Merlin Pro', trade: 'hardware', currency: 'EUR', min: 15, max: 480 },
  { name: 'Würth France', trade: 'hardware', currency: 'EUR', min: 20, max: 620 },
  { name: 'British Airways', trade: 'flight', currency: 'GBP', min: 90, max: 850 },
  { name: 'Transport for London', trade: 'train', currency: 'GBP', min: 3, max: 45 },
  { name: 'Premier Inn', trade: 'hotel', currency: 'GBP', min: 70, max: 230 },
  { name: 'Pret A Manger', trade: 'coffee', currency: 'GBP', min: 3, max: 22 },
  { name: 'Dishoom', trade: 'restaurant', currency: 'GBP', min: 20, max: 160 },
  { name: 'WHSmith', trade: 'stationery', currency: 'GBP', min: 4, max: 60 },
];

const POSITION = new Map(MERCHANTS.map((merchant, index) => [merchant.name, index]));

/** A company's merchants with how often (out of 100) its team pays each: see MonthWriter.weighted. */
export type MerchantMix = readonly (readonly [name: string, weight: number])[];

/** The merchant a row's variant stands for. */
export function merchantOf(variant: number): Merchant {
  return MERCHANTS[variant % MERCHANTS.length]!;
}

/**
 * A random 32-bit variant that stands for the merchant at `position`: the other uses of a variant
 * (card number, comment) still see a random number. One draw, as MonthWriter.emit would make.
 */
export function merchantVariant(random: Random, position: number): number {
  const slots = Math.floor(2 ** 32 / MERCHANTS.length);
  return (random.uint32() % slots) * MERCHANTS.length + position;
}

/** The position of a merchant by name; a name not in MERCHANTS is a programming error. */
export function merchantPosition(name: string): number {
  const position = POSITION.get(name);
  if (position === undefined) throw new Error(`unknown merchant ${name}`);
  return position;
}

/** One bill of that merchant, in cents of its currency: most near its least. */
export function merchantBill(random: Random, merchant: Merchant): Cents {
  return Math.round(merchant.min * 100 * (merchant.max / merchant.min) ** (random.next() ** 1.8));
}
