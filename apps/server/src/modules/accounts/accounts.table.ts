import { sql } from 'drizzle-orm';
import type { Currency, Locale, VerificationStatus } from '@facet/contract';
import { priceTiers } from '../tiers/tiers.table';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null once the account is cancelled, so the address can register again.
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['buyer', 'clerk', 'admin'] })
      .notNull()
      .default('buyer'),
    nickName: text('nick_name').notNull().default(''),
    headPortrait: text('head_portrait').notNull().default(''),
    surname: text('surname').notNull().default(''),
    name: text('name').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female', 'unknown'] })
      .notNull()
      .default('unknown'),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    weddingAnniversary: date('wedding_anniversary', { mode: 'string' }),
    inviteCode: text('invite_code').notNull().unique(),
    currency: text('currency').$type<Currency>().notNull().default('USD'),
    invitedBy: integer('invited_by'),
    // Trade verification (docs/back-office.md): what the buyer submitted and the staff's answer.
    verification: text('verification').$type<VerificationStatus>().notNull().default('none'),
    companyName: text('company_name').notNull().default(''),
    country: text('country').notNull().default(''),
    verificationDocuments: jsonb('verification_documents').$type<string[]>().notNull().default([]),
    verificationReason: text('verification_reason').notNull().default(''),
    verificationSubmittedAt: timestamp('verification_submitted_at', { withTimezone: true }),
    verificationReviewedAt: timestamp('verification_reviewed_at', { withTimezone: true }),
    // The language of the buyer's last submission (trade papers, an order): the staff's
    // answer is mailed in it.
    locale: text('locale').$type<Locale>().notNull().default('en'),
    // The buyer's price tier (price_tiers, the buyers module's); null is the house price.
    tierId: integer('tier_id').references((): AnyPgColumn => priceTiers.id, {
      onDelete: 'set null',
    }),
    // The staff's own notes on a buyer, never shown to the buyer.
    staffNotes: text('staff_notes').notNull().default(''),
    // A disabled account's sessions stop at once and it cannot log in.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('buyer', 'clerk', 'admin')`),
    check('users_gender_check', sql`${t.gender} in ('male', 'female', 'unknown')`),
    check(
      'users_verification_check',
      sql`${t.verification} in ('none', 'pending', 'approved', 'rejected')`,
    ),
    index('users_verification_pending_idx')
      .on(t.verificationSubmittedAt)
      .where(sql`verification = 'pending'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer token: a leaked table cannot be replayed.
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);
