// Writes public/coins/{symbol}.svg: a coloured disc with the symbol's initial for each seeded coin.
// Run with `node apps/web/scripts/generate-coin-icons.mjs`; add a symbol here when a coin is listed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COINS = {
  USDT: '#26a17b',
  BTC: '#f7931a',
  ETH: '#627eea',
  BNB: '#f3ba2f',
  SOL: '#9945ff',
  XRP: '#4a5a70',
  DOGE: '#c2a633',
  TRX: '#ef0027',
  LTC: '#345d9d',
  ADA: '#2a5ada',
  DOT: '#e6007a',
  LINK: '#375bd2',
  AVAX: '#e84142',
  TON: '#0098ea',
  SHIB: '#f05a28',
  UNI: '#ff007a',
};

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'coins');
mkdirSync(out, { recursive: true });
for (const [symbol, color] of Object.entries(COINS)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <circle cx="16" cy="16" r="16" fill="${color}"/>
  <circle cx="16" cy="16" r="12.5" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="1"/>
  <text x="16" y="21.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#fff">${symbol[0]}</text>
</svg>
`;
  writeFileSync(join(out, `${symbol.toLowerCase()}.svg`), svg);
}
console.log(`wrote ${Object.keys(COINS).length} icons to ${out}`);
