import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminNotice,
  AdminNoticeIdBody,
  AdminNoticeList,
  envelope,
  Notice,
  NoticeList,
  NoticeListQuery,
  NoticeReadBody,
  NoticeUnread,
  PublishNoticeBody,
  NoticeIdQuery,
  NoData,
  AdminNoticeListQuery,
} from '@facet/contract';
import { currentUser, requireStaff, requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { ChatService } from '../chat/chat.service';
import type { NoticesService } from './notices.service';

const tags = ['Notices'];

export const noticesRoutes: FastifyPluginAsyncZod<{
  notices: NoticesService;
  chat: ChatService;
}> = async (app, { notices, chat }) => {
  app.get(
    '/api/Im_SystemNotice/GetList',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Notices newest first: published to everyone, the buyer’s own, or both',
        querystring: NoticeListQuery,
        response: { 200: envelope(NoticeList), ...errors },
      },
    },
    async (request) => ok(await notices.list(currentUser(request), request.query, request.locale)),
  );

  app.get(
    '/api/Im_SystemNotice/Detail',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'One notice, in the reader’s language',
        querystring: NoticeIdQuery,
        response: { 200: envelope(Notice), ...errors },
      },
    },
    async (request) =>
      ok(await notices.detail(currentUser(request), request.query.Id, request.locale)),
  );

  app.post(
    '/api/Im_SystemNotice/Read',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Marks one notice, or all of a kind, read',
        body: NoticeReadBody,
        response: { 200: envelope(NoData), ...errors },
      },
    },
    async (request) => {
      await notices.read(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/api/Im_SystemNotice/Unread',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Unread counts for the News tab: published notices, own notices, chat',
        response: { 200: envelope(NoticeUnread), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Counting reads only: a buyer who never chatted has no conversation and 0 unread.
      const [counts, chatUnread] = await Promise.all([
        notices.unread(user),
        user.role === 'buyer' ? chat.unreadOfBuyer(user.id) : 0,
      ]);
      return ok({ ...counts, Chat: chatUnread });
    },
  );

  // ---- back office ----
  const adminTags = ['Back office'];

  app.post(
    '/api/Admin/Notice/Publish',
    {
      onRequest: requireStaff,
      schema: {
        tags: adminTags,
        security,
        summary: 'Publishes a notice to every buyer; the content HTML is sanitised',
        body: PublishNoticeBody,
        response: { 200: envelope(AdminNotice), ...errors },
      },
    },
    async (request) => ok(await notices.publish(currentUser(request), request.body)),
  );

  app.get(
    '/api/Admin/Notice/List',
    {
      onRequest: requireStaff,
      schema: {
        tags: adminTags,
        security,
        summary: 'Published notices, newest first, with how many buyers read each',
        querystring: AdminNoticeListQuery,
        response: { 200: envelope(AdminNoticeList), ...errors },
      },
    },
    async (request) => {
      const { PageIndex, PageSize } = request.query;
      const [List, Total] = await Promise.all([
        notices.adminList(PageIndex, PageSize),
        notices.publishedCount(),
      ]);
      return ok({ List, Total, PageIndex, PageSize });
    },
  );

  app.post(
    '/api/Admin/Notice/Delete',
    {
      onRequest: requireStaff,
      schema: {
        tags: adminTags,
        security,
        summary: 'Withdraws a published notice',
        body: AdminNoticeIdBody,
        response: { 200: envelope(NoData), ...errors },
      },
    },
    async (request) => {
      await notices.remove(currentUser(request), request.body.Id);
      return ok(null);
    },
  );
};
