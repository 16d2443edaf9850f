import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@aurelix/shared/schemas/audit-log';

/** A recorded JSON text, indented for reading; shown as stored when it is not JSON. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The expanded row: the request body (secrets already removed by the server), before and after, the entry's hash. */
export function AuditEntryDetails({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const parts = [
    ['body', t('audit-log.details.body'), entry.body],
    ['before', t('audit-log.details.before'), entry.before],
    ['after', t('audit-log.details.after'), entry.after],
  ] as const;
  return (
    <div data-testid={`audit-details-${entry.id}`}>
      {parts.map(([key, label, text]) =>
        text === null ? null : (
          <section key={key}>
            <h4>{label}</h4>
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }} data-testid={`audit-${key}-${entry.id}`}>
              {pretty(text)}
            </pre>
          </section>
        ),
      )}
      <p>
        {t('audit-log.details.hash')}: <code>{entry.hash}</code>
      </p>
    </div>
  );
}
