import { useQuery, useQueryClient } from '@tanstack/react-query';
import { meQuery, workspaceKeys } from '../../api/workspace/workspace-queries.ts';
import { useWrite, type Write } from '../../browser/use-write.ts';

/** A write of the Views menu with the session's CSRF token; the list refreshes when it lands, or fails (a view deleted elsewhere goes). */
export function useViewWrite<Input>(write: (csrfToken: string, input: Input) => Promise<unknown>): Write<Input> {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  return useWrite(async (input: Input) => {
    if (!me.data) throw me.error ?? new Error('Who you are is not known yet: try again in a moment.');
    try {
      await write(me.data.csrfToken, input);
    } finally {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.views() });
    }
  });
}
