import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapViewProps } from './map-props';
import './map-view.css';

// Leaflet and its styles: a chunk of their own, fetched only where a map is drawn.
const LeafletMap = lazy(() => import('./leaflet-map'));

/** The map's code could not be had (offline before it was ever loaded): the page goes on. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A map of raster tiles with one pin. It never holds up the page it is on: while its code
 * loads, and when its code or its tiles cannot be had, a quiet panel stands in its place and
 * says so, and everything around it (the address, the links) works as before.
 */
export function MapView({
  label,
  className = '',
  ...props
}: MapViewProps & { label: string; className?: string }) {
  const { t } = useTranslation();
  const [tiles, setTiles] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const unavailable = <p className="map-unavailable">{t('map.unavailable')}</p>;
  return (
    <div className={`map-view ${className}`} role="region" aria-label={label} data-tiles={tiles}>
      <MapBoundary fallback={unavailable}>
        <Suspense fallback={<span className="map-loading" aria-hidden="true" />}>
          <LeafletMap
            {...props}
            onTiles={(state) => {
              setTiles(state);
              props.onTiles?.(state);
            }}
          />
        </Suspense>
        {tiles === 'failed' && unavailable}
      </MapBoundary>
    </div>
  );
}
