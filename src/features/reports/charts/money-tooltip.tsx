import { useScreenText } from '../../../components/presentation/use-screen-text.ts';
import type { ChartModel } from '../model/chart-model.ts';
import tooltip from '../../../components/charts/chart-tooltip.module.css';
import key from './chart-legend.module.css';
import styles from './charts.module.css';

type Props = {
  payload: ReadonlyArray<{ payload?: unknown }> | undefined;
  model: ChartModel;
  hidden: ReadonlySet<string>;
  currency: string;
};

/** The period's exact figures, formatted from the Money strings, never from the chart's floats. */
export function MoneyTooltip({ payload, model, hidden, currency }: Props) {
  const screen = useScreenText();
  const entry = payload?.[0]?.payload as { index?: number } | undefined;
  const point = entry?.index === undefined ? undefined : model.points[entry.index];
  if (!point) return null;
  const rows = model.series.filter((series) => !hidden.has(series.legend) && point.exact[series.key] !== undefined);
  return (
    <div className={`${tooltip.box} ${styles.tooltip}`}>
      <p className={styles.tooltipTitle}>{point.label}</p>
      {rows.length === 0 ? (
        <p className="muted">No movements</p>
      ) : (
        <dl>
          {rows.map((series) => (
            <div key={series.key}>
              <dt>
                <span className={key.swatch} style={{ background: series.color, borderColor: series.color }} aria-hidden="true" />
                {series.label}
              </dt>
              <dd>{screen.money(point.exact[series.key]!, currency, { signed: series.axis === 'flows' })}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
