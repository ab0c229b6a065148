import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectCashRunway, type RunwayMovement } from '../../core/runway/cash-runway.ts';
import { RunwayLateNote } from './runway-late-note.tsx';

const base = { today: '2026-11-20', horizonEnd: '2026-11-30', startingBalance: 1_000_000n, threshold: 0n };
const late: RunwayMovement[] = [
  { date: '2026-08-01', status: 'overdue', remaining: 1_495_863_18n },
  { date: '2026-11-02', status: 'partial', remaining: -132_319_33n },
];
const noteText = (countLate: boolean, movements = late) =>
  render(<RunwayLateNote runway={projectCashRunway({ ...base, movements, countLate })} currency="EUR" lookbackFrom="2025-11-20" />)
    .container.textContent;

describe('RunwayLateNote', () => {
  it('names what is left out, each side in words and without a sign, and the low if it were counted', () => {
    expect(noteText(false)).toBe(
      'Not counted, as nothing says they will arrive: late receipts of €1,495,863.18 to collect (1 forecast) and late payments of €132,319.33 to pay (1 forecast), ' +
        'the oldest from August 1, 2026. If they all arrived today the lowest would be €1,373,543.85.',
    );
  });

  it('names what is counted, and the low without it', () => {
    expect(noteText(true)).toMatch(
      /^Counted as arriving today: late receipts of €1,495,863\.18 .*Without them the lowest would be €10,000\.00\.$/,
    );
  });

  it('says so when nothing is late', () => {
    expect(noteText(false, [])).toBe('No receipt or payment is late (looked for from November 20, 2025).');
  });
});
