import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLogPage } from '@aurelix/shared/schemas/audit-log';
import { api } from '../../../lib/api-client';

export interface AuditLogQuery {
  page: number;
  page_size: number;
  admin?: string;
  action?: string;
  from?: number;
  to?: number;
}

/** A page of the admin audit log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => api.post('/api/admin/audit-log', query, { schema: auditLogPage, signal, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
