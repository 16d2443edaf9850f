import { useState } from 'react';

/** A stable colour per symbol, so BTC is always the same hue without shipping logos. */
export function symbolHue(symbol: string): number {
  let hash = 0;
  for (const ch of symbol.toUpperCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

interface CoinIconProps {
  symbol: string;
  /** Logo URL from currency_list; when missing or broken, a coloured initial is drawn. */
  logo?: string;
  size?: number;
}

export function CoinIcon({ symbol, logo, size = 24 }: CoinIconProps) {
  const [broken, setBroken] = useState(false);
  if (logo && !broken) {
    return (
      <img
        src={logo}
        alt=""
        width={size}
        height={size}
        style={{ borderRadius: '50%', flex: 'none' }}
        onError={() => setBroken(true)}
      />
    );
  }
  const hue = symbolHue(symbol);
  const initial = symbol.slice(0, 1).toUpperCase();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" style={{ flex: 'none' }}>
      <circle cx="16" cy="16" r="16" fill={`hsl(${hue} 62% 46%)`} />
      <text
        x="16"
        y="21.5"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        {initial}
      </text>
    </svg>
  );
}
