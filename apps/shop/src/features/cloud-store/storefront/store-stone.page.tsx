import type { Goods, StoreGoods } from '@facet/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/transport/client';
import { goodsAttributes } from '../../catalogue';
import { formatUsd } from '../../../shared/format/format';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { useSelected } from './selection';
import { stoneTitle, storeQueries } from './storefront-api';
import { useStore } from './store-context';
import { Link } from './hash-route';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'done'; stone: StoreGoods };

/** One stone: its pictures, grades, measurements, certificate and retail price. */
export function StoreStonePage({ stoneRef: ref }: { stoneRef: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug, selection } = useStore();
  const picked = useSelected(selection);
  const detail = useQuery(storeQueries.stone(slug, ref));
  const loaded: Loaded = detail.isPending
    ? { state: 'loading' }
    : detail.isError
      ? {
          state:
            detail.error instanceof ApiError && detail.error.Status === 404 ? 'missing' : 'failed',
        }
      : { state: 'done', stone: detail.data };

  if (loaded.state === 'loading') {
    return (
      <div
        className="storefront-card storefront-card-skeleton storefront-detail-skeleton"
        aria-busy="true"
        aria-label={t('storefront.loading')}
      />
    );
  }
  if (loaded.state !== 'done') {
    return (
      <StatePanel
        role="alert"
        image={<GemIllustration mark={loaded.state === 'missing' ? 'question' : 'alert'} />}
        title={t(loaded.state === 'missing' ? 'storefront.stoneGone' : 'storefront.failed')}
      >
        <Link to="/" className="storefront-button">
          {t('storefront.backToStore')}
        </Link>
      </StatePanel>
    );
  }

  const { stone } = loaded;
  const inEnquiry = picked.some((s) => s.Ref === stone.Ref);
  // The shop's own rows for what a stone carries, on the store's fields alone: a StoreGoods
  // has no stock number, location or description, so the origin group never forms.
  const groups = goodsAttributes(
    {
      ...stone,
      SeedShape: null,
      Grade: null,
      Orientation: null,
      Thickness: null,
    } as unknown as Goods,
    locale,
  ).filter((group) => group.key !== 'origin');

  return (
    <article className="storefront-detail">
      <div className="storefront-gallery">
        {(stone.Images.length ? stone.Images : [`/media/stones/${stone.Shape ?? 'round'}.svg`]).map(
          (src, index, all) => (
            <img
              key={src}
              src={src}
              alt={t('details.pictureOf', { index: index + 1, count: all.length })}
              width={320}
              height={320}
            />
          ),
        )}
      </div>
      {stone.Videos[0] && (
        <a
          className="storefront-link"
          href={stone.Videos[0]}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('details.video')}
        </a>
      )}
      <h1 className="storefront-title">{stoneTitle(stone, locale)}</h1>
      <p className="storefront-ref">{t('storefront.ref', { ref: stone.Ref })}</p>
      <p className="storefront-price storefront-price-large" data-testid="retail-price">
        {formatUsd(locale, stone.Price)}
      </p>
      {groups.map((group) => (
        <section key={group.key} className="storefront-section">
          <h2>{t(`details.groups.${group.key}`)}</h2>
          <dl>
            {group.rows.map((row) => (
              <div key={row.key} className="storefront-row">
                <dt>{t(`details.fields.${row.key}`)}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {group.key === 'certificate' && stone.Lab && !stone.CertificateNo && (
            <p className="storefront-note">{t('storefront.reportOnRequest')}</p>
          )}
          {group.key === 'certificate' && stone.ReportUrl && (
            <a
              className="storefront-link"
              href={stone.ReportUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('storefront.certificate')}
            </a>
          )}
        </section>
      ))}
      <div className="storefront-actions">
        {inEnquiry ? (
          <>
            <button
              type="button"
              className="storefront-button storefront-button-ghost"
              onClick={() => selection.remove(stone.Ref)}
            >
              {t('storefront.remove')}
            </button>
            <Link to="/enquiry" className="storefront-button">
              {t('storefront.enquire')}
            </Link>
          </>
        ) : (
          <button
            type="button"
            className="storefront-button"
            onClick={() => {
              if (!selection.add(stone)) toast({ content: t('storefront.full') });
            }}
          >
            {t('storefront.add')}
          </button>
        )}
      </div>
    </article>
  );
}
