import type { UseQueryResult } from '@tanstack/react-query';

/** What a section of the pack can show: its data, a wait, or the failure with a way to retry. */
export type SectionState<Data> = { state: 'success'; data: Data } | { state: 'pending' } | { state: 'error'; error: unknown; retry: () => void };

type Loaded<Queries extends readonly UseQueryResult[]> = { [Index in keyof Queries]: NonNullable<Queries[Index]['data']> };

/**
 * One state from the queries a section needs: the first failure, else a wait until all have
 * answered, else `shape` of their data (a shaping error, such as a row the API left out, is a failure too).
 */
export function sectionState<const Queries extends readonly UseQueryResult[], Data>(queries: Queries, shape: (...data: Loaded<Queries>) => Data): SectionState<Data> {
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
