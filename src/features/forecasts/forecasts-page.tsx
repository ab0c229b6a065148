export function ForecastsPage() {
  return <h1>Forecasts</h1>;
}
