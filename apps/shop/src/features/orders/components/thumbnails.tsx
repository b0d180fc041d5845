import { usePictureViewer } from '../../../shared/ui/picture-viewer';
import './thumbnails.css';

/** Small pictures in a row; a tap opens them full screen, swipeable. */
export function Thumbnails({ urls, alt }: { urls: string[]; alt: (index: number) => string }) {
  const pictures = usePictureViewer();
  return (
    <>
      <ul className="order-thumbnails">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className="order-thumbnail"
              onClick={() => void pictures.open(urls, index)}
              aria-label={alt(index + 1)}
            >
              <img src={url} alt="" width={72} height={72} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {pictures.viewer}
    </>
  );
}
