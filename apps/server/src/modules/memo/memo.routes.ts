import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer, requireRole, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { MemoService } from './memo.service';

const requireAdmin = requireRole('admin');

/** A buyer's memos (docs/offers-memo-returns.md). */
export const memoRoutes: FastifyPluginAsyncZod<{ memo: MemoService }> = async (app, { memo }) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Memo'] });

  route(
    'Memo/Request',
    { summary: 'Asks for single stones on memo, within the buyer’s memo limit (MEMO_MAX_STONES a memo)' }, // prettier-ignore
    (request) => memo.request(currentUser(request), request.body),
  );
  route('Memo/List', { summary: 'The buyer’s memos, newest first, with their limit' }, (request) =>
    memo.list(currentUser(request), request.body),
  );
  route(
    'Memo/Buy',
    { summary: 'Buys stones on memo: a confirmed order at the memo’s prices' },
    (request) => memo.buy(currentUser(request), request.body),
  );
  route(
    'Memo/Return',
    { summary: 'Sends stones on memo back, with a tracking number' },
    (request) => memo.sendBack(currentUser(request), request.body),
  );
};

/** Memos at the back office: the queue, the clerk's moves, and each buyer's limit (admins). */
export const adminMemoRoutes: FastifyPluginAsyncZod<{ memo: MemoService }> = async (
  app,
  { memo },
) => {
  app.addHook('onRequest', requireStaff);
  const route = callRoutes(app, { tags: ['Back office'] });

  route(
    'Admin/Memos/List',
    { summary: 'Every memo by status, newest first; the requested and overdue counts' },
    (request) => memo.adminList(request.body),
  );
  route(
    'Admin/Memos/Answer',
    { summary: 'Approves (the stones leave the market), declines, ships (MEMO_DAYS to settle) or records stones back' }, // prettier-ignore
    (request) => memo.answer(currentUser(request), request.body),
  );
  route(
    'Admin/Buyers/MemoLimit',
    { summary: 'A buyer’s memo limit and what their open memos use of it (admins)', onRequest: requireAdmin }, // prettier-ignore
    (request) => memo.limitOf(request.body.UserId),
  );
  route(
    'Admin/Buyers/SetMemoLimit',
    { summary: 'Sets the value of stones a buyer may have on memo at once (admins); 0 ends it', onRequest: requireAdmin }, // prettier-ignore
    (request) => memo.setLimit(currentUser(request), request.body),
  );
};
