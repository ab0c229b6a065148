import { useState } from 'react';
import type { WorkbookInput } from '../../core/board-pack/workbook.ts';

type Props = { ready: boolean; input: () => WorkbookInput | null; fileName: string };

/** "Download workbook (.xlsx)": enabled once every table is in; the sheets are built only when pressed. */
export function WorkbookButton({ ready, input, fileName }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    const tables = input();
    if (!tables) return;
    setBusy(true);
    setFailed(null);
    try {
      const { downloadWorkbook } = await import('./download-workbook.ts');
      await downloadWorkbook(tables, fileName);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={download} disabled={!ready || busy} aria-busy={busy}>
        {busy ? 'Preparing the workbook…' : 'Download workbook (.xlsx)'}
      </button>
      {failed && <span role="alert">The workbook could not be written: {failed}</span>}
    </>
  );
}
