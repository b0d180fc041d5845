import { z } from '../zod';
import { Email } from '../accounts';
import { checkLocationPair, Latitude, Longitude } from '../geo';
import type { Locale } from '../locale';
import { INTERNATIONAL_PHONE } from '../addresses';

/**
 * "Contact us" (docs/api.md): how buyers reach the office, set by an admin in the back
 * office and read by anyone, logged in or not. The postal address and the office hours are
 * written once in English and, when the admin gives them, in each Chinese script; the public
 * answer carries the text of the caller's language, English where that one is empty.
 */
export const CONTACT_ADDRESS_MAX = 300;
export const CONTACT_HOURS_MAX = 200;

/** A Skype name (6–32, a letter first) or a newer account's `live:` id. */
export const SKYPE_NAME = /^(live:[a-z0-9._-]{1,60}|[a-z][a-z0-9.,_-]{5,31})$/i;

const text = (max: number) => z.string('FIELD_REQUIRED').trim().max(max, 'FIELD_TOO_LONG');
const phone = z.union(
  [z.string().trim().regex(INTERNATIONAL_PHONE, 'PHONE_WITH_AREA_CODE'), z.literal('')],
  'FIELD_REQUIRED',
);
const skype = z.union(
  [z.string().trim().regex(SKYPE_NAME, 'SKYPE_FORMAT'), z.literal('')],
  'FIELD_REQUIRED',
);

/** The two texts that have a language: the postal address and the office hours. */
export const ContactTexts = z.strictObject({
  Address: text(CONTACT_ADDRESS_MAX),
  Hours: text(CONTACT_HOURS_MAX),
});
export type ContactTexts = z.infer<typeof ContactTexts>;

/** The languages the texts are translated into; English is the record's own `Address`/`Hours`. */
export const CONTACT_TRANSLATED = ['zh-CN', 'zh-TW'] as const satisfies readonly Locale[];
export type ContactTranslated = (typeof CONTACT_TRANSLATED)[number];

/**
 * `POST /api/Admin/Contact/Save` (admins): every key of `Contact` but the map's, each may be
 * empty (an empty field is not shown); `Latitude` and `Longitude` go together or are both null.
 * `Translations` (Facet's addition) holds the Chinese address and hours.
 */
export const ContactSaveBody = z
  .strictObject({
    Phone: phone,
    Email: z.union([Email, z.literal('')], 'FIELD_REQUIRED'),
    Skype: skype,
    Address: text(CONTACT_ADDRESS_MAX),
    Hours: text(CONTACT_HOURS_MAX),
    Latitude: Latitude.nullable(),
    Longitude: Longitude.nullable(),
    Translations: z
      .strictObject({ 'zh-CN': ContactTexts.optional(), 'zh-TW': ContactTexts.optional() })
      .optional(),
  })
  .superRefine(checkLocationPair);
export type ContactSaveBody = z.infer<typeof ContactSaveBody>;

/** The map every page draws: a tile template (`{z}/{x}/{y}`, maybe `{s}`) and its credit line. */
export const MapSettings = z.object({
  MapTileUrl: z.string(),
  MapAttribution: z.string(),
});
export type MapSettings = z.infer<typeof MapSettings>;

/** How to reach the office, in one language: what both the public and the admin's reads carry. */
const ContactFields = z.object({
  Phone: z.string(),
  Email: z.string(),
  Skype: z.string(),
  Address: z.string(),
  Hours: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});

/**
 * `GET /api/Contact/Get` (public). Before an admin saves, every key is present and empty
 * (`''`, coordinates `null`). `MapTileUrl` and `MapAttribution` are Facet's additions: the
 * server's `MAP_TILE_URL`, so both web apps draw their maps from the tiles it names.
 */
export const Contact = ContactFields.extend(MapSettings.shape);
export type Contact = z.infer<typeof Contact>;

/** `GET /api/Admin/Contact/Get` (admins): what the form edits, every language, and who saved. */
export const ContactSettings = ContactFields.extend({
  Translations: z.object({
    'zh-CN': z.object({ Address: z.string(), Hours: z.string() }),
    'zh-TW': z.object({ Address: z.string(), Hours: z.string() }),
  }),
  UpdatedAt: z.string().nullable(),
  UpdatedBy: z.string().nullable(),
}).extend(MapSettings.shape);
export type ContactSettings = z.infer<typeof ContactSettings>;

/** Nothing to show: no way of reaching the office has been published. */
export const isContactEmpty = (contact: Omit<Contact, keyof MapSettings>) =>
  !contact.Phone &&
  !contact.Email &&
  !contact.Skype &&
  !contact.Address &&
  !contact.Hours &&
  contact.Latitude === null;

/** The text of `locale`, English where the translation is empty. */
export function contactTextsIn(
  locale: Locale,
  english: ContactTexts,
  translations: Partial<Record<ContactTranslated, ContactTexts>>,
): ContactTexts {
  const own = locale === 'en' ? undefined : translations[locale];
  return {
    Address: own?.Address || english.Address,
    Hours: own?.Hours || english.Hours,
  };
}

/** A telephone number as a `tel:` link: the digits and a leading plus, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** `skype:name?call` opens Skype on the call screen; `?chat` would open the conversation. */
export const skypeHref = (name: string, action: 'call' | 'chat' = 'chat') =>
  `skype:${encodeURIComponent(name).replace(/%3A/gi, ':')}?${action}`;
