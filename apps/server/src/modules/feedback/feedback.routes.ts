import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFeedback,
  AdminFeedbackListBody,
  AdminFeedbackPage,
  envelope,
  FeedbackAnswerBody,
  FeedbackBody,
  FeedbackDoneBody,
  NoData,
} from '@facet/contract';
import { currentUser, requireStaff, requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { FeedbackService } from './feedback.service';

/** Feedback: a buyer sends it from Settings; staff read, answer by mail and mark it done. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  app.post(
    '/api/Relation/Feedback',
    {
      onRequest: requireUser,
      schema: {
        tags: ['Accounts'],
        summary: 'Send feedback from the settings page, with optional pictures (Purpose=feedback)',
        security,
        body: FeedbackBody,
        response: { 200: envelope(NoData), ...errors },
      },
    },
    async (request) => {
      await feedback.submit(currentUser(request), request.body, request.locale);
      return ok(null);
    },
  );

  app.post(
    '/api/Admin/Feedback/List',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['Back office'],
        security,
        summary: 'The feedback inbox, newest first: all, one state, or open (unanswered first); Open counts what is not done', // prettier-ignore
        body: AdminFeedbackListBody,
        response: { 200: envelope(AdminFeedbackPage), ...errors },
      },
    },
    async (request) => ok(await feedback.list(request.body)),
  );
  app.post(
    '/api/Admin/Feedback/Answer',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['Back office'],
        summary: 'Mails an answer to the buyer (their account’s address, else an address they typed as contact) and leaves them a notice; 409 FEEDBACK_NO_ADDRESS when there is none, 503 when the mail server is away (nothing recorded)', // prettier-ignore
        security,
        body: FeedbackAnswerBody,
        response: { 200: envelope(AdminFeedback), ...errors },
      },
    },
    async (request) => ok(await feedback.answer(currentUser(request), request.body)),
  );
  app.post(
    '/api/Admin/Feedback/Done',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['Back office'],
        summary: 'Puts feedback away as done (Done: true) or back into the inbox',
        security,
        body: FeedbackDoneBody,
        response: { 200: envelope(AdminFeedback), ...errors },
      },
    },
    async (request) => ok(await feedback.setDone(currentUser(request), request.body)),
  );
};
