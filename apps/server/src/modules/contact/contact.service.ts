import {
  CONTACT_TRANSLATED,
  contactTextsIn,
  type Contact,
  type ContactSaveBody,
  type ContactSettings,
  type ContactTexts,
  type ContactTranslated,
  type Locale,
  type MapSettings,
} from '@facet/contract';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx } from '../../platform/db';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import { contactDetails } from './contact.table';

type Row = typeof contactDetails.$inferSelect;
type Translations = Record<ContactTranslated, ContactTexts>;

const ROW_ID = 1;
const NO_TEXTS: ContactTexts = { Address: '', Hours: '' };

const translationsOf = (row: Pick<Row, 'translations'> | undefined): Translations =>
  Object.fromEntries(
    CONTACT_TRANSLATED.map((locale) => [locale, row?.translations[locale] ?? NO_TEXTS]),
  ) as Translations;

/** The stored record's fields in English (the saved text), every one present. */
const englishOf = (row: Row | undefined) => ({
  Phone: row?.phone ?? '',
  Email: row?.email ?? '',
  Skype: row?.skype ?? '',
  Address: row?.address ?? '',
  Hours: row?.hours ?? '',
  Latitude: row?.latitude ?? null,
  Longitude: row?.longitude ?? null,
});

/**
 * The record as the trail shows it: one flat field per thing an admin can change, so the
 * console's before → after lists "Address (zh-CN)" rather than a block of JSON.
 */
function trailOf(row: Row | undefined) {
  const translations = translationsOf(row);
  return {
    ...englishOf(row),
    ...Object.fromEntries(
      CONTACT_TRANSLATED.flatMap((locale) => [
        [`Address (${locale})`, translations[locale].Address],
        [`Hours (${locale})`, translations[locale].Hours],
      ]),
    ),
  };
}

export type ContactService = ReturnType<typeof contactService>;

/** "Contact us": read by anyone in their language, set by an admin with an audit entry. */
export const contactService = ({
  db,
  config,
  accounts,
  audit,
}: {
  db: Db;
  config: Pick<Config, 'map'>;
  accounts: Pick<AccountsService, 'people'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  const map: MapSettings = {
    MapTileUrl: config.map.tileUrl,
    MapAttribution: config.map.attribution,
  };

  const read = async (tx: DbOrTx = db): Promise<Row | undefined> =>
    (await tx.select().from(contactDetails).where(eq(contactDetails.id, ROW_ID)))[0];

  async function settings(): Promise<ContactSettings> {
    const row = await read();
    const by = row?.updatedBy ? (await accounts.people([row.updatedBy])).get(row.updatedBy) : undefined; // prettier-ignore
    return {
      ...englishOf(row),
      Translations: translationsOf(row),
      UpdatedAt: row?.updatedAt.toISOString() ?? null,
      UpdatedBy: by?.name ?? null,
      ...map,
    };
  }

  return {
    settings,

    /** What buyers and visitors read: the address and hours in `locale`, else in English. */
    async get(locale: Locale): Promise<Contact> {
      const row = await read();
      const english = englishOf(row);
      return {
        ...english,
        ...contactTextsIn(locale, english, translationsOf(row)),
        ...map,
      };
    },

    /**
     * The demo office (SEED_DEMO), on a database where no admin has saved one: an admin's
     * record is never overwritten. Not a staff action, so not in the trail.
     */
    async seedDemo(body: ContactSaveBody): Promise<void> {
      await db
        .insert(contactDetails)
        .values({
          id: ROW_ID,
          phone: body.Phone,
          email: body.Email,
          skype: body.Skype,
          address: body.Address,
          hours: body.Hours,
          translations: body.Translations ?? {},
          latitude: body.Latitude,
          longitude: body.Longitude,
        })
        .onConflictDoNothing();
    },

    /** Replaces the record; the trail keeps what it was and what it became. */
    async save(user: Pick<AuthUser, 'id'>, body: ContactSaveBody): Promise<ContactSettings> {
      const translations = Object.fromEntries(
        CONTACT_TRANSLATED.map((locale) => [locale, body.Translations?.[locale] ?? NO_TEXTS]),
      ) as Translations;
      const values = {
        phone: body.Phone,
        email: body.Email,
        skype: body.Skype,
        address: body.Address,
        hours: body.Hours,
        translations,
        latitude: body.Latitude,
        longitude: body.Longitude,
        updatedAt: new Date(),
        updatedBy: user.id,
      };
      await db.transaction(async (tx) => {
        // The trail's "before" is the row this save replaces, so it is read locked: a save at
        // the same moment waits for this one and finds what it left, not what it found. The row
        // is made first (empty, read as "nothing saved") so that there is always one to lock.
        await tx.insert(contactDetails).values({ id: ROW_ID }).onConflictDoNothing();
        const [before] = await tx
          .select()
          .from(contactDetails)
          .where(eq(contactDetails.id, ROW_ID))
          .for('update');
        const [after] = await tx
          .update(contactDetails)
          .set(values)
          .where(eq(contactDetails.id, ROW_ID))
          .returning();
        await audit.record(tx, {
          actor: user,
          kind: 'contact.save',
          targetType: 'contact',
          targetId: 'office',
          before: trailOf(before),
          after: trailOf(after),
        });
      });
      return settings();
    },
  };
};
