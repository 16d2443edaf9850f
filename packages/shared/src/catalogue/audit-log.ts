import { defineCataloguePart, NO_MESSAGES } from './part';

/** The admin audit log (issue 31): codes 3770-3779. */
export const AUDIT_LOG_CATALOGUE = defineCataloguePart({
  codes: {
    AUDIT_LOG_UNAVAILABLE: 3770,
  },
  errors: {
    en_US: { AUDIT_LOG_UNAVAILABLE: 'The audit log cannot be written right now, so admin actions are paused. Please try again shortly' },
    ja_JP: { AUDIT_LOG_UNAVAILABLE: '監査ログに書き込めないため、管理操作を一時停止しています。しばらくしてから再度お試しください' },
    ko_KR: { AUDIT_LOG_UNAVAILABLE: '감사 로그를 기록할 수 없어 관리자 작업이 일시 중지되었습니다. 잠시 후 다시 시도해 주세요' },
    zh_TW: { AUDIT_LOG_UNAVAILABLE: '稽核日誌目前無法寫入，管理操作已暫停，請稍後再試' },
    zh_CN: { AUDIT_LOG_UNAVAILABLE: '审计日志暂时无法写入，管理操作已暂停，请稍后再试' },
    ru_RU: { AUDIT_LOG_UNAVAILABLE: 'Журнал аудита сейчас недоступен для записи, поэтому действия администратора приостановлены. Повторите попытку чуть позже' },
    tr_TR: { AUDIT_LOG_UNAVAILABLE: 'Denetim kaydı şu anda yazılamıyor, bu nedenle yönetici işlemleri durduruldu. Lütfen birazdan tekrar deneyin' },
    fr_FR: { AUDIT_LOG_UNAVAILABLE: "Le journal d'audit ne peut pas être écrit pour le moment : les actions d'administration sont suspendues. Veuillez réessayer dans un instant" },
    es_ES: { AUDIT_LOG_UNAVAILABLE: 'No se puede escribir en el registro de auditoría en este momento, por lo que las acciones de administración están en pausa. Inténtalo de nuevo en breve' },
    de_DE: { AUDIT_LOG_UNAVAILABLE: 'Das Audit-Protokoll kann gerade nicht geschrieben werden, daher sind Admin-Aktionen angehalten. Bitte versuchen Sie es gleich noch einmal' },
  },
  success: NO_MESSAGES,
});
