import type { Clock } from '../../lib/clock';
import type { ApiKeyService } from '../api-keys/service';
import type { Ledger } from '../ledger/service';
import type { MarketModule } from '../market/plugin';
import type { PlatformService } from '../platform/service';
import type { SpotModule } from '../spot/plugin';
import type { BinanceSymbols } from './symbols';

/** What the Binance-compatible API needs from the rest of the exchange (given by app.ts through plugin.ts). */
export interface BinanceDeps {
  clock: Clock;
  apiKeys: Pick<ApiKeyService, 'grant'>;
  spot: SpotModule;
  market: MarketModule;
  platform: Pick<PlatformService, 'pairList' | 'currencyList'>;
  ledger: Pick<Ledger, 'balancesOf'>;
  symbols: BinanceSymbols;
}
