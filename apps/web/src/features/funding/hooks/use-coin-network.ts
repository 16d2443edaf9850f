import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useNetworks } from '../api/networks';

/**
 * The coin (from the route, /wallet/recharge/{currency?}) and network the page works on. Only coins
 * open for this side are offered (recharge_turn / draw_turn 1); the first network is the default.
 */
export function useCoinNetwork(side: 'deposit' | 'withdraw', base: string) {
  const params = useParams();
  const navigate = useNavigate();
  const networks = useNetworks(side);
  const list = networks.data ?? [];
  const wanted = (params.currency ?? '').toUpperCase();
  const currency = list.some((n) => n.currency === wanted) ? wanted : (list.find((n) => n.currency === 'USDT') ?? list[0])?.currency ?? '';
  const [picked, setPicked] = useState<Record<string, string>>({});
  const ofCoin = list.filter((n) => n.currency === currency);
  const terms = ofCoin.find((n) => n.network === picked[currency]) ?? ofCoin[0];
  return {
    networks,
    list,
    currency,
    network: terms?.network ?? '',
    terms,
    /** The route asked for a coin that is not open on this side (a closed or unknown one). */
    refused: Boolean(wanted) && networks.isSuccess && !list.some((n) => n.currency === wanted),
    wanted,
    setCurrency: (c: string) => navigate(`${base}/${c}`, { replace: true }),
    setNetwork: (n: string) => setPicked((p) => ({ ...p, [currency]: n })),
  };
}
