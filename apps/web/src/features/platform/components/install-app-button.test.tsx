import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import '../../../i18n/i18n';
import { watchInstallPrompt } from '../../../lib/install-prompt';
import { InstallAppButton } from './install-app-button';

/** What Chromium dispatches when the app can be installed: an event with prompt() and userChoice. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

describe('InstallAppButton', () => {
  let stop: () => void;
  beforeEach(() => void (stop = watchInstallPrompt(window)));
  afterEach(() => stop());

  it('shows nothing until the browser offers installation', () => {
    render(<InstallAppButton />);
    expect(screen.queryByTestId('install-app')).toBeNull();
  });

  it('appears on beforeinstallprompt, keeps the browser infobar away, and shows the prompt once', async () => {
    render(<InstallAppButton />);
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    const button = screen.getByTestId('install-app');
    expect(button.textContent).toContain('Install the web app');

    await act(async () => void fireEvent.click(button));
    expect(prompt).toHaveBeenCalledTimes(1);
    // An offer can be used once: the action goes away after the person answers.
    expect(screen.queryByTestId('install-app')).toBeNull();
  });

  it('goes away when the app gets installed another way (appinstalled)', () => {
    render(<InstallAppButton />);
    offerInstall('dismissed');
    expect(screen.getByTestId('install-app')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByTestId('install-app')).toBeNull();
  });

  it('catches an offer made before the button was ever rendered', () => {
    offerInstall('dismissed');
    render(<InstallAppButton />);
    expect(screen.getByTestId('install-app')).toBeTruthy();
  });
});
