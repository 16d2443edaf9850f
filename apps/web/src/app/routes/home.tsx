import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Hero } from '../../features/home/components/hero';
import { Highlights } from '../../features/home/components/highlights';
import { MarketTrends } from '../../features/markets/components/market-trends';
import { AppDownloadSection } from '../../features/platform/components/app-download-section';
import styles from './home.module.css';

/** /home: hero, market trends, highlights and app download. */
export default function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.home'));
  return (
    <div className={`container ${styles.home}`}>
      <Hero />
      <MarketTrends />
      <Highlights />
      <AppDownloadSection />
    </div>
  );
}
