import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings: it is not a standard yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function onOffer(event: Event) {
  // Keep the browser's own mini-infobar away: the app shows its Install action instead.
  event.preventDefault();
  offer = event as BeforeInstallPromptEvent;
  changed();
}

function onInstalled() {
  offer = null;
  changed();
}

/**
 * Starts listening for the browser's install offer; the returned function stops it. main.tsx
 * calls it before the first render, since the offer can come before the download popup that
 * shows the action is ever opened.
 */
export function watchInstallPrompt(target: Window = window): () => void {
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
    onInstalled();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Whether the browser offers to install the app now, and the action that shows its prompt. An
 * offer can be shown once: after the person answers, the action goes away until the browser
 * offers again.
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const current = useSyncExternalStore(subscribe, () => offer, () => null);
  const install = async () => {
    const event = offer;
    if (!event) return false;
    offer = null;
    changed();
    await event.prompt();
    const choice = await event.userChoice;
    return choice.outcome === 'accepted';
  };
  return { canInstall: current !== null, install };
}
