import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { AuditService } from '../audit/audit.service';
import type { ChatService } from '../chat/chat.service';
import type { FavouritesService } from '../favourites/favourites.service';
import type { OrdersService } from '../orders/orders.service';
import type { BuyersService } from './buyers.service';

/** The orders a buyer's page lists; the order queue has the rest. */
const RECENT_ORDERS = 10;

const requireBuyer = requireRole('buyer');
const requireAdmin = requireRole('admin');

/** Trade verification (the buyer's side) and the back office's buyers and audit trail. */
export const buyersRoutes: FastifyPluginAsyncZod<{
  buyers: BuyersService;
  audit: AuditService;
  orders: Pick<OrdersService, 'recentOfBuyer'>;
  favourites: Pick<FavouritesService, 'countOf'>;
  chat: Pick<ChatService, 'activityOf'>;
}> = async (app, { buyers, audit, orders, favourites, chat }) => {
  const route = callRoutes(app, { tags: ['Back office'] });
  const buyerSide = { tags: ['Accounts'], onRequest: requireBuyer };

  route(
    'Relation/Verification',
    { ...buyerSide, summary: 'The buyer’s trade verification: status, what was sent, the staff’s reason' }, // prettier-ignore
    (request) => buyers.verification(currentUser(request)),
  );
  route(
    'Relation/SubmitVerification',
    { ...buyerSide, summary: 'Sends company, country and papers (uploads with Purpose=verification)' }, // prettier-ignore
    (request) => buyers.submit(currentUser(request), request.body, request.locale),
  );

  route(
    'Admin/Buyers/List',
    { onRequest: requireStaff, summary: 'Buyers by name, email, company or country; waiting verifications first' }, // prettier-ignore
    (request) => buyers.list(request.body),
  );
  route(
    'Admin/Buyers/Detail',
    { onRequest: requireStaff, summary: 'A buyer’s page: profile, papers, recent orders, favourites, chat, notes' }, // prettier-ignore
    async (request) => {
      const id = request.body.UserId;
      const account = await buyers.detail(id);
      const [RecentOrders, Favourites, Chat] = await Promise.all([
        orders.recentOfBuyer(id, RECENT_ORDERS),
        favourites.countOf(id),
        chat.activityOf(id),
      ]);
      return { ...account, RecentOrders, Favourites, Chat };
    },
  );
  route(
    'Admin/Buyers/Approve',
    { onRequest: requireStaff, summary: 'Approves a buyer’s trade verification (notice and mail to the buyer)' }, // prettier-ignore
    (request) => buyers.approve(currentUser(request), request.body),
  );
  route(
    'Admin/Buyers/Reject',
    { onRequest: requireStaff, summary: 'Rejects a buyer’s trade verification with a reason the buyer reads' }, // prettier-ignore
    (request) => buyers.reject(currentUser(request), request.body),
  );
  route(
    'Admin/Buyers/Disable',
    { onRequest: requireAdmin, summary: 'Disables a buyer (every session ends at once) or enables them again (admins)' }, // prettier-ignore
    (request) => buyers.disable(currentUser(request), request.body),
  );
  route(
    'Admin/Buyers/SaveNotes',
    { onRequest: requireStaff, summary: 'The staff’s own notes on a buyer (never shown to the buyer)' }, // prettier-ignore
    (request) => buyers.saveNotes(currentUser(request), request.body),
  );
  route(
    'Admin/Audit/List',
    { onRequest: requireAdmin, summary: 'The audit trail, newest first, by actor, kind, target and Eastern days (admins)' }, // prettier-ignore
    (request) => audit.list(request.body),
  );
};
