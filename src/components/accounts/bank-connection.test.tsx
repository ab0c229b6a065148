import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBank, anAccount } from '../../core/api/testing/account-fixtures.ts';
import { BankConnection } from './bank-connection.tsx';
import { BankHealthAlerts } from './bank-health-alerts.tsx';
import { toHealthNotices } from './to-health-notices.ts';

const nowMs = Date.parse('2026-11-20T23:59:59Z');
const bank = aBank();

afterEach(cleanup);

describe('BankConnection', () => {
  it('never looks up the bank of a delegated account, even one missing from the banks', () => {
    render(
      <BankConnection
        account={anAccount({ source: 'delegated', bank: '00000000-0000-4000-8000-0000000000ff' })}
        banksById={new Map()}
        nowMs={nowMs}
      />,
    );
    expect(screen.getByText('Delegated from another workspace')).toBeDefined();
    expect(screen.queryByText(/not listed/)).toBeNull();
  });

  it('names the bank and states its health in words', () => {
    render(<BankConnection account={anAccount()} banksById={new Map([[bank.id, { ...bank, status: 'loading' }]])} nowMs={nowMs} />);
    expect(screen.getByText('BNP Paribas')).toBeDefined();
    expect(screen.getByText('Syncing')).toBeDefined();
  });

  it('shows an unknown status as itself', () => {
    render(<BankConnection account={anAccount()} banksById={new Map([[bank.id, { ...bank, status: 'paused' }]])} nowMs={nowMs} />);
    expect(screen.getByText('paused')).toBeDefined();
  });
});

describe('BankHealthAlerts', () => {
  it('announces alerts and keeps consent reminders as quieter notes', () => {
    const banks = [
      aBank({ id: '00000000-0000-4000-8000-0000000000a1', name: 'Revolut Business', status: 'requires_action' }),
      aBank({ name: 'BNP Paribas', consent_expires_at: '2026-11-25T00:00:00Z' }),
    ];
    render(<BankHealthAlerts notices={toHealthNotices(banks, [], { nowMs })} />);
    expect(screen.getByRole('alert').textContent).toContain('Someone must sign in again at Revolut Business');
    expect(screen.getByRole('note').textContent).toContain('The consent at BNP Paribas expires in 5 days');
  });

  it('renders nothing when every connection is fine', () => {
    const { container } = render(<BankHealthAlerts notices={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
