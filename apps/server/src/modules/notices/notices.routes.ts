import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff, requireUser } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { ChatService } from '../chat/chat.service';
import type { NoticesService } from './notices.service';

export const noticesRoutes: FastifyPluginAsyncZod<{
  notices: NoticesService;
  chat: ChatService;
}> = async (app, { notices, chat }) => {
  const route = callRoutes(app, { tags: ['Notices'] });
  const reader = { onRequest: requireUser };

  route(
    'Im_SystemNotice/GetList',
    { ...reader, summary: 'Notices newest first: published to everyone, the buyer’s own, or both' },
    (request) => notices.list(currentUser(request), request.query, request.locale),
  );
  route(
    'Im_SystemNotice/Detail',
    { ...reader, summary: 'One notice, in the reader’s language' },
    (request) => notices.detail(currentUser(request), request.query.Id, request.locale),
  );
  route(
    'Im_SystemNotice/Read',
    { ...reader, summary: 'Marks one notice, or all of a kind, read' },
    (request) => notices.read(currentUser(request), request.body),
  );
  route(
    'Im_SystemNotice/Unread',
    { ...reader, summary: 'Unread counts for the News tab: published notices, own notices, chat' },
    async (request) => {
      const user = currentUser(request);
      // Counting reads only: a buyer who never chatted has no conversation and 0 unread.
      const [counts, chatUnread] = await Promise.all([
        notices.unread(user),
        user.role === 'buyer' ? chat.unreadOfBuyer(user.id) : 0,
      ]);
      return { ...counts, Chat: chatUnread };
    },
  );

  // ---- back office ----
  const staff = { tags: ['Back office'], onRequest: requireStaff };

  route(
    'Admin/Notice/Publish',
    { ...staff, summary: 'Publishes a notice to every buyer; the content HTML is sanitised' },
    (request) => notices.publish(currentUser(request), request.body),
  );
  route(
    'Admin/Notice/List',
    { ...staff, summary: 'Published notices, newest first, with how many buyers read each' },
    async (request) => {
      const { PageIndex, PageSize } = request.query;
      const [List, Total] = await Promise.all([
        notices.adminList(PageIndex, PageSize),
        notices.publishedCount(),
      ]);
      return { List, Total, PageIndex, PageSize };
    },
  );
  route('Admin/Notice/Delete', { ...staff, summary: 'Withdraws a published notice' }, (request) =>
    notices.remove(currentUser(request), request.body.Id),
  );
};
