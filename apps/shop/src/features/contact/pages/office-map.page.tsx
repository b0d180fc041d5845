import { placeOf } from '@facet/contract';
import { Button, Skeleton } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContact } from '../api';
import { paths } from '../../../shared/routing/paths';
import { MapView } from '../../../shared/ui/map/map-view';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { MapLinks } from '../components/map-links';
import './contact.css';

/** Close enough to find the door; the buyer zooms out for the way there. */
const OFFICE_ZOOM = 17;
/** The card over the map's lower part: the pin shows in the middle of what is left. */
const CARD_RAISE = 110;

/**
 * `/pages/contact/map`: the office on a map the whole screen high (the original app's built-in
 * open-location page), with the address and "open in maps" over it.
 */
export default function OfficeMapPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contact = useContact();
  if (contact.isPending) {
    return (
      <div className="contact-page" role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  const place = contact.data ? placeOf(contact.data) : null;
  if (!contact.data || !place) {
    return (
      <StatePanel
        role={contact.isError ? 'alert' : undefined}
        image={<GemIllustration mark={contact.isError ? 'alert' : 'question'} />}
        title={contact.isError ? t('contact.loadFailed') : t('contact.noMap')}
      >
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void navigate(paths.contact, { replace: true })}
        >
          {t('contact.toContact')}
        </Button>
      </StatePanel>
    );
  }
  const { Address, MapTileUrl, MapAttribution } = contact.data;
  return (
    <div className="office-map-page">
      <MapView
        className="office-map"
        label={t('contact.mapLabel')}
        tileUrl={MapTileUrl}
        attribution={MapAttribution}
        center={place}
        zoom={OFFICE_ZOOM}
        raise={CARD_RAISE}
        pin={place}
        pinLabel={t('contact.office')}
      />
      <section className="office-map-card" aria-label={t('contact.office')}>
        {Address && (
          <p className="office-map-address">
            <EnvironmentOutline aria-hidden="true" />
            <span className="contact-multiline">{Address}</span>
          </p>
        )}
        <MapLinks place={place} label={Address || t('contact.office')} />
      </section>
    </div>
  );
}
