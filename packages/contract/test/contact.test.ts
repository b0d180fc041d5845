import { describe, expect, test } from 'vitest';
import {
  AddressInput,
  contactTextsIn,
  geoUri,
  isContactEmpty,
  placeOf,
  roundCoordinate,
  skypeHref,
  telHref,
  webMapUrl,
} from '../src';

const OFFICE = { latitude: 22.296389, longitude: 114.170556 };

describe('links to reach the office', () => {
  test('a telephone number dials with its digits and plus alone', () => {
    expect(telHref('+852 2123-4567')).toBe('tel:+85221234567');
    expect(telHref('+1 (212) 555 0100')).toBe('tel:+12125550100');
  });

  test('Skype opens the conversation, a live: id included', () => {
    expect(skypeHref('facet.sales')).toBe('skype:facet.sales?chat');
    expect(skypeHref('live:.cid.1a2b')).toBe('skype:live:.cid.1a2b?chat');
    expect(skypeHref('facet.sales', 'call')).toBe('skype:facet.sales?call');
  });

  test('the phone’s maps app gets a geo: link with the pin named, OpenStreetMap a web link', () => {
    expect(geoUri(OFFICE, '8 Peking Road (TST)\nKowloon')).toBe(
      'geo:22.296389,114.170556?q=22.296389,114.170556(8%20Peking%20Road%20TST%20Kowloon)',
    );
    expect(geoUri(OFFICE)).toBe('geo:22.296389,114.170556?q=22.296389,114.170556');
    expect(webMapUrl(OFFICE)).toBe(
      'https://www.openstreetmap.org/?mlat=22.296389&mlon=114.170556#map=17/22.296389/114.170556',
    );
  });
});

describe('the contact record', () => {
  const english = { Address: '8 Peking Road', Hours: 'Mon–Fri 9:30–18:30' };
  test('each language reads its own text, English where the translation is empty', () => {
    const translations = { 'zh-CN': { Address: '北京道 8 号', Hours: '' } };
    expect(contactTextsIn('en', english, translations)).toEqual(english);
    expect(contactTextsIn('zh-CN', english, translations)).toEqual({ Address: '北京道 8 号', Hours: english.Hours }); // prettier-ignore
    // Traditional Chinese does not borrow the Simplified text.
    expect(contactTextsIn('zh-TW', english, translations)).toEqual(english);
  });

  test('nothing published is every field empty and no place', () => {
    const empty = { Phone: '', Email: '', Skype: '', Address: '', Hours: '', Latitude: null, Longitude: null }; // prettier-ignore
    expect(isContactEmpty(empty)).toBe(true);
    expect(isContactEmpty({ ...empty, Latitude: 22.3, Longitude: 114.2 })).toBe(false);
    expect(isContactEmpty({ ...empty, Skype: 'facet.sales' })).toBe(false);
  });
});

describe('a place on the map', () => {
  test('is kept to six decimals', () => {
    expect(roundCoordinate(22.28119284)).toBe(22.281193);
    expect(roundCoordinate(-0.0000004)).toBe(-0);
  });

  test('is both coordinates or none', () => {
    expect(placeOf({ Latitude: 22.3, Longitude: 114.2 })).toEqual({ latitude: 22.3, longitude: 114.2 }); // prettier-ignore
    expect(placeOf({ Latitude: 22.3, Longitude: null })).toBeNull();
    expect(placeOf({})).toBeNull();
  });

  const address = { Surname: 'Chan', Name: 'Mei', Mobile: '+852 9123 4567', Address: '8 Queen’s Road', City: 'Hong Kong', Country: 'Hong Kong' }; // prettier-ignore
  test.each([
    ['both', { Latitude: 22.3, Longitude: 114.2 }, []],
    ['neither', {}, []],
    ['both null (the pin removed)', { Latitude: null, Longitude: null }, []],
    ['a latitude alone', { Latitude: 22.3 }, [['Longitude', 'LOCATION_PAIR']]],
    ['a null latitude beside a longitude', { Latitude: null, Longitude: 114.2 }, [['Latitude', 'LOCATION_PAIR']]], // prettier-ignore
    ['a latitude past the pole', { Latitude: 91, Longitude: 0 }, [['Latitude', 'LATITUDE_RANGE']]],
    ['a longitude past the date line', { Latitude: 0, Longitude: -180.1 }, [['Longitude', 'LONGITUDE_RANGE']]], // prettier-ignore
  ])('an address with %s', (_what, pin, issues) => {
    const result = AddressInput.safeParse({ ...address, ...pin });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []).toEqual(issues); // prettier-ignore
  });
});
