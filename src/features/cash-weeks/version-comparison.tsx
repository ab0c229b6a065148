import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { versionQuery } from '../../api/cash-weeks/cash-weeks-queries.ts';
import { referenceListQuery } from '../../api/queries/reference-queries.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import type { Category } from '../../core/api/schemas/reference.ts';
import type { ForecastVersion } from '../../core/cash-weeks/contract.ts';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';
import { compareWithVersion, largestMoves } from '../../core/cash-weeks/version-compare.ts';
import { currentVersionItems } from '../../core/cash-weeks/version-items.ts';
import type { CashWeeksAnswers } from '../../core/cash-weeks/week-requests.ts';
import { LargestChanges } from './version-changes.tsx';
import { versionName } from './version-chooser.tsx';
import type { CellChanges } from './weeks-table.tsx';

const MOVES_SHOWN = 8;

export type Comparison = { changes: CellChanges | null; beside: ReactNode };

export type ComparedProps = {
  versionId: string | null;
  table: CashWeeksTable;
  answers: CashWeeksAnswers;
  children: (comparison: Comparison) => ReactNode;
};

/** The compared version, once loaded: the change beside each cell and the largest moves from it to the table as it stands now. */
export function Compared({ versionId, table, answers, children }: ComparedProps) {
  const chosen = useQuery({ ...versionQuery(versionId ?? ''), enabled: versionId !== null });
  // The same request the table was drawn from: answered from the cache.
  const categories = useQuery(referenceListQuery('categories'));
  const changes = useMemo(
    () => (chosen.data && categories.data ? changesOf(table, chosen.data, categories.data.items) : null),
    [table, chosen.data, categories.data],
  );
  const moves = useMemo(() => (chosen.data ? movesSince(chosen.data, answers, table) : null), [chosen.data, answers, table]);
  if (versionId === null) return children({ changes: null, beside: null });
  if (chosen.error)
    return children({
      changes: null,
      beside: <ErrorPanel error={chosen.error} subject="the version compared with" onRetry={() => void chosen.refetch()} />,
    });
  const beside =
    chosen.data && moves ? (
      <LargestChanges moves={moves} since={versionName(chosen.data)} />
    ) : (
      <Skeleton lines={2} label="Loading the version compared with" />
    );
  return children({ changes, beside });
}

function changesOf(table: CashWeeksTable, version: ForecastVersion, categories: readonly Category[]): CellChanges {
  return new Map(compareWithVersion(table, version, categories).rows.map((row) => [row.key, row.cells]));
}

/**
 * The version's items against today's, taken from the table's own answers by the rule a version keeps them (the base
 * case: versions hold no scenario).
 */
function movesSince(version: ForecastVersion, answers: CashWeeksAnswers, table: CashWeeksTable): string[] {
  const current = currentVersionItems(answers, table.today);
  return largestMoves(version.items, current, MOVES_SHOWN, { currency: table.currency, firstWeek: table.weeks[0]!.from });
}
