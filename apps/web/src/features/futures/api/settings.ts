import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FuturesAccount, FuturesSettingsAnswer, MarginMode } from '@aurelix/shared/schemas/futures';
import { futuresKeys } from './keys';
import { setFuturesLeverage, setFuturesMarginMode } from './post-futures';

export type SettingsChange = { leverage: number } | { margin_mode: MarginMode };

/**
 * Changes the user's leverage or margin mode on one contract. The account in the cache takes the
 * settings the server answered at once, so the order form never shows (nor confirms) the old
 * leverage while the account is read again; the read that follows refreshes the maximum sizes.
 * Every change runs under one mutation key per contract: the order forms stay disabled while one
 * is in flight (useSettingsChanging).
 */
export function useChangeFuturesSettings(symbol: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: futuresKeys.settingsChange(symbol),
    mutationFn: (change: SettingsChange): Promise<FuturesSettingsAnswer> =>
      'leverage' in change
        ? setFuturesLeverage({ symbol, leverage: change.leverage })
        : setFuturesMarginMode({ symbol, margin_mode: change.margin_mode }),
    onSuccess: (answer) => {
      queryClient.setQueryData<FuturesAccount>(futuresKeys.account(symbol), (old) =>
        old?.settings ? { ...old, settings: { ...old.settings, leverage: answer.leverage, margin_mode: answer.margin_mode } } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: futuresKeys.private }),
  });
}

/** Whether a leverage or margin-mode change of this contract is still on its way to the server. */
export function useSettingsChanging(symbol: string): boolean {
  return useIsMutating({ mutationKey: futuresKeys.settingsChange(symbol) }) > 0;
}
