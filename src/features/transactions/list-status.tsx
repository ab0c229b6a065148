type Props = { loaded: number; hasMore: boolean; fetchingMore: boolean };

/** The API gives no total: the count says what is loaded and whether more exists, nothing more. */
export function ListStatus({ loaded, hasMore, fetchingMore }: Props) {
  const count = loaded.toLocaleString();
  let text: string;
  if (!hasMore) text = loaded === 1 ? 'The only transaction loaded' : `All ${count} transactions loaded`;
  else if (fetchingMore) text = `${count} loaded, loading more…`;
  else text = `${count} loaded, more available`;
  return (
    <p role="status" className="muted tabular" data-testid="transactions-count" data-loaded={loaded} data-has-more={hasMore}>
      {text}
    </p>
  );
}
