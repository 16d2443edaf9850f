import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Community } from '@aurelix/shared/schemas/platform';
import { usePlatConfig } from '../../../lib/reference-data';
import styles from './community-links.module.css';

function CommunityLogo({ community }: { community: Community }) {
  const [broken, setBroken] = useState(false);
  if (community.logo && !broken) {
    return <img src={community.logo} alt="" width={18} height={18} onError={() => setBroken(true)} />;
  }
  // A letter badge when the operator's logo URL fails.
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <circle cx="9" cy="9" r="9" fill="currentColor" opacity="0.18" />
      <text
        x="9"
        y="13"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fill="currentColor"
        fontFamily="Arial, sans-serif"
      >
        {community.name.slice(0, 1).toUpperCase()}
      </text>
    </svg>
  );
}

/** The operator's community links (plat_config.communities). */
export function CommunityLinks() {
  const { t } = useTranslation();
  const config = usePlatConfig();
  const communities = config.data?.communities ?? [];
  if (communities.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('aria.communities')}>
      {communities.map((c) => (
        <li key={c.link}>
          <a
            className={styles.link}
            href={c.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={c.name}
            title={c.name}
          >
            <CommunityLogo community={c} />
          </a>
        </li>
      ))}
    </ul>
  );
}
