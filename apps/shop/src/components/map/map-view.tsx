import type { Place } from '@facet/contract';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './map-view.css';

export type MapViewProps = {
  /** MAP_TILE_URL, as Contact/Get gives it, and the credit line its tiles ask for. */
  tileUrl: string;
  attribution: string;
  center: Place;
  zoom: number;
  /** Pixels to show the center above the middle, where a card covers the map's lower part. */
  raise?: number;
  pin: Place | null;
  /** What the pin marks, for assistive technology and the tooltip. */
  pinLabel: string;
  /** A still picture (a preview) rather than a map to move and zoom. */
  interactive?: boolean;
  /** A tap on the map: where. */
  onPick?: (place: Place) => void;
  onTiles?: (state: 'loaded' | 'failed') => void;
};

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
