import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cashWeeksKeys, saveVersion } from '../../api/cash-weeks/cash-weeks-queries.ts';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import { formatDateTime } from '../../core/calendar-date.ts';

/**
 * "Save this version" for editors: the server takes the table as the API stands now. Plain state
 * rather than useMutation, which no view used: it would have joined the shell every route loads.
 */
export function SaveVersionButton({ csrfToken }: { csrfToken: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const version = await saveVersion(csrfToken);
      setSaved(version?.takenAt ?? null);
      await queryClient.invalidateQueries({ queryKey: cashWeeksKeys.versions() });
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" className="button" onClick={() => void save()} disabled={busy} aria-busy={busy}>
        {busy ? 'Saving this version…' : 'Save this version'}
      </button>
      <span role="status">{saved ? ` Saved on ${formatDateTime(saved)}.` : ''}</span>
      {problem !== null && <WorkspaceProblem error={problem} />}
    </div>
  );
}
