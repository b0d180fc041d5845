import type { CallSpec } from '../call-spec';
import { NoData } from '../envelope';
import {
  AdminFeedback,
  AdminFeedbackListBody,
  AdminFeedbackPage,
  FeedbackAnswerBody,
  FeedbackBody,
  FeedbackDoneBody,
} from './index';

/** The feedback calls of the call table (../calls.ts). */
export const FEEDBACK_CALLS = {
  'Relation/Feedback': { method: 'POST', body: FeedbackBody, data: NoData, capability: 'feedback' },
  'Admin/Feedback/List': {
    method: 'POST',
    body: AdminFeedbackListBody,
    data: AdminFeedbackPage,
    capability: 'feedback',
  },
  'Admin/Feedback/Answer': {
    method: 'POST',
    body: FeedbackAnswerBody,
    data: AdminFeedback,
    capability: 'feedback',
  },
  'Admin/Feedback/Done': {
    method: 'POST',
    body: FeedbackDoneBody,
    data: AdminFeedback,
    capability: 'feedback',
  },
} as const satisfies Record<string, CallSpec>;
