import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { centsToChartNumber, formatMoney } from '../../core/money.ts';
import type { ThirteenWeeks } from '../../core/board-pack/thirteen-weeks.ts';
import { packDate } from './pack-format.ts';
import styles from './board-pack.module.css';

const WIDTH = 440;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 44, left: 84 };

/**
 * Projected cash day by day as a plain SVG line (sharp on paper, no chart library to wait for),
 * a dot at each week's close and the low point marked and labelled.
 */
export function WeeksChart({ weeks, currency }: { weeks: ThirteenWeeks; currency: string }) {
  const screen = useScreenText();
  const values = weeks.points.map((point) => centsToChartNumber(point.balance));
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const span = high - low || Math.abs(high) || 1;
  const x = (index: number) => PAD.left + (index / Math.max(1, weeks.points.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const indexOf = new Map(weeks.points.map((point, index) => [point.date, index]));
  const path = values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const lowIndex = indexOf.get(weeks.lowest.date) ?? 0;
  const lowX = x(lowIndex);
  const lowY = y(centsToChartNumber(weeks.lowest.balance));
  const axis = screen.ticks(currency, (value) => formatMoney(BigInt(Math.round(value * 100)), currency, { whole: true }));
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={
        `Projected cash over the next 13 weeks; lowest ${screen.money(weeks.lowest.balance, currency)}` +
        ` on ${packDate(weeks.lowest.date)}`
      }
    >
      <line className={styles.chartGrid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(high)} y2={y(high)} />
      <line className={styles.chartGrid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(low)} y2={y(low)} />
      <text className={styles.chartLabel} x={PAD.left - 6} y={y(high) + 4} textAnchor="end">
        {axis(high)}
      </text>
      <text className={styles.chartLabel} x={PAD.left - 6} y={y(low) + 4} textAnchor="end">
        {axis(low)}
      </text>
      <path className={styles.chartLine} d={path} />
      {weeks.weeks.map((week) => {
        const index = indexOf.get(week.to);
        if (index === undefined) return null;
        return (
          <g key={week.week}>
            <circle className={styles.chartDot} cx={x(index)} cy={y(centsToChartNumber(week.closing))} r={2.5} />
            {week.week % 4 === 1 && (
              <text className={styles.chartLabel} x={x(index)} y={HEIGHT - 4} textAnchor={week.week === 13 ? 'end' : 'middle'}>
                Week {week.week}
              </text>
            )}
          </g>
        );
      })}
      <circle className={styles.chartLow} cx={lowX} cy={lowY} r={5} />
      <text
        className={styles.chartLowLabel}
        x={lowX}
        y={lowY + 18}
        textAnchor={lowX > WIDTH * 0.7 ? 'end' : lowX < WIDTH * 0.3 ? 'start' : 'middle'}
      >
        Low {screen.money(weeks.lowest.balance, currency, { whole: true })}, {packDate(weeks.lowest.date)}
      </text>
    </svg>
  );
}
