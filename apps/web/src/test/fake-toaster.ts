import { vi } from 'vitest';
import { setToaster } from '../lib/notify';

/** Records the app's toasts instead of showing them. */
export function installFakeToaster() {
  const toaster = { success: vi.fn(), info: vi.fn(), error: vi.fn() };
  setToaster(toaster as unknown as Parameters<typeof setToaster>[0]);
  return toaster;
}
