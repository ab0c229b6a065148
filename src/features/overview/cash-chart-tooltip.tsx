import type { TooltipContentProps } from 'recharts';
import { useScreenText } from '../../components/presentation/use-screen-text.ts';
import { periodRange, type CashPoint } from './to-cash-series.ts';
import tooltip from '../../components/charts/chart-tooltip.module.css';
import styles from './overview.module.css';

type Props = Pick<TooltipContentProps<number, string>, 'active' | 'payload'> & { currency: string };

/** Exact Money for the hovered period, never the rounded numbers the chart is drawn with. */
export function CashChartTooltip({ active, payload, currency }: Props) {
  const screen = useScreenText();
  const point = payload?.[0]?.payload as CashPoint | undefined;
  if (!active || !point) return null;
  const lines: [string, string | null][] = [
    ['Opening balance', point.exact.starting],
    ['Inflows', point.exact.inflows],
    ['Outflows', point.exact.outflows],
    ['Net', point.exact.net],
    ['Closing balance', point.exact.final],
  ];
  return (
    <div className={`${tooltip.box} ${styles.tooltip}`}>
      <p>{periodRange(point)}</p>
      <dl>
        {lines.map(([label, value]) =>
          value === null ? null : (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd className="tabular">
                {screen.money(value, currency, { signed: label === 'Inflows' || label === 'Outflows' || label === 'Net' })}
              </dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
}
