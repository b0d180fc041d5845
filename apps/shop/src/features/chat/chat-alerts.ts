import type { ChatMessage } from '@facet/contract';
import { readPreferences } from '../accounts';
import { chatAudio } from './chat-audio';

/** Several messages in a burst (those sent while the buyer was away) chime once. */
const ALERT_GAP_MS = 2_000;

let lastAlertAt = 0;

/** A short soft two-tone chime, made on the spot rather than downloaded. */
function chime(audio: AudioContext) {
  const start = audio.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.12;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.18, at + 0.015);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    tone.connect(volume).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.18);
  });
}

// One download for every notice, so notices asked for while it is on its way show in order.
const loadNotice = () => import('./components/chat-notice');
let notice: ReturnType<typeof loadNotice> | undefined;
const noticeCode = () =>
  (notice ??= loadNotice().catch((error: unknown) => {
    notice = undefined;
    throw error;
  }));

/**
 * A reply from customer service while the buyer is elsewhere in the app: what the settings
 * allow of an in-app notice, a chime and a short vibration.
 */
export function alertNewMessage(message: ChatMessage) {
  const now = Date.now();
  const burst = now - lastAlertAt < ALERT_GAP_MS;
  lastAlertAt = now;
  const preferences = readPreferences();
  if (preferences.notification) {
    void noticeCode().then(({ showChatNotice }) => showChatNotice(message));
  }
  if (burst) return;
  const audio = chatAudio();
  if (preferences.sound && audio) {
    try {
      chime(audio);
    } catch {
      // No sound on this device: the notice and the badge still tell.
    }
  }
  // Browsers refuse to vibrate for a page the buyer has not touched yet.
  if (preferences.vibration && navigator.userActivation?.hasBeenActive !== false) {
    navigator.vibrate?.(200);
  }
}
