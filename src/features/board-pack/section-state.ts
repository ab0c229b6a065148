import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

/** What a section of the pack can show: its data, a wait, or the failure with a way to retry. */
export type SectionState<Data> =
  { state: 'success'; data: Data } | { state: 'pending' } | { state: 'error'; error: unknown; retry: () => void };

type Loaded<Queries extends readonly UseQueryResult[]> = { [Index in keyof Queries]: NonNullable<Queries[Index]['data']> };

/**
 * One state from the queries a section needs: the first failure, else a wait until all have
 * answered, else `shape` of their data (a shaping error, such as a row the API left out, is a failure too).
 */
export function sectionState<const Queries extends readonly UseQueryResult[], Data>(
  queries: Queries,
  shape: (...data: Loaded<Queries>) => Data,
): SectionState<Data> {
  const retry = () => queries.forEach((query) => query.isError && void query.refetch());
  const failed = queries.find((query) => query.isError);
  if (failed) return { state: 'error', error: failed.error, retry };
  if (queries.some((query) => query.data === undefined)) return { state: 'pending' };
  try {
    return { state: 'success', data: shape(...(queries.map((query) => query.data) as Loaded<Queries>)) };
  } catch (error) {
    return { state: 'error', error, retry };
  }
}

type OneOrTwo = readonly [UseQueryResult] | readonly [UseQueryResult, UseQueryResult];

/**
 * sectionState, shaped again only when one of its queries brings new data or fails anew, or the
 * settings change: the pack renders again with each of its 11 answers, and shaping every section
 * each time was most of a phone's blocking time on the pack.
 */
export function useSectionState<const Queries extends OneOrTwo, Data>(
  queries: Queries,
  shape: (...data: Loaded<Queries>) => Data,
  settings: object,
): SectionState<Data> {
  const [first, second] = queries;
  // What the shape reads: the queries' answers and the settings it closes over.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => sectionState(queries, shape), [first.data, first.error, second?.data, second?.error, settings]);
}
