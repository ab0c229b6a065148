import { useMemo } from 'react';
import { parseMoney } from '../../core/money.ts';
import { rateText } from '../../core/runway/forecast-rates.ts';
import { convertedForecastsSentence, leftOutForecastsSentence } from '../../core/words/conversion.ts';
import { runwayLateNote } from '../../core/words/late-forecasts.ts';
import { runwayLength } from '../../core/runway/runway-length.ts';
import { describeStaleBalance } from '../../core/runway/stale-balance.ts';
import { defaultRunwaySettings } from '../../core/runway/runway-settings.ts';
import { useCashRunway } from '../../components/runway/use-cash-runway.ts';
import { today } from '../../browser/page-meta.ts';
import { thirteenWeeks, weeksEnd } from '../../core/board-pack/thirteen-weeks.ts';

/**
 * The next 13 weeks by the runway itself (useCashRunway, the same requests and projection as /
 * and /forecasts), to the 13th week's end: today's cash in the workspace currency and every
 * outstanding forecast (one in another currency converted at the API's rate of today). Late
 * forecasts are left out, the runway's prudent default, and only counted for the note beside it.
 */
export function useThirteenWeeks({ enabled }: { enabled: boolean }) {
  const day = today();
  const runway = useCashRunway({ ...defaultRunwaySettings, horizonEnd: weeksEnd(day), enabled });
  // The same object while the runway is: the pack renders again with each of its answers.
  return useMemo(() => {
    if (runway.state !== 'success') return runway;
    return {
      state: 'success' as const,
      currency: runway.currency,
      weeks: thirteenWeeks(runway.runway, day, parseMoney(runway.startingBalance)),
      /** The runway the pack states: the first day under zero within the 13 weeks, or beyond them. */
      length: runwayLength(runway.runway, day, runway.horizonEnd),
      /** What the weeks assume, in the sentences the board pack's e-mail writes too (runway-words.ts). */
      assumptions: [
        runwayLateNote(runway.runway, runway.currency, runway.lookbackFrom),
        ...runway.converted.map((entry) => convertedForecastsSentence(entry, runway.currency, rateText(entry.rate))),
        ...runway.otherCurrencies.map(leftOutForecastsSentence),
      ],
      /** Accounts whose data stops before today: the balance the weeks start from may miss their movements. */
      staleBalance: describeStaleBalance(runway.staleAccounts)?.short ?? null,
    };
  }, [runway, day]);
}

export type ThirteenWeeksData = Extract<ReturnType<typeof useThirteenWeeks>, { state: 'success' }>;
