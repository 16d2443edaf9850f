import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ui/coming-soon';

/** Any screen of a later issue: its translated title on the shared coming-soon page. */
export default function ComingSoonRoute({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  const { symbol, currency } = useParams();
  const detail = symbol ? symbol.replace('_', '/').toUpperCase() : currency?.toUpperCase();
  return <ComingSoon title={t(titleKey)} detail={detail} />;
}
