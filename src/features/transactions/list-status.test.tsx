import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { InvalidRowsNotice } from './invalid-rows-notice.tsx';
import { ListStatus } from './list-status.tsx';

afterEach(cleanup);

describe('ListStatus', () => {
  it('never claims a total the API did not give', () => {
    render(<ListStatus loaded={500} hasMore fetchingMore={false} />);
    expect(screen.getByRole('status').textContent).toBe('500 loaded, more available');
  });

  it('says when everything is loaded', () => {
    render(<ListStatus loaded={1234} hasMore={false} fetchingMore={false} />);
    expect(screen.getByRole('status').textContent).toBe(`All ${(1234).toLocaleString()} transactions loaded`);
  });

  it('says when the next page is on its way', () => {
    render(<ListStatus loaded={250} hasMore fetchingMore />);
    expect(screen.getByRole('status').textContent).toBe('250 loaded, loading more…');
  });
});

describe('InvalidRowsNotice', () => {
  const rowError = (index: number) =>
    new ApiError({
      kind: 'shape',
      endpoint: '/transactions',
      field: `data.${index}.amount`,
      message: `Unexpected data from /transactions: field "data.${index}.amount" expected Money.`,
    });

  it('renders nothing when every row was read', () => {
    const { container } = render(<InvalidRowsNotice errors={[]} />);
    expect(container.textContent).toBe('');
  });

  it('counts the unreadable rows and names their fields for support', () => {
    render(<InvalidRowsNotice errors={[rowError(3), rowError(7)]} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('2 rows could not be read and are not shown.');
    expect(alert.textContent).toContain('data.3.amount');
    expect(alert.textContent).toContain('data.7.amount');
    expect(alert.textContent).toContain('Quote this to support');
  });

  it('lists the first three and counts the rest', () => {
    render(<InvalidRowsNotice errors={[1, 2, 3, 4, 5].map(rowError)} />);
    expect(screen.getByRole('alert').textContent).toContain('and 2 more');
  });
});
