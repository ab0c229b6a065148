/** One line of the bench table: a figure, what was measured, its budget, and the verdict. */
export type Row = { section: string; figure: string; measured: string; budget: string; pass: boolean | null };

export function formatTable(rows: readonly Row[]): string {
  const header = { section: 'Section', figure: 'Figure', measured: 'Measured', budget: 'Budget', mark: '' };
  const lines = rows.map((row) => ({ ...row, mark: row.pass === null ? '' : row.pass ? '✓' : '✗' }));
  const width = (key: keyof typeof header) => Math.max(header[key].length, ...lines.map((line) => line[key].length));
  const widths = { section: width('section'), figure: width('figure'), measured: width('measured'), budget: width('budget') };
  const format = (line: typeof header) =>
    [
      line.section.padEnd(widths.section),
      line.figure.padEnd(widths.figure),
      line.measured.padStart(widths.measured),
      line.budget.padEnd(widths.budget),
      line.mark,
    ]
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(widths.section + widths.figure + widths.measured + widths.budget + 9);
  return [format(header), rule, ...lines.map(format)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
