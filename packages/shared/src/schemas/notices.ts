import { z } from 'zod';
import { bigRowId, intRowId } from './id';

/*
 * Notices (issue 3 item 7): stored as a kind and its parameters, rendered in the reader's language.
 * Kinds: 'login_new_address' {ip}, 'identity_approved' {}, 'identity_rejected' {reason},
 * 'admin' {title, content}; later modules add their own kinds with a template each.
 */

export const noticeListBody = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .strict();
export type NoticeListBody = z.infer<typeof noticeListBody>;

export const notice = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof notice>;

export const noticePage = z.object({
  list: z.array(notice),
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type NoticePage = z.infer<typeof noticePage>;

export const unreadCount = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCount>;

export const noticeReadBody = z.object({ id: bigRowId }).strict();

/** The private-channel push (`user_{id}`) after a new notice or a read: `{type: 'notice', unread}`. */
export const noticePush = z.object({ type: z.literal('notice'), unread: z.number() });
export type NoticePush = z.infer<typeof noticePush>;

/** POST /api/admin/notices/send: to one user (user_id) or to every user (user_id omitted). */
export const adminNoticeBody = z
  .object({
    user_id: intRowId.optional(),
    title: z.string('NOTICE_TEXT_INVALID').trim().min(1, 'NOTICE_TEXT_INVALID').max(100, 'NOTICE_TEXT_INVALID'),
    content: z.string('NOTICE_TEXT_INVALID').trim().min(1, 'NOTICE_TEXT_INVALID').max(2000, 'NOTICE_TEXT_INVALID'),
  })
  .strict();
export type AdminNoticeBody = z.infer<typeof adminNoticeBody>;
