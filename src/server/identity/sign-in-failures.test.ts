import { describe, expect, it } from 'vitest';
import { plain, providerRefusal } from './sign-in-failures.ts';

describe('the reason a failed sign-in keeps', () => {
  it("keeps the provider's error only when the standards define it", () => {
    expect(providerRefusal('access_denied')).toBe('the provider answered access_denied');
    expect(providerRefusal('consent_required')).toBe('the provider answered consent_required');
    for (const sent of ['ACCESS_DENIED', 'access_denied ', 'buy cheap watches', '']) {
      expect(providerRefusal(sent)).toBe('the provider answered with an error the standards do not define');
    }
  });

  it('is printable ASCII on one line, at most 120 characters', () => {
    expect(plain('refused:\r\n\tforged\u202e\u0000line ')).toBe('refused: forged line');
    expect(plain(`x${'y'.repeat(4_000)}`)).toHaveLength(120);
  });
});
