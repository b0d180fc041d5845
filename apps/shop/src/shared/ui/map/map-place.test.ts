import { describe, expect, test } from 'vitest';
import { AddressInput } from '@facet/contract';
import { longitudeNear, pickedPlace, wrapLongitude } from './map-place';

describe('a tap on the map', () => {
  test('beyond the date line reads as a longitude the contract takes', () => {
    // Panned east past 180°: Los Angeles is drawn at 241.76.
    expect(pickedPlace({ lat: 34.05, lng: 241.76 })).toEqual({
      latitude: 34.05,
      longitude: expect.closeTo(-118.24, 9),
    });
    // Panned west past -180°: Tokyo is drawn at -220.3.
    expect(pickedPlace({ lat: 35.68, lng: -220.3 }).longitude).toBeCloseTo(139.7, 9);
    // Several worlds away.
    expect(wrapLongitude(114.17 + 3 * 360)).toBeCloseTo(114.17, 9);
  });

  test('within the first world is left as it is', () => {
    expect(pickedPlace({ lat: 22.28, lng: 114.17 })).toEqual({
      latitude: 22.28,
      longitude: 114.17,
    });
    expect(wrapLongitude(-180)).toBe(-180);
    expect(wrapLongitude(180)).toBe(-180);
    expect(wrapLongitude(0)).toBe(0);
  });

  test('is always a place an address can be saved with', () => {
    for (const lng of [-900, -540.5, -181, 179.999999, 180, 360, 725.25]) {
      const place = pickedPlace({ lat: 10, lng });
      const body = AddressInput.safeParse({
        Surname: 'Chan',
        Name: 'Tai Man',
        Mobile: '+852 9123 4567',
        Address: '1 Queen’s Road',
        City: 'Hong Kong',
        Country: 'Hong Kong',
        Latitude: place.latitude,
        Longitude: place.longitude,
      });
      expect(body.success, `longitude ${lng}`).toBe(true);
    }
  });
});

describe('the pin', () => {
  test('is drawn in the copy of the world the map shows', () => {
    expect(longitudeNear(-118.24, 241)).toBeCloseTo(241.76, 9);
    expect(longitudeNear(139.7, -200)).toBeCloseTo(-220.3, 9);
    expect(longitudeNear(114.17, 100)).toBe(114.17);
  });
});
