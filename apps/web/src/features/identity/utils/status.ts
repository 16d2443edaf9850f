import { NAME_STATUS } from '@aurelix/shared/schemas/identity';

/** SPEC 4: the rights view labels name_status 1-4 not authenticated, under review, authenticated, approval failed. */
export const STATUS_LABEL = {
  [NAME_STATUS.NONE]: 'identity.status.none',
  [NAME_STATUS.PENDING]: 'identity.status.pending',
  [NAME_STATUS.APPROVED]: 'identity.status.approved',
  [NAME_STATUS.REJECTED]: 'identity.status.rejected',
} as const;

export const STATUS_COLOR = {
  [NAME_STATUS.NONE]: 'default',
  [NAME_STATUS.PENDING]: 'gold',
  [NAME_STATUS.APPROVED]: 'green',
  [NAME_STATUS.REJECTED]: 'red',
} as const;

export const statusLabel = (status: number) => STATUS_LABEL[(status in STATUS_LABEL ? status : 1) as keyof typeof STATUS_LABEL];
export const statusColor = (status: number) => STATUS_COLOR[(status in STATUS_COLOR ? status : 1) as keyof typeof STATUS_COLOR];

/** A country's name in the reader's language ('JP' -> 'Japan' / '日本'). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
