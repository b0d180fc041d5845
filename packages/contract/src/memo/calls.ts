import type { CallSpec } from '../call-spec';
import { Empty } from '../envelope';
import {
  AdminMemo,
  AdminMemoAnswerBody,
  AdminMemoListBody,
  AdminMemoPage,
  Memo,
  MemoBuyBody,
  MemoLimit,
  MemoLimitBody,
  MemoListBody,
  MemoPage,
  MemoRequestBody,
  MemoReturnBody,
  SetMemoLimitBody,
} from './index';

/** The memo calls of the call table (../calls.ts). */
export const MEMO_CALLS = {
  'Memo/Request': { method: 'POST', body: MemoRequestBody, data: Memo, capability: 'memo' },
  'Memo/List': { method: 'POST', body: MemoListBody, data: MemoPage, capability: 'memo' },
  'Memo/Buy': { method: 'POST', body: MemoBuyBody, data: Memo, capability: 'memo' },
  'Memo/Return': { method: 'POST', body: MemoReturnBody, data: Memo, capability: 'memo' },
  'Admin/Memos/List': { method: 'POST', body: AdminMemoListBody, data: AdminMemoPage, capability: 'memo' }, // prettier-ignore
  'Admin/Memos/Answer': { method: 'POST', body: AdminMemoAnswerBody, data: AdminMemo, capability: 'memo' }, // prettier-ignore
  'Admin/Buyers/MemoLimit': { method: 'POST', body: MemoLimitBody, data: MemoLimit, capability: 'memo' }, // prettier-ignore
  'Admin/Buyers/SetMemoLimit': { method: 'POST', body: SetMemoLimitBody, data: Empty, capability: 'memo' }, // prettier-ignore
} as const satisfies Record<string, CallSpec>;
