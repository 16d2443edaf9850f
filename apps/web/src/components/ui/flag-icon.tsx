import type { ReactNode } from 'react';

/** Points of a five-pointed star; `rotate` in degrees (0 points up). */
function star(cx: number, cy: number, r: number, rotate = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((rotate + i * 36 - 90) * Math.PI) / 180;
    pts.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return pts.join(' ');
}

function sunRays(cx: number, cy: number, outer: number, inner: number, count: number): string {
  const pts: string[] = [];
  for (let i = 0; i < count * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (i * Math.PI) / count - Math.PI / 2;
    pts.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return pts.join(' ');
}

function Trigram({ x, y, angle }: { x: number; y: number; angle: number }) {
  return (
    <g transform={`rotate(${angle} ${x} ${y})`} fill="#000">
      <rect x={x - 2.2} y={y - 1.6} width="4.4" height="0.7" />
      <rect x={x - 2.2} y={y - 0.35} width="4.4" height="0.7" />
      <rect x={x - 2.2} y={y + 0.9} width="4.4" height="0.7" />
    </g>
  );
}

/** Simplified flags drawn in SVG (emoji flags do not render on every system). 3:2, 30×20 units. */
const FLAGS: Record<string, ReactNode> = {
  en_US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 / 13) * 7} fill="#3c3b6e" />
    </>
  ),
  ja_JP: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  ko_KR: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <g transform="rotate(33.7 15 10)">
        <path d="M10 10a5 5 0 0 1 10 0z" fill="#cd2e3a" />
        <path d="M10 10a5 5 0 0 0 10 0z" fill="#0047a0" />
        <circle cx="12.5" cy="10" r="2.5" fill="#cd2e3a" />
        <circle cx="17.5" cy="10" r="2.5" fill="#0047a0" />
      </g>
      <Trigram x={6} y={4.2} angle={-56.3} />
      <Trigram x={24} y={15.8} angle={-56.3} />
      <Trigram x={24} y={4.2} angle={56.3} />
      <Trigram x={6} y={15.8} angle={56.3} />
    </>
  ),
  zh_TW: (
    <>
      <rect width="30" height="20" fill="#fe0000" />
      <rect width="15" height="10" fill="#000095" />
      <polygon points={sunRays(7.5, 5, 3.8, 2.2, 12)} fill="#fff" />
      <circle cx="7.5" cy="5" r="2" fill="#000095" />
      <circle cx="7.5" cy="5" r="1.6" fill="#fff" />
    </>
  ),
  zh_CN: (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <polygon points={star(5, 5, 3)} fill="#ffff00" />
      <polygon points={star(10, 2, 1, 23)} fill="#ffff00" />
      <polygon points={star(12, 4, 1, 45)} fill="#ffff00" />
      <polygon points={star(12, 7, 1, 0)} fill="#ffff00" />
      <polygon points={star(10, 9, 1, 21)} fill="#ffff00" />
    </>
  ),
  ru_RU: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#0039a6" />
      <rect y="13.33" width="30" height="6.67" fill="#d52b1e" />
    </>
  ),
  tr_TR: (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="11" cy="10" r="5" fill="#fff" />
      <circle cx="12.25" cy="10" r="4" fill="#e30a17" />
      <polygon points={star(17.2, 10, 2.1, -18)} fill="#fff" />
    </>
  ),
  fr_FR: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002395" />
      <rect x="20" width="10" height="20" fill="#ed2939" />
    </>
  ),
  es_ES: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  de_DE: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
};

interface FlagIconProps {
  locale: string;
  /** The config's emoji flag, used for a locale this component does not draw. */
  fallback?: string;
  width?: number;
}

export function FlagIcon({ locale, fallback, width = 20 }: FlagIconProps) {
  const flag = FLAGS[locale];
  if (!flag) return <span aria-hidden="true">{fallback ?? '🏳'}</span>;
  return (
    <svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden="true"
      style={{ borderRadius: 2, flex: 'none', display: 'block' }}
    >
      {flag}
    </svg>
  );
}
