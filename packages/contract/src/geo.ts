import { z } from './zod';

/**
 * Places on a map: the office on the contact page and a delivery address's pin. Degrees in
 * WGS 84, as a phone's location and every web map give them, kept to six decimals (about
 * 10 cm), which is all a door needs.
 */
export const COORDINATE_DECIMALS = 6;

export const Latitude = z
  .number('FIELD_INVALID')
  .min(-90, 'LATITUDE_RANGE')
  .max(90, 'LATITUDE_RANGE');
export const Longitude = z
  .number('FIELD_INVALID')
  .min(-180, 'LONGITUDE_RANGE')
  .max(180, 'LONGITUDE_RANGE');

/** A coordinate rounded to what is stored, so what a client sends is what it reads back. */
export const roundCoordinate = (degrees: number) =>
  Math.round(degrees * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS;

type MaybeLocation = { Latitude?: number | null; Longitude?: number | null };

/**
 * A place is a pair: a latitude without its longitude (or the other way round) is refused on
 * the missing one. Both absent or both null is "no place".
 */
export function checkLocationPair(value: MaybeLocation, ctx: z.RefinementCtx) {
  const hasLatitude = value.Latitude !== undefined && value.Latitude !== null;
  const hasLongitude = value.Longitude !== undefined && value.Longitude !== null;
  if (hasLatitude && !hasLongitude) {
    ctx.addIssue({ code: 'custom', path: ['Longitude'], message: 'LOCATION_PAIR' });
  }
  if (hasLongitude && !hasLatitude) {
    ctx.addIssue({ code: 'custom', path: ['Latitude'], message: 'LOCATION_PAIR' });
  }
}

export type Place = { latitude: number; longitude: number };

/** The place of a record with both coordinates, or null. */
export const placeOf = (value: MaybeLocation): Place | null =>
  value.Latitude === undefined ||
  value.Latitude === null ||
  value.Longitude === undefined ||
  value.Longitude === null
    ? null
    : { latitude: value.Latitude, longitude: value.Longitude };

/**
 * The `geo:` link (RFC 5870) that a phone opens in its own maps app, with a pin named
 * `label` (Android's `q=lat,lng(label)` form, which iOS ignores harmlessly).
 */
export function geoUri({ latitude, longitude }: Place, label?: string): string {
  const at = `${latitude},${longitude}`;
  const name = label?.replace(/[()\s]+/g, ' ').trim();
  return `geo:${at}?q=${at}${name ? `(${encodeURIComponent(name)})` : ''}`;
}

/** The same place on OpenStreetMap's website, for a browser that has no maps app. */
export const webMapUrl = ({ latitude, longitude }: Place, zoom = 17): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
