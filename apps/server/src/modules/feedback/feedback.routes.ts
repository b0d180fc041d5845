import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff, requireUser } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { FeedbackService } from './feedback.service';

/** Feedback: a buyer sends it from Settings; staff read, answer by mail and mark it done. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  const route = callRoutes(app, { tags: ['Back office'] });
  const staff = { onRequest: requireStaff };

  route(
    'Relation/Feedback',
    { tags: ['Accounts'], onRequest: requireUser, summary: 'Send feedback from the settings page, with optional pictures (Purpose=feedback)' }, // prettier-ignore
    (request) => feedback.submit(currentUser(request), request.body, request.locale),
  );
  route(
    'Admin/Feedback/List',
    { ...staff, summary: 'The feedback inbox, newest first: all, one state, or open (unanswered first); Open counts what is not done' }, // prettier-ignore
    (request) => feedback.list(request.body),
  );
  route(
    'Admin/Feedback/Answer',
    { ...staff, summary: 'Mails an answer to the buyer (their account’s address, else an address they typed as contact) and leaves them a notice; 409 FEEDBACK_NO_ADDRESS when there is none, 503 when the mail server is away (nothing recorded)' }, // prettier-ignore
    (request) => feedback.answer(currentUser(request), request.body),
  );
  route(
    'Admin/Feedback/Done',
    { ...staff, summary: 'Puts feedback away as done (Done: true) or back into the inbox' },
    (request) => feedback.setDone(currentUser(request), request.body),
  );
};
