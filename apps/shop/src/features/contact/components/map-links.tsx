import { geoUri, webMapUrl, type Place } from '@facet/contract';
import { CompassOutline, GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/**
 * "Open in maps": the phone's own maps app (a `geo:` link) and OpenStreetMap's website, for a
 * browser with no maps app. Both work whether or not the map on the page could be drawn.
 */
export function MapLinks({ place, label }: { place: Place; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="map-links">
      <a className="map-link map-link-primary" href={geoUri(place, label)}>
        <CompassOutline aria-hidden="true" />
        {t('contact.openInMaps')}
      </a>
      <a className="map-link" href={webMapUrl(place)} target="_blank" rel="noopener noreferrer">
        <GlobalOutline aria-hidden="true" />
        {t('contact.openWebMap')}
        <span className="visually-hidden">{t('contact.newWindow')}</span>
      </a>
    </div>
  );
}
