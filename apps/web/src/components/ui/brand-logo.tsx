import { useState } from 'react';
import { useBrand } from '../../lib/brand';

/** The operator's logo; if the image fails, a badge with the brand's initial in the accent colour. */
export function BrandLogo({ size = 28 }: { size?: number }) {
  const brand = useBrand();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (brand.logo && failedSrc !== brand.logo) {
    return (
      <img
        src={brand.logo}
        alt=""
        width={size}
        height={size}
        style={{ flex: 'none' }}
        onError={() => setFailedSrc(brand.logo)}
      />
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" style={{ flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <text
        x="16"
        y="22"
        textAnchor="middle"
        fontSize="17"
        fontWeight="800"
        fill="var(--on-accent)"
        fontFamily="Arial, sans-serif"
      >
        {brand.name.slice(0, 1).toUpperCase()}
      </text>
    </svg>
  );
}
