import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { today } from '../../browser/page-meta.ts';
import { boardPackSettings } from '../../core/views/board-pack/board-pack-settings.ts';

/** The pack's state, all from the URL, with the defaults filled in: the same object until the URL changes. */
export function useBoardPackSettings() {
  const search = useSearch({ from: '/board-pack' });
  return useMemo(() => boardPackSettings(search, today()), [search]);
}
