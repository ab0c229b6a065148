import { plural } from '../../core/words/words.ts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors, seriesColor } from '../../components/charts/chart-theme.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { ACCURACY_LEADS, type AccuracyReport } from '../../core/cash-weeks/accuracy.ts';
import { centsToChartNumber, formatMoney } from '../../core/money.ts';
import { CHARTED_CATEGORIES, largestErrors } from './largest-errors.ts';

type Props = { report: AccuracyReport; nameOf: (categoryId: string | null) => string; currency: string };

/** Row height per category: three bars and their gap. */
const ROW_PX = 34;

/**
 * The largest mean absolute errors, one horizontal bar per lead, the legend in the bars' order:
 * names read whole on the left, amounts along the foot. Loaded with recharts only when scrolled to;
 * the table above holds every category's figures.
 */
export function AccuracyChart({ report, nameOf, currency }: Props) {
  const screen = useScreenText();
  const data = largestErrors(report).map(({ categoryId, byLead }) => ({
    name: nameOf(categoryId),
    ...Object.fromEntries(ACCURACY_LEADS.map((lead) => [`lead${lead}`, byLead[lead] === null ? null : centsToChartNumber(byLead[lead])])),
  }));
  const ticks = screen.ticks(currency, (value) => formatMoney(BigInt(Math.round(value * 100)), currency, { whole: true }));
  return (
    <figure
      aria-label={
        `The ${CHARTED_CATEGORIES} categories with the largest mean absolute error, 1, 4 and 13 weeks ahead` +
        ` (the table above holds the figures)`
      }
      style={{ height: `${data.length * ROW_PX + 70}px`, margin: 0 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }} barCategoryGap={6}>
          <CartesianGrid stroke={chartColors.grid} horizontal={false} />
          <XAxis type="number" tick={axisTick} tickFormatter={ticks} tickCount={5} />
          <YAxis type="category" dataKey="name" tick={axisTick} width={150} interval={0} />
          <Legend
            itemSorter={(item) =>
              ACCURACY_LEADS.indexOf(Number(String(item.dataKey).slice('lead'.length)) as (typeof ACCURACY_LEADS)[number])
            }
          />
          {ACCURACY_LEADS.map((lead, index) => (
            <Bar
              key={lead}
              dataKey={`lead${lead}`}
              name={`${plural(lead, 'week')} ahead`}
              fill={seriesColor(index)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
