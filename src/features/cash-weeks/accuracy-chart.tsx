import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors, seriesColor } from '../../components/charts/chart-theme.ts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { ACCURACY_LEADS, type AccuracyReport } from '../../core/cash-weeks/accuracy.ts';
import { centsToChartNumber, formatMoney } from '../../core/money.ts';

type Props = { report: AccuracyReport; nameOf: (categoryId: string | null) => string; currency: string };

/** The mean absolute error per category, one bar per lead: loaded with recharts only when scrolled to. The table above says the same in figures. */
export function AccuracyChart({ report, nameOf, currency }: Props) {
  const screen = useScreenText();
  const data = [...report.meanAbsoluteError].map(([categoryId, byLead]) => ({
    name: nameOf(categoryId),
    ...Object.fromEntries(ACCURACY_LEADS.map((lead) => [`lead${lead}`, byLead[lead] === null ? null : centsToChartNumber(byLead[lead])])),
  }));
  const ticks = screen.ticks(currency, (value) => formatMoney(BigInt(Math.round(value * 100)), currency, { whole: true }));
  return (
    <figure aria-label="Mean absolute error per category, 1, 4 and 13 weeks ahead (the table above holds the figures)" style={{ height: '100%', margin: 0 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={chartColors.grid} vertical={false} />
          <XAxis dataKey="name" tick={axisTick} interval={0} />
          <YAxis tick={axisTick} tickFormatter={ticks} width={84} />
          <Legend />
          {ACCURACY_LEADS.map((lead, index) => (
            <Bar key={lead} dataKey={`lead${lead}`} name={`${lead} week${lead === 1 ? '' : 's'} ahead`} fill={seriesColor(index)} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
