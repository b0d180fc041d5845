import {
  fromPercentBp,
  toPercentBp,
  type SaveTierBody,
  type SetTierBody,
  type Tier,
} from '@facet/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import { isUniqueViolation, type Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { users } from '../accounts/accounts.table';
import { priceTiers } from './tiers.table';

type TierRow = typeof priceTiers.$inferSelect;

const auditView = (row: TierRow) => ({
  Name: row.name,
  Percent: fromPercentBp(row.percentBp),
  Category: row.category,
});

export type TiersService = ReturnType<typeof tiersService>;

/**
 * Price tiers: named percentages on the house price, for every category or one. A buyer's
 * tier is read with their session (`AuthUser.tier`), so a change prices their next request.
 */
export const tiersService = ({ db, audit }: { db: Db; audit: Pick<AuditService, 'record'> }) => {
  const tierRow = async (id: number) => {
    const [row] = await db.select().from(priceTiers).where(eq(priceTiers.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  return {
    async list(): Promise<Tier[]> {
      const rows = await db
        .select({
          tier: priceTiers,
          buyers: sql<number>`(select count(*)::int from ${users} u where u.tier_id = ${priceTiers.id} and u.cancelled_at is null)`,
        })
        .from(priceTiers)
        .orderBy(priceTiers.percentBp, priceTiers.name);
      return rows.map(({ tier, buyers }) => ({
        Id: tier.id,
        Name: tier.name,
        Percent: fromPercentBp(tier.percentBp),
        Category: tier.category,
        Buyers: buyers,
      }));
    },

    /** Creates a tier, or changes one (its buyers' prices change with it). */
    async save(staff: AuthUser, body: SaveTierBody): Promise<{ Id: number }> {
      const values = {
        name: body.Name,
        percentBp: toPercentBp(body.Percent),
        category: body.Category ?? null,
        updatedAt: new Date(),
      };
      try {
        const before = body.Id ? await tierRow(body.Id) : null;
        return await db.transaction(async (tx) => {
          let saved: TierRow;
          if (body.Id) {
            [saved] = (await tx.update(priceTiers).set(values).where(eq(priceTiers.id, body.Id)).returning()) as [TierRow]; // prettier-ignore
          } else {
            [saved] = (await tx.insert(priceTiers).values(values).returning()) as [TierRow];
          }
          await audit.record(tx, {
            actor: staff,
            kind: 'tier.save',
            targetType: 'tier',
            targetId: saved.id,
            before: before && auditView(before),
            after: auditView(saved),
          });
          return { Id: saved.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('VALIDATION', [{ path: 'Name', key: 'TIER_NAME_TAKEN' }]);
        }
        throw error;
      }
    },

    /** Deletes a tier; its buyers go back to the house price. */
    async remove(staff: AuthUser, id: number) {
      const row = await tierRow(id);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ tierId: null }).where(eq(users.tierId, id));
        await tx.delete(priceTiers).where(eq(priceTiers.id, id));
        await audit.record(tx, {
          actor: staff,
          kind: 'tier.delete',
          targetType: 'tier',
          targetId: id,
          before: auditView(row),
          after: null,
        });
      });
    },

    /** Puts a buyer in a tier, or back at the house price (`TierId: null`). */
    async setTier(staff: AuthUser, body: SetTierBody) {
      if (body.TierId !== null) await tierRow(body.TierId);
      await db.transaction(async (tx) => {
        const [buyer] = await tx
          .select({ tierId: users.tierId })
          .from(users)
          .where(and(eq(users.id, body.UserId), eq(users.role, 'buyer'), isNull(users.cancelledAt)))
          .for('update');
        if (!buyer) throw new AppError('NOT_FOUND');
        await tx
          .update(users)
          .set({ tierId: body.TierId, updatedAt: sql`now()` })
          .where(eq(users.id, body.UserId));
        const names = await tx
          .select({ id: priceTiers.id, name: priceTiers.name })
          .from(priceTiers)
          .where(sql`${priceTiers.id} in (${buyer.tierId ?? 0}, ${body.TierId ?? 0})`);
        const nameOf = (tierId: number | null) =>
          tierId === null ? null : (names.find((n) => n.id === tierId)?.name ?? null);
        await audit.record(tx, {
          actor: staff,
          kind: 'buyer.tier',
          targetType: 'buyer',
          targetId: body.UserId,
          before: { Tier: nameOf(buyer.tierId) },
          after: { Tier: nameOf(body.TierId) },
        });
      });
    },
  };
};
