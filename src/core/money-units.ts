/** How a dense table writes its figures: to the cent, in whole units, or in thousands. Totals stay sums of exact parts. */
export const moneyUnits = ['exact', 'whole', 'thousands'] as const;
export type MoneyUnits = (typeof moneyUnits)[number];
