import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { ErrorPanel } from './error-panel.tsx';

describe('ErrorPanel', () => {
  it('keeps the capitals of acronyms when the title follows a subject', () => {
    const error = new ApiError({ kind: 'http', status: 401, endpoint: '/transactions', message: 'The API key is not valid.' });
    render(<ErrorPanel error={error} subject="the transactions" />);
    expect(screen.getByRole('heading').textContent).toBe('Could not load the transactions: the API key was refused');
  });

  it('renders API text as text, never as HTML', () => {
    const error = new ApiError({ kind: 'http', status: 500, endpoint: '/x', message: '<img src=x onerror=alert(1)>', code: '<b>code</b>' });
    const { container } = render(<ErrorPanel error={error} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
