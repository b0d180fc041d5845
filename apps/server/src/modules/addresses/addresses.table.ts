import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';

/** A buyer's delivery addresses; exactly one is the default once there is any. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surname: text('surname').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    // The buyer's map pin (degrees, six decimals), or none: both or neither.
    latitude: numeric('latitude', { precision: 8, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_location_pair', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    // One default per buyer, whatever two requests do at once.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The address as it was when the order took it: later edits do not move a parcel. */
export type AddressSnapshot = {
  Surname: string;
  Name: string;
  Mobile: string;
  Phone: string;
  Email: string;
  Address: string;
  City: string;
  State: string;
  Country: string;
  ZipCode: string;
};
