import type { MessageInstance } from 'antd/es/message/interface';

/** Toast durations of SPEC 9, in seconds (antd's unit). */
export const TOAST_SECONDS = { success: 1, info: 1.2, error: 1.2 } as const;

type Toaster = Pick<MessageInstance, 'success' | 'info' | 'error'>;

type Kind = keyof Toaster;
type Args = Parameters<Toaster['success']>[0];

/**
 * Until antd's <App> registers its themed instance, antd's static API serves, loaded on the first
 * toast: the shell paints without antd (issue 30).
 */
const staticToaster: Toaster = {
  success: (args: Args) => show('success', args),
  info: (args: Args) => show('info', args),
  error: (args: Args) => show('error', args),
} as unknown as Toaster;

function show(kind: Kind, args: Args) {
  return import('antd/es/message').then(({ default: message }) => message[kind](args));
}

/** The themed instance from antd's <App>; the static API serves until it is registered. */
let toaster: Toaster = staticToaster;

export function setToaster(instance: Toaster): void {
  toaster = instance;
}

/**
 * The app's toasts. A `key` collapses repeats (several failing queries show one toast).
 */
export const notify = {
  success(content: string, key?: string): void {
    void toaster.success({ content, duration: TOAST_SECONDS.success, key });
  },
  info(content: string, key?: string): void {
    void toaster.info({ content, duration: TOAST_SECONDS.info, key });
  },
  error(content: string, key?: string): void {
    void toaster.error({ content, duration: TOAST_SECONDS.error, key });
  },
};
