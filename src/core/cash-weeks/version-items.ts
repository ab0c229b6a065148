import { relationId } from '../api/schemas/common.ts';
import { startOfIsoWeek, type IsoDate } from '../calendar-date.ts';
import { absCents, toMoneyString } from '../money.ts';
import { cutName, plainText } from '../plain-text.ts';
import { isLate, isOutstanding } from '../runway/forecast-totals.ts';
import type { RunwayForecast } from '../runway/forecast-rates.ts';
import { tableInputs } from './cash-weeks-table.ts';
import { MAX_VERSION_ITEMS, type VersionItem } from './contract.ts';
import { weekColumns, type CashWeeksAnswers } from './week-requests.ts';

/**
 * Today's items from the table's own answers, by the rule a version keeps them (late forecasts
 * left out, the largest MAX_VERSION_ITEMS): what the page compares a chosen version's items with.
 *
 * @example largestMoves(chosen.items, currentVersionItems(answers, today), 8, context)
 */
export function currentVersionItems(answers: CashWeeksAnswers, today: IsoDate): VersionItem[] {
  return versionItems(tableInputs(answers, { today, countLate: false, minCash: null }).counted, today);
}

/** The largest forecasts still expected in the 13 weeks (late ones are not in a version), by size, then id. */
export function versionItems(counted: readonly RunwayForecast[], today: IsoDate): VersionItem[] {
  const weeks = weekColumns(today);
  const last = weeks.at(-1)!.to;
  return counted
    .filter(
      ({ forecast, remaining }) => isOutstanding(forecast.status) && remaining !== 0n && !isLate(forecast, today) && forecast.date <= last,
    )
    .sort((a, b) => {
      const [sizeA, sizeB] = [absCents(a.remaining), absCents(b.remaining)];
      return sizeA === sizeB ? a.forecast.id.localeCompare(b.forecast.id) : sizeA > sizeB ? -1 : 1;
    })
    .slice(0, MAX_VERSION_ITEMS)
    .map(({ forecast, remaining }) => ({
      forecastId: forecast.id,
      label: itemLabel(forecast),
      categoryId: relationId(forecast.category),
      week: startOfIsoWeek(forecast.date),
      amount: toMoneyString(remaining),
    }));
}

/** The counterparty's name when expanded, else the forecast's description, else "Forecast": one plain line, cut. */
function itemLabel(forecast: RunwayForecast['forecast']): string {
  const counterparty = forecast.counterparty !== null && typeof forecast.counterparty === 'object' ? forecast.counterparty.name : null;
  const label = plainText(counterparty ?? forecast.description ?? '').trim();
  return cutName(label === '' ? 'Forecast' : label);
}
