import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { referenceListQuery } from '../../api/queries/reference-queries.ts';
import { useScreenText } from './use-screen-text.ts';

/**
 * Accounts as the screen names them (ScreenText.account), for code that writes their names into
 * sentences and options. The banks whose names an account's may hold are asked for only while
 * presentation mode is on, from the list every view shares; the accounts come back as they are
 * otherwise.
 * @example const shown = useShownAccounts(); describe(shown(accounts.data.items))
 */
export function useShownAccounts() {
  const screen = useScreenText();
  const banks = useQuery({ ...referenceListQuery('banks'), enabled: screen.masked }).data?.items;
  return useCallback(
    <Item extends { name: string }>(accounts: readonly Item[]): readonly Item[] =>
      screen.masked ? accounts.map((account) => ({ ...account, name: screen.account(account, banks) })) : accounts,
    [screen, banks],
  );
}
