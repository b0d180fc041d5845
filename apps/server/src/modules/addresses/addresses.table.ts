import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
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
