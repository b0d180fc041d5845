import { and, count, desc, eq, ne } from 'drizzle-orm';
import {
  ADDRESSES_MAX,
  internationalPhone,
  type Address,
  type AddressInput,
} from '@facet/contract';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { addresses, type AddressSnapshot } from './addresses.table';

export type AddressRow = typeof addresses.$inferSelect;

export const addressToWire = (row: AddressRow): Address => ({
  Id: row.id,
  Surname: row.surname,
  Name: row.name,
  Mobile: row.mobile,
  Phone: row.phone,
  Email: row.email,
  Address: row.address,
  City: row.city,
  State: row.state,
  Country: row.country,
  ZipCode: row.zipCode,
  IsDefault: row.isDefault,
  Latitude: row.latitude,
  Longitude: row.longitude,
});

/** What an order keeps of an address: everything but its id, default flag and map pin. */
export const addressSnapshot = (row: AddressRow): AddressSnapshot => {
  const {
    Id: _id,
    IsDefault: _default,
    Latitude: _latitude,
    Longitude: _longitude,
    ...snapshot
  } = addressToWire(row);
  return snapshot;
};

/** The buyer's address `id`, or 404 when it is not theirs. */
export async function ownAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function defaultAddress(db: DbOrTx, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row;
}

export type AddressesService = ReturnType<typeof addressesService>;

export const addressesService = ({ db }: { db: Db }) => ({
  /** The default first, then the newest. */
  async list(userId: number): Promise<Address[]> {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.id));
    return rows.map(addressToWire);
  },

  async getDefault(userId: number): Promise<Address | null> {
    const row = await defaultAddress(db, userId);
    return row ? addressToWire(row) : null;
  },

  /**
   * Adds (no Id) or edits an address. The first address is the default; making another the
   * default unsets the old one; the default stays the default until another takes its place.
   * A national number (a mainland one in China) is kept with its country's calling code, so a
   * courier abroad can dial it.
   */
  async save(userId: number, input: AddressInput): Promise<Address> {
    const { Id, IsDefault, Latitude, Longitude, ...fields } = input;
    const dialable = (number = '') => (number && internationalPhone(number, fields.Country)) || number; // prettier-ignore
    const values = {
      surname: fields.Surname,
      name: fields.Name,
      mobile: dialable(fields.Mobile),
      phone: dialable(fields.Phone),
      email: fields.Email ?? '',
      address: fields.Address,
      city: fields.City,
      state: fields.State ?? '',
      country: fields.Country,
      zipCode: fields.ZipCode ?? '',
      // Absent: the pin stays as it is (the contract takes both or neither).
      ...(Latitude === undefined ? {} : { latitude: Latitude, longitude: Longitude ?? null }),
    };
    const saved = await db.transaction(async (tx) => {
      const existing = Id === undefined ? undefined : await ownAddress(tx, userId, Id);
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      if (!existing && total >= ADDRESSES_MAX) {
        throw new AppError('VALIDATION', [{ path: 'Address', key: 'ADDRESSES_FULL' }]);
      }
      const makeDefault = total === 0 || IsDefault === true || existing?.isDefault === true;
      if (makeDefault) {
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(
            and(
              eq(addresses.userId, userId),
              eq(addresses.isDefault, true),
              ...(existing ? [ne(addresses.id, existing.id)] : []),
            ),
          );
      }
      if (existing) {
        const [row] = await tx
          .update(addresses)
          .set({ ...values, isDefault: makeDefault })
          .where(eq(addresses.id, existing.id))
          .returning();
        return row!;
      }
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId, isDefault: makeDefault })
        .returning();
      return row!;
    });
    return addressToWire(saved);
  },

  async remove(userId: number, id: number): Promise<void> {
    const row = await ownAddress(db, userId, id);
    if (row.isDefault) throw new AppError('DEFAULT_ADDRESS_UNDELETABLE');
    await db.delete(addresses).where(eq(addresses.id, row.id));
  },
});
