import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const MAX_SCALE = 5;

/**
 * One picture full screen, to look at a stone closely: two fingers pinch it larger or smaller
 * and move it, a double tap zooms in and out, Escape or the close button leaves.
 */
export function ZoomViewer({
  src,
  alt,
  onClose,
}: {
  src: string;
  alt: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number; mid: { x: number; y: number } } | null>(null); // prettier-ignore
  const lastTap = useRef(0);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } } : null; // prettier-ignore
  };

  return createPortal(
    <div className="zoom" role="dialog" aria-modal="true" aria-label={alt}>
      <button ref={close} type="button" className="zoom-close" onClick={onClose}>
        <CloseOutline aria-hidden="true" />
        <span>{t('details.media.close')}</span>
      </button>
      <div
        className="zoom-stage"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
          const now = Date.now();
          if (pointers.current.size === 1 && now - lastTap.current < 300) {
            setView((v) => (v.scale > 1 ? { scale: 1, x: 0, y: 0 } : { scale: 2.5, x: 0, y: 0 }));
          }
          lastTap.current = now;
          const started = spread();
          if (started) pinch.current = { ...started, scale: view.scale };
        }}
        onPointerMove={(event) => {
          const before = pointers.current.get(event.pointerId);
          if (!before) return;
          pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
          const now = spread();
          if (now && pinch.current) {
            const scale = Math.min(MAX_SCALE, Math.max(1, (pinch.current.scale * now.distance) / pinch.current.distance)); // prettier-ignore
            setView((v) => ({ scale, x: scale === 1 ? 0 : v.x, y: scale === 1 ? 0 : v.y }));
          } else if (view.scale > 1) {
            setView((v) => ({ ...v, x: v.x + event.clientX - before.x, y: v.y + event.clientY - before.y })); // prettier-ignore
          }
        }}
        onPointerUp={(event) => {
          pointers.current.delete(event.pointerId);
          if (pointers.current.size < 2) pinch.current = null;
        }}
        onPointerCancel={(event) => pointers.current.delete(event.pointerId)}
      >
        <img
          className="zoom-picture"
          src={src}
          alt={alt}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <p className="zoom-hint" aria-hidden="true">
        {t('details.media.pinchHint')}
      </p>
    </div>,
    document.body,
  );
}
