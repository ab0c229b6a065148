import { useSearch } from '@tanstack/react-router';
import { today } from '../../lib/page-meta.ts';
import { boardPackSettings } from './board-pack-settings.ts';

/** The pack's state, all from the URL, with the defaults filled in. */
export function useBoardPackSettings() {
  return boardPackSettings(useSearch({ from: '/board-pack' }), today());
}
