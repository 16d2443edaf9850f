import { useTranslation } from 'react-i18next';
import { NOTE } from '../../features/platform/api/get-plat-note';
import { NotePage } from '../../features/platform/components/note-page';

/** /agree: the registration agreement (plat_note type 1). */
export default function AgreeRoute() {
  const { t } = useTranslation();
  return <NotePage type={NOTE.agreement} fallbackTitle={t('routes.agree')} />;
}
