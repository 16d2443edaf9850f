import { afterEach } from 'vitest';
import { i18n } from '../i18n/i18n';
import { DEFAULT_LOCALE } from '@aurelix/shared/locales';
import { queryClient } from '../lib/query-client';
import { clearSession } from '../lib/session';

// Files of the shared web project (vitest.files.ts) run one after another in one module registry:
// what one test leaves in the app's module state (a session, cached queries, a language) is reset
// here, as a fresh registry would have it, so no file depends on which file ran before it.
afterEach(async () => {
  clearSession();
  queryClient.clear();
  if (i18n.language !== DEFAULT_LOCALE) await i18n.changeLanguage(DEFAULT_LOCALE);
});
