import { drawnStoneUrl, type Goods } from '@facet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureGallery } from '../../../../shared/ui/picture-gallery';
import { ReportDocument } from './report-document';
import { SpinViewer } from './spin-viewer';
import { ZoomViewer } from './zoom-viewer';
import './stone-media.css';

type View = 'photos' | 'spin' | 'video' | 'report';

/** What a stone carries to look at, in the order a buyer wants them. */
export function mediaViewsOf(goods: Goods): View[] {
  return [
    'photos' as const,
    ...(goods.Frames.length > 0 ? (['spin'] as const) : []),
    ...(goods.Video ? (['video'] as const) : []),
    ...(goods.Lab && goods.CertificateNo ? (['report'] as const) : []),
  ];
}

/**
 * A stone's media on its details page: its photos (a tap opens them full screen to zoom), its
 * 360° view, its video and its lab report, as it carries them; one at a time, chosen by the
 * tabs along the picture's foot. A stone without photos is drawn in its shape and colour.
 */
export function MediaViewer({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const views = mediaViewsOf(goods);
  const [view, setView] = useState<View>(goods.Images.length === 0 && goods.Frames.length > 0 ? 'spin' : 'photos'); // prettier-ignore
  const [zoomed, setZoomed] = useState<number | null>(null);
  const pictures = goods.Images.length > 0 ? goods.Images : [drawnStoneUrl(goods)];
  const pictureOf = (index: number) => t('details.pictureOf', { index: index + 1, count: pictures.length }); // prettier-ignore

  return (
    <div className={`media media-${view}`}>
      <div className="media-stage" id="media-stage">
        {view === 'photos' && (
          <PictureGallery
            pictures={pictures}
            label={t('details.pictures')}
            pictureClassName="details-picture"
            altOf={pictureOf}
            onOpen={goods.Images.length > 0 ? setZoomed : undefined}
            openLabel={(index) => t('details.media.zoomOf', { picture: pictureOf(index) })}
          />
        )}
        {view === 'spin' && <SpinViewer frames={goods.Frames} label={t('details.media.spin')} />}
        {view === 'video' && goods.Video && (
          <video
            className="media-video"
            src={goods.Video}
            controls
            playsInline
            preload="metadata"
          />
        )}
        {view === 'report' && <ReportDocument goods={goods} />}
      </div>
      {views.length > 1 && (
        <div className="media-tabs" role="tablist" aria-label={t('details.media.label')}>
          {views.map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              aria-selected={view === kind}
              aria-controls="media-stage"
              className={view === kind ? 'media-tab media-tab-on' : 'media-tab'}
              onClick={() => setView(kind)}
            >
              {t(`details.media.${kind}`)}
            </button>
          ))}
        </div>
      )}
      {zoomed !== null && (
        <ZoomViewer
          src={pictures[zoomed]!}
          alt={pictureOf(zoomed)}
          onClose={() => setZoomed(null)}
        />
      )}
    </div>
  );
}
