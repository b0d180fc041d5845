import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApproveBuyerBody,
  AuditListBody,
  AuditPage,
  BuyerDetail,
  BuyerIdBody,
  BuyerNotesBody,
  BuyerPage,
  BuyersListBody,
  DisableBuyerBody,
  RejectBuyerBody,
  SubmitVerificationBody,
  Verification,
  envelope,
  NoData,
} from '@facet/contract';
import { currentUser, requireRole, requireStaff } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { AuditService } from '../audit/audit.service';
import type { ChatService } from '../chat/chat.service';
import type { FavouritesService } from '../favourites/favourites.service';
import type { OrdersService } from '../orders/orders.service';
import type { BuyersService } from './buyers.service';

/** The orders a buyer's page lists; the order queue has the rest. */
const RECENT_ORDERS = 10;

const tags = ['Back office'];
const requireBuyer = requireRole('buyer');
const done = envelope(NoData);

/** Trade verification (the buyer's side) and the back office's buyers and audit trail. */
export const buyersRoutes: FastifyPluginAsyncZod<{
  buyers: BuyersService;
  audit: AuditService;
  orders: Pick<OrdersService, 'recentOfBuyer'>;
  favourites: Pick<FavouritesService, 'countOf'>;
  chat: Pick<ChatService, 'activityOf'>;
}> = async (app, { buyers, audit, orders, favourites, chat }) => {
  app.get(
    '/api/Relation/Verification',
    {
      onRequest: requireBuyer,
      schema: {
        tags: ['Accounts'],
        summary: 'The buyer’s trade verification: status, what was sent, the staff’s reason',
        security,
        response: { 200: envelope(Verification), ...errors },
      },
    },
    async (request) => ok(await buyers.verification(currentUser(request))),
  );

  app.post(
    '/api/Relation/SubmitVerification',
    {
      onRequest: requireBuyer,
      schema: {
        tags: ['Accounts'],
        summary: 'Sends company, country and papers (uploads with Purpose=verification)',
        security,
        body: SubmitVerificationBody,
        response: { 200: envelope(Verification), ...errors },
      },
    },
    async (request) => ok(await buyers.submit(currentUser(request), request.body, request.locale)),
  );

  app.post(
    '/api/Admin/Buyers/List',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'Buyers by name, email, company or country; waiting verifications first',
        security,
        body: BuyersListBody,
        response: { 200: envelope(BuyerPage), ...errors },
      },
    },
    async (request) => ok(await buyers.list(request.body)),
  );

  app.post(
    '/api/Admin/Buyers/Detail',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'A buyer’s page: profile, papers, recent orders, favourites, chat, notes',
        security,
        body: BuyerIdBody,
        response: { 200: envelope(BuyerDetail), ...errors },
      },
    },
    async (request) => {
      const id = request.body.UserId;
      const account = await buyers.detail(id);
      const [RecentOrders, Favourites, Chat] = await Promise.all([
        orders.recentOfBuyer(id, RECENT_ORDERS),
        favourites.countOf(id),
        chat.activityOf(id),
      ]);
      return ok({ ...account, RecentOrders, Favourites, Chat });
    },
  );

  app.post(
    '/api/Admin/Buyers/Approve',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'Approves a buyer’s trade verification (notice and mail to the buyer)',
        security,
        body: ApproveBuyerBody,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await buyers.approve(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/Admin/Buyers/Reject',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'Rejects a buyer’s trade verification with a reason the buyer reads',
        security,
        body: RejectBuyerBody,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await buyers.reject(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/Admin/Buyers/Disable',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Disables a buyer (every session ends at once) or enables them again (admins)',
        security,
        body: DisableBuyerBody,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await buyers.disable(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/Admin/Buyers/SaveNotes',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'The staff’s own notes on a buyer (never shown to the buyer)',
        security,
        body: BuyerNotesBody,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await buyers.saveNotes(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/Admin/Audit/List',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'The audit trail, newest first, by actor, kind, target and Eastern days (admins)',
        security,
        body: AuditListBody,
        response: { 200: envelope(AuditPage), ...errors },
      },
    },
    async (request) => ok(await audit.list(request.body)),
  );
};
