import { useState } from 'react';
import './picture-gallery.css';

type Props = {
  pictures: string[];
  /** Names the gallery for assistive technology. */
  label: string;
  /** Each picture's text alternative, by its place (0 first). */
  altOf: (index: number) => string;
  pictureClassName?: string;
  /** A tap on a picture opens it (full screen, to zoom); `openLabel` names that button. */
  onOpen?: (index: number) => void;
  openLabel?: (index: number) => string;
};

/**
 * Pictures side by side, one screen wide, swiped with the browser's own scroll snapping (no
 * gesture or animation library); dots under them say which one shows. The first picture is
 * the largest thing on a details screen: it is asked for first, the others when swiped to.
 */
export function PictureGallery({
  pictures,
  label,
  altOf,
  pictureClassName,
  onOpen,
  openLabel,
}: Props) {
  const [shown, setShown] = useState(0);
  return (
    <div className="gallery">
      <div
        className="gallery-track"
        role="region"
        aria-label={label}
        // Arrow keys scroll it too.
        tabIndex={pictures.length > 1 ? 0 : undefined}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          setShown(Math.round(scrollLeft / Math.max(clientWidth, 1)));
        }}
      >
        {pictures.map((src, index) => {
          const picture = (
            <img
              key={src}
              className={`gallery-picture ${pictureClassName ?? ''}`}
              src={src}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              loading={index === 0 ? 'eager' : 'lazy'}
              alt={altOf(index)}
            />
          );
          return onOpen ? (
            <button
              key={src}
              type="button"
              className="gallery-open"
              aria-label={openLabel?.(index)}
              onClick={() => onOpen(index)}
            >
              {picture}
            </button>
          ) : (
            picture
          );
        })}
      </div>
      {pictures.length > 1 && (
        <div className="gallery-dots" aria-hidden="true">
          {pictures.map((src, index) => (
            <span
              key={src}
              className={index === shown ? 'gallery-dot gallery-dot-on' : 'gallery-dot'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
