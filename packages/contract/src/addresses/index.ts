import { z } from '../zod';
import { Id } from '../ids';
import { Email } from '../accounts';
import { checkLocationPair, Latitude, Longitude } from '../geo';

const required = { error: 'FIELD_REQUIRED' } as const;
const filled = (max: number) =>
  z.string(required).trim().min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');
const optionalText = (max: number) => z.string().trim().max(max, 'FIELD_TOO_LONG').optional();

/** A telephone number with its area code: `+852 9123 4567`, `+1-212-555-0100`. */
export const INTERNATIONAL_PHONE = /^\+\d{1,4}[ -]?\d[\d -]{3,18}\d$/;
/** Digits, spaces and dashes, a `+` first perhaps: whether its area code is needed comes after. */
const PHONE_TEXT = /^\+?\d[\d -]{3,22}\d$/;
const phone = z.union([z.string().trim().regex(PHONE_TEXT, 'PHONE_WITH_AREA_CODE'), z.literal('')]);

/**
 * Countries whose numbers are read without their calling code, by what a buyer writes in the
 * address's Country (in English, 简体 or 繁體, or its ISO code): there the national number of
 * a mainland mobile (`138 0013 8000`) or a landline with its trunk 0 (`0755 2345 6789`) is
 * the number everyone writes.
 */
const NATIONAL_NUMBERING = [
  {
    callingCode: '+86',
    names: [
      'china', 'mainland china', 'china mainland', 'prc', "people's republic of china",
      'cn', 'chn', '中国', '中國', '中国大陆', '中國大陸', '中国内地', '中國內地',
      '中华人民共和国', '中華人民共和國',
    ],
    mobile: /^1[3-9]\d{9}$/,
    landline: /^0([1-9]\d{8,10})$/,
  },
] as const; // prettier-ignore

const countryKey = (country: string) =>
  country.trim().replace(/\s+/g, ' ').replace(/’/g, "'").toLowerCase();

/**
 * A delivery address's number as it is kept: with its calling code as typed, or a national
 * number of the address's country (China: a mainland mobile or landline) written with that
 * country's code — `138 0013 8000` in China is `+86 138 0013 8000`. Null when it is neither:
 * the number needs its area code.
 */
export function internationalPhone(number: string, country: string): string | null {
  const typed = number.trim();
  if (INTERNATIONAL_PHONE.test(typed)) return typed;
  if (!PHONE_TEXT.test(typed) || typed.startsWith('+')) return null;
  const numbering = NATIONAL_NUMBERING.find(({ names }) =>
    (names as readonly string[]).includes(countryKey(country)),
  );
  if (!numbering) return null;
  const digits = typed.replace(/[ -]/g, '');
  if (numbering.mobile.test(digits)) {
    return `${numbering.callingCode} ${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  }
  const landline = numbering.landline.exec(digits);
  return landline ? `${numbering.callingCode} ${landline[1]}` : null;
}

export const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/;

/** How many delivery addresses one buyer may keep. */
export const ADDRESSES_MAX = 50;

export const AddressInput = z
  .strictObject({
    Id: Id.optional(),
    Surname: filled(32),
    Name: filled(32),
    Mobile: phone.optional(),
    Phone: phone.optional(),
    Email: z.union([Email, z.literal('')]).optional(),
    Address: filled(200),
    City: filled(64),
    State: optionalText(64),
    Country: filled(64),
    ZipCode: z
      .union([z.string().trim().regex(ZIP_PATTERN, 'ZIP_FORMAT'), z.literal('')])
      .optional(),
    IsDefault: z.boolean('FIELD_INVALID').optional(),
    /**
     * Facet's addition: the pin the buyer placed on a map (choose-location). Both or neither;
     * null removes the pin; absent on an edit keeps the one stored, so a client that does not
     * know about pins does not wipe them.
     */
    Latitude: Latitude.nullable().optional(),
    Longitude: Longitude.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    // "mobile or phone": one way to reach the receiver is needed.
    if (!value.Mobile && !value.Phone) {
      ctx.addIssue({ code: 'custom', path: ['Mobile'], message: 'PHONE_REQUIRED' });
    }
    // Each with its area code, or a national number of the address's country.
    for (const field of ['Mobile', 'Phone'] as const) {
      const number: unknown = value[field];
      const country: unknown = value.Country;
      if (typeof number !== 'string' || !PHONE_TEXT.test(number.trim())) continue;
      if (internationalPhone(number, typeof country === 'string' ? country : '') === null) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'PHONE_WITH_AREA_CODE' });
      }
    }
    if ((value.Latitude === undefined) !== (value.Longitude === undefined)) {
      // Keeping one coordinate and changing the other would move the pin by half.
      const missing = value.Latitude === undefined ? 'Latitude' : 'Longitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'LOCATION_PAIR' });
      return;
    }
    checkLocationPair(value, ctx);
  });
export type AddressInput = z.infer<typeof AddressInput>;

export const Address = z.object({
  Id: z.number().int(),
  Surname: z.string(),
  Name: z.string(),
  Mobile: z.string(),
  Phone: z.string(),
  Email: z.string(),
  Address: z.string(),
  City: z.string(),
  State: z.string(),
  Country: z.string(),
  ZipCode: z.string(),
  IsDefault: z.boolean(),
  /** Where the buyer pinned it on a map, or null (both or neither). */
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type Address = z.infer<typeof Address>;

export const AddressIdBody = z.strictObject({
  Id,
});
export type AddressIdBody = z.infer<typeof AddressIdBody>;

/** The buyer's addresses, the default first. */
export const AddressList = z.array(Address);
/** The default address; null before the buyer has one. */
export const DefaultAddress = Address.nullable();
