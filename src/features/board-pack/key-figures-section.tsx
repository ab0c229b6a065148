import { memo, type ReactNode } from 'react';
import { toMoneyString } from '../../core/money.ts';
import { Amount } from '../../components/amount.tsx';
import { type RunwayLength, tenthsText } from '../../core/runway/runway-length.ts';
import type { KeyFigures } from '../../core/board-pack/key-figures.ts';
import { ChangeText } from './change-text.tsx';
import { monthName, packDate, shortMonth } from './pack-format.ts';
import type { BoardPackSettings } from '../../core/views/board-pack/board-pack-settings.ts';
import type { ThirteenWeeksData } from './use-thirteen-weeks.ts';
import styles from './board-pack.module.css';

type Props = {
  figures: KeyFigures;
  currency: string;
  settings: BoardPackSettings;
  weeks: ThirteenWeeksData | null;
  comparisonLabel: string;
};

/** The six figures a board reads first, each with the one line that puts it in context. */
export const KeyFiguresList = memo(function KeyFiguresList({ figures, currency, settings, weeks, comparisonLabel }: Props) {
  const { windows } = settings;
  const money = (cents: bigint, signed = false) => <Amount value={toMoneyString(cents)} currency={currency} signed={signed} />;
  return (
    <dl className={styles.figures}>
      <Figure term={`Closing cash, ${packDate(windows.month.to)}`} id="closing-cash">
        {money(figures.closing)}
        <span className={styles.context}>
          {money(figures.changeOnMonth, true)} on the month (opening {money(figures.opening)})
        </span>
      </Figure>
      <Figure term={`Net cash flow, ${monthName(settings.month)}`} id="month-net">
        {money(figures.monthNet, true)}
        <span className={styles.context}>
          <ChangeText change={figures.netChange} />
        </span>
        <span className={styles.context}>
          {comparisonLabel}: {money(figures.comparisonNet, true)}
        </span>
      </Figure>
      <Figure
        term={`Net cash flow, year to date (${shortMonth(windows.yearToDate.from)} – ${shortMonth(windows.yearToDate.to)})`}
        id="year-to-date-net"
      >
        {money(figures.yearToDateNet, true)}
      </Figure>
      <Figure
        term={`Average monthly net cash flow, ${shortMonth(windows.threeMonths.from)} – ${shortMonth(windows.month.from)}`}
        id="average-net"
      >
        {money(figures.averageNet, true)}
      </Figure>
      <Figure term="Runway, by the 13-week projection" id="runway">
        {weeks ? <RunwayText length={weeks.length} /> : <span className={styles.muted}>see the next 13 weeks</span>}
      </Figure>
      <Figure term="Lowest projected balance, next 13 weeks" id="lowest-projected">
        {weeks ? (
          <>
            <Amount value={toMoneyString(weeks.weeks.lowest.balance)} currency={weeks.currency} />
            <span className={styles.context}>on {packDate(weeks.weeks.lowest.date)}</span>
          </>
        ) : (
          <span className={styles.muted}>see the next 13 weeks</span>
        )}
      </Figure>
    </dl>
  );
});

function Figure({ term, id, children }: { term: string; id: string; children: ReactNode }) {
  return (
    <div className={styles.figure} data-figure={id}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function RunwayText({ length }: { length: RunwayLength }) {
  if (length.kind === 'beyond') {
    return (
      <>
        <span className={styles.figureText} data-runway-months="">
          Beyond 13 weeks
        </span>
        <span className={styles.context}>cash stays above zero through {packDate(length.horizonEnd)}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.figureText} data-runway-months={tenthsText(length.tenths)}>
        {tenthsText(length.tenths)} months
      </span>
      <span className={styles.context}>
        cash falls below zero on <time dateTime={length.date}>{packDate(length.date)}</time>
      </span>
    </>
  );
}
