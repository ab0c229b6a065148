import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashWeeksKeys, saveVersion } from '../../api/cash-weeks/cash-weeks-queries.ts';
import { WorkspaceProblem } from '../../components/workspace-problem/workspace-problem.tsx';
import { formatDateTime } from '../../core/calendar-date.ts';

/** "Save this version" for editors: the server takes the table as the API stands now. */
export function SaveVersionButton({ csrfToken }: { csrfToken: string }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveVersion(csrfToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashWeeksKeys.versions() }),
  });
  return (
    <div>
      <button type="button" className="button" onClick={() => save.mutate()} disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? 'Saving this version…' : 'Save this version'}
      </button>
      <span role="status">{save.data ? ` Saved on ${formatDateTime(save.data.takenAt)}.` : ''}</span>
      {save.error && <WorkspaceProblem error={save.error} />}
    </div>
  );
}
