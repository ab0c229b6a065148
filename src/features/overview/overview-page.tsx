export function OverviewPage() {
  return <h1>Cash position</h1>;
}
