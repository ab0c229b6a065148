export function AccountsPage() {
  return <h1>Accounts</h1>;
}
