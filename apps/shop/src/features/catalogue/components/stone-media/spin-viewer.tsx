import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Pixels of drag per frame: a thumb's sweep across the picture turns the stone once. */
const PIXELS_PER_FRAME = 8;
/** Until it is touched, the stone turns by itself at this pace. */
const TURN_EVERY_MS = 120;

/**
 * A 360° view from a sequence of frames (the trade's frame-folder format): the frames load in
 * turn, the stone turns by itself until it is touched, then follows a drag or the arrow keys.
 */
export function SpinViewer({ frames, label }: { frames: string[]; label: string }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState(0);
  const [loaded, setLoaded] = useState(1);
  const [playing, setPlaying] = useState(true);
  const drag = useRef<{ x: number; from: number } | null>(null);
  const turn = (to: number) => setFrame(((to % frames.length) + frames.length) % frames.length);

  // Each frame asked for once the one before it has arrived: the first shows at once.
  useEffect(() => {
    if (loaded >= frames.length) return;
    const next = new Image();
    next.onload = next.onerror = () => setLoaded((count) => count + 1);
    next.src = frames[loaded]!;
  }, [frames, loaded]);

  useEffect(() => {
    if (!playing || loaded < frames.length) return;
    const timer = setInterval(() => setFrame((at) => (at + 1) % frames.length), TURN_EVERY_MS);
    return () => clearInterval(timer);
  }, [playing, loaded, frames.length]);

  return (
    <div
      className="spin"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={frames.length}
      aria-valuenow={frame + 1}
      aria-valuetext={t('details.media.frameOf', { frame: frame + 1, count: frames.length })}
      // Focus stops the turning, as a carousel's does: a keyboard user turns it from where it is.
      onFocus={() => setPlaying(false)}
      onPointerDown={(event) => {
        setPlaying(false);
        drag.current = { x: event.clientX, from: frame };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        turn(drag.current.from + Math.round((drag.current.x - event.clientX) / PIXELS_PER_FRAME));
      }}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        setPlaying(false);
        turn(frame + (event.key === 'ArrowRight' ? 1 : -1));
      }}
    >
      <img className="spin-frame" src={frames[frame]} alt="" draggable={false} />
      <p className="spin-hint" aria-hidden="true">
        {loaded < frames.length
          ? t('details.media.loadingFrames', { loaded, count: frames.length })
          : t('details.media.dragToTurn')}
      </p>
    </div>
  );
}
