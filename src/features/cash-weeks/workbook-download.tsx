import { useState } from 'react';
import type { CashWeeksTable } from '../../core/cash-weeks/table-model.ts';

/** "Download (.xlsx)": the workbook holds the real figures, so it is offered only outside presentation mode. */
export function WorkbookDownload({ table }: { table: CashWeeksTable }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const { downloadWeeksWorkbook } = await import('./download-weeks-workbook.ts');
      await downloadWeeksWorkbook(table, `13-weeks-${table.today}.xlsx`);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" className="button" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing the workbook…' : 'Download workbook (.xlsx)'}
      </button>
      {failed && <span role="alert"> The workbook could not be written: {failed}</span>}
    </div>
  );
}
