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
const phone = z.union([
  z.string().trim().regex(INTERNATIONAL_PHONE, 'PHONE_WITH_AREA_CODE'),
  z.literal(''),
]);
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
