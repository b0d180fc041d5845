import type { Place } from '@facet/contract';

/**
 * The place under a tap, as the contract takes it. A map panned across the date line goes on
 * into another copy of the world, where Leaflet reads longitudes beyond ±180 (242 is -118):
 * wrapped back into [-180, 180), as Leaflet's `LatLng.wrap()` does.
 */
export function pickedPlace({ lat, lng }: { lat: number; lng: number }): Place {
  return { latitude: Math.min(90, Math.max(-90, lat)), longitude: wrapLongitude(lng) };
}

export function wrapLongitude(longitude: number): number {
  // Already in range: as tapped, without the arithmetic's last-digit noise.
  if (longitude >= -180 && longitude < 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/**
 * Where to draw a pin at `longitude` on a map centred on `center`: the copy of the world the
 * buyer is looking at, so a pin picked beyond the date line appears where it was tapped.
 */
export function longitudeNear(longitude: number, center: number): number {
  return longitude + 360 * Math.round((center - longitude) / 360);
}
