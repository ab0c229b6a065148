import { useState } from 'react';

/** A set the reader adds to and takes from one key at a time: rows opened, series hidden. */
export function useToggleSet<Key>(): [ReadonlySet<Key>, (key: Key) => void] {
  const [keys, setKeys] = useState<ReadonlySet<Key>>(new Set());
  const toggle = (key: Key) =>
    setKeys((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return [keys, toggle];
}
