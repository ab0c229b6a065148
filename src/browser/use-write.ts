import { useCallback, useState } from 'react';

export type Write<Input> = {
  run: (input: Input, onDone?: () => void) => void;
  pending: boolean;
  error: unknown;
  done: boolean;
};

/**
 * One write at a time with its state: pending, its error, done. React Query's useMutation would
 * do, but its observer then joins the shell every view loads (the shell holds React Query),
 * for writes only the workspace's menus make.
 */
export function useWrite<Input>(write: (input: Input) => Promise<void>): Write<Input> {
  const [state, setState] = useState<{ pending: boolean; error: unknown; done: boolean }>({ pending: false, error: null, done: false });
  const run = useCallback(
    (input: Input, onDone?: () => void) => {
      setState({ pending: true, error: null, done: false });
      write(input).then(
        () => {
          setState({ pending: false, error: null, done: true });
          onDone?.();
        },
        (error: unknown) => setState({ pending: false, error, done: false }),
      );
    },
    [write],
  );
  return { run, ...state };
}
