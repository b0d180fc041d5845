import type { Place } from '@facet/contract';

/** What a map is drawn from: its own module, so the map and its lazily loaded Leaflet part share it. */
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
