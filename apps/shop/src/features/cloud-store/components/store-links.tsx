import type { Store } from '@facet/contract';
import { Button, SpinLoading } from 'antd-mobile';
import { confirmDialog } from '../../../shared/ui/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRotateFeedToken } from '../api';
import { shareLink } from '../../../shared/ui/share-link';
import { toast } from '../../../shared/ui/toast';

async function copy(text: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ content: copied });
  } catch {
    toast({ content: failed });
  }
}

/** The QR code of the share link, drawn by a library loaded only on this page. */
function useQrCode(url: string) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 2, width: 480, errorCorrectionLevel: 'M' }))
      .then((data) => live && setImage(data))
      .catch(() => live && setImage(null));
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}

export const embedSnippet = (url: string) =>
  `<iframe src="${url}" width="100%" height="720" style="border:0" loading="lazy" title="Store"></iframe>`;

/** What the saved store gives: the link, its QR code, the embed snippet and the private feed. */
export function StoreLinks({ store }: { store: Store }) {
  const { t } = useTranslation();
  const qr = useQrCode(store.ShareUrl);
  const rotate = useRotateFeedToken();
  const copied = t('common.copied');
  const failed = t('common.copyFailed');
  const csvUrl = `${store.FeedUrl}&Format=csv`;
  const snippet = embedSnippet(store.ShareUrl);

  const confirmRotate = () =>
    confirmDialog({
      title: t('cloudStore.feed.rotateTitle'),
      content: t('cloudStore.feed.rotateText'),
      confirmText: t('cloudStore.feed.rotate'),
      cancelText: t('common.cancel'),
      onConfirm: () =>
        rotate
          .mutateAsync()
          .then(() => toast({ icon: 'success', content: t('cloudStore.feed.rotated') }))
          .catch(() => undefined),
    });

  return (
    <>
      <section className="store-card" aria-labelledby="store-share">
        <h2 id="store-share" className="store-card-title">
          {t('cloudStore.share.title')}
        </h2>
        {(store.Suspended || !store.Enabled) && (
          <p className="store-closed" role="note">
            {store.Suspended ? t('cloudStore.share.suspended') : t('cloudStore.share.off')}
          </p>
        )}
        <a className="store-url" href={store.ShareUrl} target="_blank" rel="noreferrer">
          {store.ShareUrl}
        </a>
        <div className="store-buttons">
          <Button
            size="small"
            shape="rounded"
            onClick={() => void copy(store.ShareUrl, copied, failed)}
          >
            {t('cloudStore.share.copy')}
          </Button>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            onClick={() => void shareLink({ title: store.Name, url: store.ShareUrl }, copied)}
          >
            {t('cloudStore.share.share')}
          </Button>
        </div>
        <figure className="store-qr">
          {qr ? (
            <img
              src={qr}
              alt={t('cloudStore.share.qrAlt', { url: store.ShareUrl })}
              width={200}
              height={200}
            />
          ) : (
            <SpinLoading aria-label={t('common.loading')} />
          )}
          <figcaption>{t('cloudStore.share.qrHint')}</figcaption>
        </figure>
        {qr && (
          <div className="store-buttons">
            <a
              className="adm-button adm-button-default adm-button-small adm-button-shape-rounded store-link-button"
              href={qr}
              download={`${store.Slug}-qr.png`}
            >
              {t('cloudStore.share.download')}
            </a>
            <Button size="small" shape="rounded" onClick={() => printQr(qr, store.Name)}>
              {t('cloudStore.share.print')}
            </Button>
          </div>
        )}
      </section>

      <section className="store-card" aria-labelledby="store-embed">
        <h2 id="store-embed" className="store-card-title">
          {t('cloudStore.embed.title')}
        </h2>
        <p className="store-card-hint">{t('cloudStore.embed.hint')}</p>
        <pre className="store-code" tabIndex={0} aria-label={t('cloudStore.embed.title')}>
          {snippet}
        </pre>
        <Button size="small" shape="rounded" onClick={() => void copy(snippet, copied, failed)}>
          {t('cloudStore.embed.copy')}
        </Button>
      </section>

      <section className="store-card" aria-labelledby="store-feed">
        <h2 id="store-feed" className="store-card-title">
          {t('cloudStore.feed.title')}
        </h2>
        <p className="store-card-hint">{t('cloudStore.feed.hint')}</p>
        {[
          { label: 'JSON', url: store.FeedUrl },
          { label: 'CSV', url: csvUrl },
        ].map(({ label, url }) => (
          <div key={label} className="store-feed-row">
            <span className="store-feed-label">{label}</span>
            <code className="store-feed-url">{url}</code>
            <Button
              size="mini"
              shape="rounded"
              onClick={() => void copy(url, copied, failed)}
              aria-label={t('cloudStore.feed.copy', { format: label })}
            >
              {t('cloudStore.share.copy')}
            </Button>
          </div>
        ))}
        <Button
          size="small"
          shape="rounded"
          color="danger"
          fill="outline"
          loading={rotate.isPending}
          onClick={() => void confirmRotate()}
        >
          {t('cloudStore.feed.rotate')}
        </Button>
      </section>
    </>
  );
}

/** Prints the QR code alone, large, with the store's name under it (for the shop window). */
function printQr(image: string, name: string) {
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  if (!doc) return frame.remove();
  const figure = doc.createElement('figure');
  figure.style.textAlign = 'center';
  figure.style.fontFamily = 'sans-serif';
  const img = doc.createElement('img');
  img.src = image;
  img.style.width = '12cm';
  const caption = doc.createElement('figcaption');
  caption.textContent = name;
  caption.style.fontSize = '24pt';
  figure.append(img, caption);
  doc.body.append(figure);
  img.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
  };
}
