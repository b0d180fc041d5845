import type { StoreGoods } from '@facet/contract';
import { labelOf } from '@facet/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { formatNumber, formatUsd } from '../catalogue/format';
import { GemIllustration } from '../components/state-illustrations';
import { StatePanel } from '../components/state-panel';
import { toast } from '../components/toast';
import { useLocale } from '../i18n/i18n';
import { useSelected } from './selection';
import { storeApi, stoneTitle } from './storefront-api';
import { useStore } from './storefront-app';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'done'; stone: StoreGoods };

/** One stone: its pictures, grades, measurements, certificate and retail price. */
export function StoreStonePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ref = '' } = useParams();
  const { slug, selection } = useStore();
  const picked = useSelected(selection);
  const detail = useQuery({
    queryKey: ['store', slug, 'stone', ref],
    queryFn: () => storeApi.detail(slug, ref),
    // A stone that left the store stays gone; a lost connection is tried once more.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.Status === 404) && failures < 1,
  });
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
  const label = (group: Parameters<typeof labelOf>[1], value: string | null) =>
    value ? labelOf(locale, group, value) : null;
  const pct = (value: number | null) =>
    value == null ? null : `${formatNumber(locale, value, 1)} %`;
  const size =
    stone.Length != null && stone.Width != null && stone.Height != null
      ? `${[stone.Length, stone.Width, stone.Height].map((v) => formatNumber(locale, v, 2)).join(' × ')} mm`
      : null;
  const grading: [string, string | null][] = [
    [t('details.fields.shape'), label('Shape', stone.Shape)],
    [t('details.fields.weight'), `${formatNumber(locale, stone.Weight, 3, 2)} ct`],
    [t('details.fields.color'), stone.Color],
    [t('details.fields.fancyColor'), label('FancyColor', stone.FancyColor)],
    [t('details.fields.intensity'), label('Intensity', stone.Intensity)],
    [t('details.fields.clarity'), stone.Clarity],
    [t('details.fields.cut'), stone.Cut],
    [t('details.fields.polish'), stone.Polish],
    [t('details.fields.symmetry'), stone.Symmetry],
    [t('details.fields.fluorescence'), label('Fluorescence', stone.Fluorescence)],
    [t('details.fields.eyeClean'), stone.EyeClean],
  ];
  const measurements: [string, string | null][] = [
    [t('details.fields.size'), size],
    [t('details.fields.table'), pct(stone.TablePct)],
    [t('details.fields.depth'), pct(stone.DepthPct)],
    [t('details.fields.crownHeight'), pct(stone.CrownHeight)],
    [t('details.fields.pavilionDepth'), pct(stone.PavilionDepth)],
    [t('details.fields.girdle'), stone.Girdle],
    [t('details.fields.culet'), stone.Culet],
  ];
  const rows = (list: [string, string | null][]) =>
    list
      .filter(([, value]) => value)
      .map(([name, value]) => (
        <div key={name} className="storefront-row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ));

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
      <h1 className="storefront-title">{stoneTitle(stone, locale)}</h1>
      <p className="storefront-ref">{t('storefront.ref', { ref: stone.Ref })}</p>
      <p className="storefront-price storefront-price-large" data-testid="retail-price">
        {formatUsd(locale, stone.Price)}
      </p>
      <section className="storefront-section">
        <h2>{t('details.groups.grading')}</h2>
        <dl>{rows(grading)}</dl>
      </section>
      <section className="storefront-section">
        <h2>{t('details.groups.measurements')}</h2>
        <dl>{rows(measurements)}</dl>
      </section>
      {(stone.Lab || stone.CertificateNo) && (
        <section className="storefront-section">
          <h2>{t('details.groups.certificate')}</h2>
          <dl>
            {rows([
              [t('details.fields.lab'), stone.Lab],
              [t('details.fields.certificateNo'), stone.CertificateNo],
              [t('details.fields.reportDate'), stone.ReportDate],
            ])}
          </dl>
          {stone.ReportUrl && (
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
      )}
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
