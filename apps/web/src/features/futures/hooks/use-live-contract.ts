import { useEffect, useState } from 'react';
import type { FuturesContractView } from '@aurelix/shared/schemas/futures';
import { futuresChannels } from '@aurelix/shared/schemas/futures';
import type { MarketTick } from '@aurelix/shared/ticker';
import { useChannel } from '../../../lib/socket';

/** What the index tick carries: the index (floored to 4 decimals) and, when sent, the mark price. */
interface FuturesIndexTick {
  pair?: string;
  close?: string;
  mark?: string;
  mark_price?: string;
}

/**
 * The contract as the page shows it: the REST answer of /api/futures/contracts with each
 * `_future_tick` (24h figures of the contract's own trades) and `_future_index_tick` push laid over.
 */
export function useLiveContract(contract: FuturesContractView): FuturesContractView {
  const [tick, setTick] = useState<MarketTick | null>(null);
  const [index, setIndex] = useState<FuturesIndexTick | null>(null);
  useEffect(() => {
    setTick(null);
    setIndex(null);
  }, [contract.symbol]);
  useChannel<MarketTick>(futuresChannels.tick(contract.symbol), (data) => {
    if (data && typeof data === 'object' && data.close) setTick(data);
  });
  useChannel<FuturesIndexTick>(futuresChannels.indexTick(contract.symbol), (data) => {
    if (data && typeof data === 'object' && data.close) setIndex(data);
  });
  return {
    ...contract,
    ...(tick && {
      last_price: tick.close,
      open_24h: tick.open,
      high_24h: tick.high,
      low_24h: tick.low,
      volume_24h: tick.vol,
      change_24h: tick.increase,
    }),
    ...(index?.close && { index_price: index.close }),
    ...((index?.mark_price ?? index?.mark) && { mark_price: (index?.mark_price ?? index?.mark)! }),
  };
}
