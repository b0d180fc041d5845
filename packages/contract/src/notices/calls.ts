import type { CallSpec } from '../call-spec';
import { NoData } from '../envelope';
import {
  AdminNotice,
  AdminNoticeIdBody,
  AdminNoticeList,
  AdminNoticeListQuery,
  Notice,
  NoticeIdQuery,
  NoticeList,
  NoticeListQuery,
  NoticeReadBody,
  NoticeUnread,
  PublishNoticeBody,
} from './index';

/** The notices calls of the call table (../calls.ts). */
export const NOTICES_CALLS = {
  'Im_SystemNotice/GetList': {
    method: 'GET',
    query: NoticeListQuery,
    data: NoticeList,
    capability: 'notices',
  },
  'Im_SystemNotice/Detail': {
    method: 'GET',
    query: NoticeIdQuery,
    data: Notice,
    capability: 'notices',
  },
  'Im_SystemNotice/Read': {
    method: 'POST',
    body: NoticeReadBody,
    data: NoData,
    capability: 'notices',
  },
  'Im_SystemNotice/Unread': { method: 'GET', data: NoticeUnread, capability: 'notices' },
  'Admin/Notice/Publish': {
    method: 'POST',
    body: PublishNoticeBody,
    data: AdminNotice,
    capability: 'notices',
  },
  'Admin/Notice/List': {
    method: 'GET',
    query: AdminNoticeListQuery,
    data: AdminNoticeList,
    capability: 'notices',
  },
  'Admin/Notice/Delete': {
    method: 'POST',
    body: AdminNoticeIdBody,
    data: NoData,
    capability: 'notices',
  },
} as const satisfies Record<string, CallSpec>;
