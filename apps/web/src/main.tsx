import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { changeLocale, storedLocale } from './i18n/i18n';
import { watchInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { hideSplash } from './lib/splash';

watchInstallPrompt();

/**
 * The stored language's texts are loaded before the first paint, so the page never flashes in
 * English; antd's pack for it follows with antd (issue 30).
 */
async function start() {
  await changeLocale(storedLocale(), { waitForUi: false }).catch(() => undefined);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  hideSplash();
  registerServiceWorker();
}

void start();
