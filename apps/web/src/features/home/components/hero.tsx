import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { useBrand } from '../../../lib/brand';
import styles from './hero.module.css';

/** Decorative candles and a price line; carries no information, so it is hidden from assistive tech. */
function HeroArt() {
  const candles = [
    [30, 120, 150, 1],
    [52, 100, 140, 1],
    [74, 110, 150, 0],
    [96, 86, 124, 1],
    [118, 92, 130, 0],
    [140, 70, 108, 1],
    [162, 60, 96, 1],
    [184, 72, 104, 0],
    [206, 48, 86, 1],
    [228, 40, 76, 1],
    [250, 52, 84, 0],
    [272, 30, 66, 1],
  ] as const;
  return (
    <svg className={styles.art} viewBox="0 0 300 200" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-fill" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.35" />
          <stop offset="100%" stopColor="var(--accent)" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[40, 80, 120, 160].map((y) => (
        <line key={y} x1="0" x2="300" y1={y} y2={y} stroke="var(--border)" strokeDasharray="2 4" />
      ))}
      <path
        d="M0 170 L30 150 L60 140 L90 118 L120 126 L150 96 L180 92 L210 74 L240 62 L270 44 L300 30 L300 200 L0 200 Z"
        fill="url(#hero-fill)"
      />
      <path
        d="M0 170 L30 150 L60 140 L90 118 L120 126 L150 96 L180 92 L210 74 L240 62 L270 44 L300 30"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="2.5"
      />
      {candles.map(([x, top, bottom, up]) => (
        <g key={x} opacity="0.85">
          <line
            x1={x}
            x2={x}
            y1={top - 8}
            y2={bottom + 8}
            stroke={up ? 'var(--up)' : 'var(--down)'}
            strokeWidth="1.5"
          />
          <rect
            x={x - 5}
            y={top}
            width="10"
            height={bottom - top}
            rx="1.5"
            fill={up ? 'var(--up)' : 'var(--down)'}
          />
        </g>
      ))}
    </svg>
  );
}

/** Home's opening: the brand tagline and the two ways in. */
export function Hero() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.copy}>
        <h1 id="hero-title" className={styles.title}>
          {t('home.heroTitle', { brand: brand.name })}
        </h1>
        <p className={styles.subtitle}>{t('home.heroSubtitle')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/markets/kline/BTC_USDT" variant="primary" size="large">
            {t('home.startTrading')}
          </ButtonLink>
          <ButtonLink to="/reg" size="large">
            {t('home.registerNow')}
          </ButtonLink>
        </div>
      </div>
      <div className={styles.visual}>
        <HeroArt />
      </div>
    </section>
  );
}
