import { describe, expect, it } from 'vitest';
import { CURSOR_PARTS, pageOf, parseCursor } from './page-cursor.ts';

const ID = '0f7a2c54-6a1b-4c1d-8e2f-3a4b5c6d7e8f';
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Name | "${index}"`, id: ID }));
const formats = [CURSOR_PARTS.name, CURSOR_PARTS.id];

describe('pageOf and parseCursor', () => {
  it('keeps `limit` rows of the limit + 1 read, and the cursor after the last gives back its sort key exactly', () => {
    const page = pageOf(rows(4), 3, (row) => [row.name, row.id]);
    expect(page.rows).toEqual(rows(3));
    expect(parseCursor(page.next ?? '', formats)).toEqual(['Name | "2"', ID]);
  });

  it('has no next on the last page (no more than `limit` read)', () => {
    expect(pageOf(rows(3), 3, (row) => [row.name, row.id])).toEqual({ rows: rows(3), next: null });
    expect(pageOf([], 3, () => [])).toEqual({ rows: [], next: null });
  });

  it.each([
    ['not base64 JSON', 'forged'],
    ['a part of the wrong form', Buffer.from(JSON.stringify(['Ada', 'not-an-id'])).toString('base64url')],
    ['too few parts', Buffer.from(JSON.stringify(['Ada'])).toString('base64url')],
    ['a part that is not text', Buffer.from(JSON.stringify([1, ID])).toString('base64url')],
    ['an object', Buffer.from(JSON.stringify({ name: 'Ada', id: ID })).toString('base64url')],
  ])('refuses a cursor it did not give: %s', (_, text) => {
    expect(parseCursor(text, formats)).toBeNull();
  });

  it('reads times to the microsecond and days only in their own form', () => {
    const text = Buffer.from(JSON.stringify(['2026-03-01T09:00:00.000001Z', '2026-03-02'])).toString('base64url');
    expect(parseCursor(text, [CURSOR_PARTS.at, CURSOR_PARTS.day])).toEqual(['2026-03-01T09:00:00.000001Z', '2026-03-02']);
    const rounded = Buffer.from(JSON.stringify(['2026-03-01T09:00:00.000Z', '2026-03-02'])).toString('base64url');
    expect(parseCursor(rounded, [CURSOR_PARTS.at, CURSOR_PARTS.day])).toBeNull();
  });
});
