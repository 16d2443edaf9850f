import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/client-address';
import { DEVELOPMENT_KEY_HEX } from './modules/api-keys/secret-box';
import { parseIndexSources, type IndexSettings } from './modules/index-price/sources-config';

/** Process configuration, read once from the environment (issue 2 lists every variable). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** NATS: how a process that does not own a market reaches the one that does (modules/cluster). */
  NATS_URL: z.string().optional(),
  /** all: serves and matches; api: serves only (holds no market and runs no timer); engine: as all, for a process behind no load balancer. */
  ROLE: z.enum(['all', 'api', 'engine']).default('all'),
  SMTP_URL: z.string().optional(),
  BLOCKED_COUNTRIES: z.string().default(''),
  TRUST_PROXY: z.string().default('0'),
  /** Whether, with BLOCKED_COUNTRIES set, an address of no known country (private, unreadable) may pass. */
  ALLOW_UNKNOWN_COUNTRY: z.string().default('1'),
  /** The first admin of a fresh database (modules/seed/first-admin.ts); production seeds no other. */
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.string().default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  WEB_DIST: z.string().optional(),
  /** Demo prices, liquidity, merchants and ICO projects; empty: on outside production, off in production. */
  DEMO_MARKET: z.string().default(''),
  /** Days of candle history a first start with the demo market backfills (tests ask for fewer). */
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Demo market maker; empty follows DEMO_MARKET. */
  MARKET_MAKER: z.string().default(''),
  BRAND_NAME: z.string().optional(),
  BRAND_LOGO: z.string().optional(),
  BRAND_ACCENT: z.string().optional(),
  /** 0 turns off the realtime write shortcuts (modules/realtime/direct-frames.ts); on by default. */
  REALTIME_DIRECT_FRAMES: z.string().default('1'),
  /** Block time of the simulated chain in ms; 0 stops its timer (tests mine blocks by hand). */
  FUNDING_BLOCK_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  /** External spot markets of the index: `binance:3,okx:2,kraken:1` (ccxt id:weight); empty: none. */
  INDEX_SOURCES: z.string().default(''),
  /** The exchange's own book in the index: its weight (0: fallback only) and how far it may pull (percent). */
  INDEX_BOOK_WEIGHT: z.string().regex(/^\d+(\.\d+)?$/).default('1'),
  INDEX_BOOK_BOUND: z.string().regex(/^\d+(\.\d+)?$/).default('0.1'),
  /** How long recorded index ticks are kept. */
  INDEX_HISTORY_HOURS: z.coerce.number().int().min(1).max(24 * 366).default(48),
  /** AES-256 key of the API secrets at rest (modules/api-keys): 64 hex digits; required in production. */
  /** Request weight per minute of the Binance-compatible API, per address and per API key. */
  API_WEIGHT_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  API_KEY_ENCRYPTION_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'API_KEY_ENCRYPTION_KEY must be 64 hexadecimal digits').optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  natsUrl?: string;
  /** Whether this process holds markets and runs timers (modules/cluster); ROLE=api does neither. */
  engine: boolean;
  smtpUrl?: string;
  blockedCountries: string[];
  /** Proxies whose X-Forwarded-For entries are believed (lib/client-address.ts). */
  trustProxy: TrustProxy;
  allowUnknownCountry: boolean;
  /** ADMIN_EMAIL and ADMIN_PASSWORD, when both are set. */
  firstAdmin?: { email: string; password: string };
  production: boolean;
  logLevel: string;
  rateLimitPerMinute: number;
  webDist: string;
  demoMarket: boolean;
  /** Days of candle history the demo market backfills on a first start. */
  demoHistoryDays: number;
  marketMaker: boolean;
  brandOverrides: { name?: string; logo?: string; accent?: string };
  /** Whether realtime may use its Socket.IO shortcuts (taken only when the installed versions are known ones). */
  realtimeDirectFrames: boolean;
  /** Block time of the simulated deposit chain; 0: no timer. */
  fundingBlockMs: number;
  /** Where the index price comes from (modules/index-price). */
  index: IndexSettings;
  /** 64 hex digits encrypting API secrets; outside production a published development key when unset. */
  apiKeyEncryptionKey: string;
  /** Request weight per minute of the Binance-compatible API (modules/binance). */
  apiWeightPerMinute: number;
}

/** A switch of the environment: empty takes the default; 0 or false is off; anything else is on. */
const switchOf = (value: string, fallback: boolean) => (value === '' ? fallback : value !== '0' && value.toLowerCase() !== 'false');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = envSchema.parse(env);
  const production = e.NODE_ENV === 'production';
  // Nothing demo exists in production unless the operator asks for it by name (issue 26 finding 8):
  // the demo merchants and the market maker hold money credited from system:world, backed by nothing.
  const demoMarket = switchOf(e.DEMO_MARKET, !production);
  // API secrets under a key everyone knows would be no secrets: production names its own.
  if (production && !e.API_KEY_ENCRYPTION_KEY)
    throw new Error('API_KEY_ENCRYPTION_KEY is required in production (64 hex digits, e.g. `openssl rand -hex 32`): it encrypts API secrets');
  return {
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside apps/server; a relative DATA_DIR means the directory where
    // the user typed `npm start` (INIT_CWD), so ./data is the repository's data folder.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    natsUrl: e.NATS_URL || undefined,
    engine: e.ROLE !== 'api',
    smtpUrl: e.SMTP_URL || undefined,
    blockedCountries: e.BLOCKED_COUNTRIES.split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowUnknownCountry: e.ALLOW_UNKNOWN_COUNTRY !== '0' && e.ALLOW_UNKNOWN_COUNTRY !== 'false',
    firstAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    production,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    demoMarket,
    demoHistoryDays: e.DEMO_HISTORY_DAYS,
    marketMaker: switchOf(e.MARKET_MAKER, demoMarket),
    brandOverrides: { name: e.BRAND_NAME, logo: e.BRAND_LOGO, accent: e.BRAND_ACCENT },
    realtimeDirectFrames: e.REALTIME_DIRECT_FRAMES !== '0' && e.REALTIME_DIRECT_FRAMES !== 'false',
    fundingBlockMs: e.FUNDING_BLOCK_MS,
    index: {
      sources: parseIndexSources(e.INDEX_SOURCES),
      bookWeight: e.INDEX_BOOK_WEIGHT,
      bookBoundPercent: e.INDEX_BOOK_BOUND,
      historyHours: e.INDEX_HISTORY_HOURS,
    },
    apiKeyEncryptionKey: (e.API_KEY_ENCRYPTION_KEY ?? DEVELOPMENT_KEY_HEX).toLowerCase(),
    apiWeightPerMinute: e.API_WEIGHT_PER_MINUTE,
  };
}

/**
 * What an operator must hear at every start: a demo switched on in production. The demo P2P
 * merchants hold 500,000 USDT and 20 BTC each and the market maker its inventory, all credited from
 * system:world and backed by nothing; the demo ICO projects take real subscriptions.
 */
export function productionWarnings(config: Pick<AppConfig, 'production' | 'demoMarket' | 'marketMaker'>): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (config.demoMarket)
    warnings.push(
      'DEMO_MARKET is on in production: demo P2P merchants with unbacked money from system:world and their ads, demo ICO projects ' +
        'that take real subscriptions, and the demo price walk. Never run a live exchange like this; unset DEMO_MARKET or set it to 0.',
    );
  if (config.marketMaker)
    warnings.push(
      'MARKET_MAKER is on in production: system:market_maker and system:market_taker trade on every pair with inventory credited ' +
        'from system:world. Never run a live exchange like this; unset MARKET_MAKER or set it to 0.',
    );
  return warnings;
}
