import { toMoneyString } from '../../../core/money.ts';
import { Amount } from '../../../components/amount.tsx';
import { useScreenText } from '../../../components/presentation/use-screen-text.ts';
import type { CashRunwayData } from '../../../components/runway/use-cash-runway.ts';
import { formatDate } from '../../../core/calendar-date.ts';
import { compareToBase } from '../../../core/scenarios/scenario-comparison.ts';
import { LineSwatch } from '../runway/line-marker.tsx';
import { scenarioLineStyle } from '../runway/line-styles.ts';
import { scenarioDifference } from './scenario-difference.ts';
import type { ScenarioProjection } from './use-scenario-runways.ts';
import styles from './scenarios.module.css';

const longDate = (date: string) => formatDate(date, { dateStyle: 'long' });

type Props = { base: CashRunwayData; projections: readonly ScenarioProjection[] };

/**
 * Each scenario in one sentence under the base case's: its low point, how far from the base's,
 * and when it first goes under the minimum (or zero). The marker is the one its line draws.
 */
export function ScenarioHeadlines({ base, projections }: Props) {
  return (
    <ul className={styles.headlines} aria-label="Scenarios against the base case">
      {projections.map((projection, index) => (
        <li key={index} data-scenario-headline={index}>
          <LineSwatch {...scenarioLineStyle(index)} />
          <ScenarioSentence base={base} projection={projection} />
        </li>
      ))}
    </ul>
  );
}

function ScenarioSentence({ base, projection }: { base: CashRunwayData; projection: ScenarioProjection }) {
  const screen = useScreenText();
  const { currency, threshold, thresholdSet, horizonEnd } = base;
  const facts = compareToBase(base.runway, projection.runway);
  const difference = scenarioDifference(facts.lowestDifference);
  const tone = difference.tone === 'bad' ? styles.bad : difference.tone === 'good' ? styles.good : '';
  const crossing = thresholdSet ? facts.firstBelowThreshold : facts.firstBelowZero;
  const level = thresholdSet ? (
    <>
      the <Amount value={toMoneyString(threshold)} currency={currency} /> minimum
    </>
  ) : (
    'zero'
  );
  return (
    <p className={styles.sentence}>
      <strong>Scenario “{projection.scenario.name}”</strong>:{' '}
      <span data-scenario-lowest data-date={facts.lowest.date}>
        lowest <Amount value={toMoneyString(facts.lowest.balance)} currency={currency} /> on{' '}
        <time dateTime={facts.lowest.date}>{longDate(facts.lowest.date)}</time>
      </span>
      ,{' '}
      <span className={tone} data-scenario-difference={screen.exact(facts.lowestDifference)}>
        {difference.size === 0n ? difference.words : `${screen.money(difference.size, currency)} ${difference.words}`}
      </span>
      {facts.largestShortfall && (
        <>
          ;{' '}
          <span className={styles.bad} data-scenario-shortfall data-date={facts.largestShortfall.date}>
            at most <Amount value={toMoneyString(-facts.largestShortfall.difference)} currency={currency} /> below the base case, on{' '}
            <time dateTime={facts.largestShortfall.date}>{longDate(facts.largestShortfall.date)}</time>
          </span>
        </>
      )}
      {facts.largestGain && (
        <>
          {facts.largestShortfall ? ', and ' : '; '}
          <span className={styles.good} data-scenario-gain data-date={facts.largestGain.date}>
            at most <Amount value={toMoneyString(facts.largestGain.difference)} currency={currency} /> above{' '}
            {facts.largestShortfall ? 'it' : 'the base case'}, on{' '}
            <time dateTime={facts.largestGain.date}>{longDate(facts.largestGain.date)}</time>
          </span>
        </>
      )}
      ;{' '}
      {crossing ? (
        <>
          falls under {level} on{' '}
          <time dateTime={crossing.date} data-scenario-crossing>
            {longDate(crossing.date)}
          </time>
        </>
      ) : (
        <>
          stays above {level} through <time dateTime={horizonEnd}>{longDate(horizonEnd)}</time>
        </>
      )}
      {thresholdSet && facts.firstBelowZero && facts.firstBelowZero.date !== crossing?.date && (
        <>
          , and under zero on <time dateTime={facts.firstBelowZero.date}>{longDate(facts.firstBelowZero.date)}</time>
        </>
      )}
      .
    </p>
  );
}
