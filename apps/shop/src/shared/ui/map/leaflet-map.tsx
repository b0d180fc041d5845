import type { Place } from '@facet/contract';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { longitudeNear, pickedPlace } from './map-place';
import type { MapViewProps } from './map-props';
import './leaflet-map.css';

/** The pin: drawn here, not Leaflet's marker pictures, so it follows the theme and needs no file. */
const PIN_ICON = L.divIcon({
  className: 'map-pin',
  html: '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.9 1 27 16 43 16 43s15-16 15-27.1C31 7.6 24.3 1 16 1z"/><circle cx="16" cy="16" r="6"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 43],
});

const latLng = ({ latitude, longitude }: Place): L.LatLngTuple => [latitude, longitude];

/** Leaflet writes the credit line as HTML; MAP_ATTRIBUTION is text, shown as written. */
const asText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A Leaflet map of raster tiles: its own chunk (with Leaflet), loaded only by the pages that
 * draw a map. Tiles that fail are reported once, so the page can say so; the rest of the page
 * never depends on them.
 */
export default function LeafletMap({
  tileUrl,
  attribution,
  center,
  zoom,
  raise = 0,
  pin,
  pinLabel,
  interactive = true,
  onPick,
  onTiles,
}: MapViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  // The latest handlers, read by Leaflet's listeners, which are bound once.
  const handlers = useRef({ onPick, onTiles });
  useEffect(() => {
    handlers.current = { onPick, onTiles };
  });

  useEffect(() => {
    const instance = L.map(element.current!, {
      center: latLng(center),
      zoom,
      zoomControl: interactive,
      dragging: interactive,
      touchZoom: interactive,
      doubleClickZoom: interactive,
      scrollWheelZoom: interactive,
      boxZoom: false,
      keyboard: interactive,
      attributionControl: true,
    });
    instance.attributionControl.setPrefix(false);
    let loaded = 0;
    let failed = 0;
    L.tileLayer(tileUrl, {
      attribution: asText(attribution),
      maxZoom: 19,
      // The tile servers' rules ask who is drawing them; the page's own policy sends nothing.
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOrigin: false,
    })
      .on('tileload', () => {
        if (loaded++ === 0) handlers.current.onTiles?.('loaded');
      })
      .on('tileerror', () => {
        // Only when nothing has drawn: one missing tile at the edge is not a broken map.
        if (failed++ === 0 && loaded === 0) handlers.current.onTiles?.('failed');
      })
      .addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => {
      handlers.current.onPick?.(pickedPlace(event.latlng));
    });
    map.current = instance;
    return () => {
      // A zoom still animating ends on a timer of Leaflet's that would read the panes remove()
      // takes away (Leaflet issue 9575): told it is over, the timer finds nothing to finish.
      (instance as unknown as { _animatingZoom: boolean })._animatingZoom = false;
      instance.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; later props move it (below) rather than making another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution, interactive]);

  useEffect(() => {
    map.current?.setView(latLng(center), zoom, { animate: false });
    if (raise) map.current?.panBy([0, raise], { animate: false });
  }, [center.latitude, center.longitude, zoom, raise]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    // In the copy of the world on screen: a pin picked past the date line stays where tapped.
    const at: L.LatLngTuple = [
      pin.latitude,
      longitudeNear(pin.longitude, instance.getCenter().lng),
    ];
    if (marker.current) marker.current.setLatLng(at);
    else {
      marker.current = L.marker(at, {
        icon: PIN_ICON,
        title: pinLabel,
        alt: pinLabel,
        keyboard: false,
        interactive: false,
      }).addTo(instance);
    }
  }, [pin?.latitude, pin?.longitude, pinLabel]); // eslint-disable-line react-hooks/exhaustive-deps

  return <div ref={element} className="map-canvas" />;
}
