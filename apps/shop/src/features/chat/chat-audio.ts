let context: AudioContext | null = null;

/** The page's audio, once a touch allowed it: browsers keep a page silent until then. */
export const chatAudio = () => context;

/** Wakes the audio up on the buyer's first touch, so that a reply arriving later is heard. */
export function unlockAudioOnFirstTouch() {
  if (typeof AudioContext === 'undefined') return;
  const unlock = () => {
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
  };
  document.addEventListener('pointerdown', unlock, { once: true, capture: true });
}
