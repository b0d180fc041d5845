import { describe, expect, test } from 'vitest';
import type { AuditEntry, Locale } from '@facet/contract';
import { textOf } from '../../i18n/catalogue';
import { changesOf, describeChange, kindKey, targetOf, type Reading } from './audit-view';

const reading = (locale: Locale): Reading => ({
  t: (key, params) => textOf(locale, key, params),
  locale,
  tierName: (id) => (id === 3 ? 'VIP −2 %' : undefined),
});

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  Id: 1,
  At: '2026-11-27T21:02:00.000Z',
  ActorId: 1,
  ActorName: 'Demo Admin',
  Kind: 'order.ship',
  TargetType: 'order',
  TargetId: 'FO2611270001',
  TargetName: '',
  Before: null,
  After: null,
  ...fields,
});

describe('audit entries as the trail shows them', () => {
  test('only the fields that changed, before → after', () => {
    expect(
      describeChange(
        { Verification: 'pending', CompanyName: 'Lin Bros', Disabled: false },
        { Verification: 'approved', CompanyName: 'Lin Bros', Disabled: false },
      ),
    ).toEqual([{ field: 'Verification', before: 'pending', after: 'approved' }]);
  });

  test('labels and values in the reader’s language, as the rest of the console writes them', () => {
    const shipped = entry({
      Before: { Status: 'PendingShipment', Amount: 1234.5 },
      After: { Status: 'Shipped', Amount: 1234.5, Note: '' },
    });
    expect(changesOf(shipped, reading('en'))).toEqual([
      { field: 'Status', label: 'Status', before: 'To ship', after: 'Unreceived' },
    ]);
    expect(changesOf(shipped, reading('zh-CN'))).toEqual([
      { field: 'Status', label: '状态', before: '待发货', after: '待收货' },
    ]);
    expect(changesOf(shipped, reading('zh-TW'))[0]).toMatchObject({ before: '待出貨' });

    const invited = entry({
      Kind: 'staff.invite',
      TargetType: 'staff',
      After: { Email: 'mei@example.com', Role: 'clerk', Disabled: false },
    });
    expect(changesOf(invited, reading('zh-CN'))).toEqual([
      { field: 'Email', label: '邮箱', before: '—', after: 'mei@example.com' },
      { field: 'Role', label: '角色', before: '—', after: '业务员' },
      { field: 'Disabled', label: '已停用', before: '—', after: '否' },
    ]);
  });

  test('tiers by name, the house price by name, money and percentages as numbers read', () => {
    const tier = entry({
      Kind: 'buyer.approve',
      TargetType: 'buyer',
      Before: { TierId: null, Verification: 'pending' },
      After: { TierId: 3, Verification: 'approved' },
    });
    expect(changesOf(tier, reading('en'))).toEqual([
      { field: 'TierId', label: 'Price tier', before: 'House price', after: 'VIP −2 %' },
      { field: 'Verification', label: 'Trade verification', before: 'Waiting for review', after: 'Verified' }, // prettier-ignore
    ]);
    const saved = entry({
      Kind: 'tier.save',
      TargetType: 'tier',
      After: { Name: 'Trade', Percent: -2, Category: null },
    });
    expect(changesOf(saved, reading('en')).map((change) => change.after)).toEqual([
      'Trade',
      '-2.00%',
    ]);
  });

  test('rates by their currency’s name, contact texts by their language', () => {
    const rates = entry({
      Kind: 'currency.rates',
      TargetType: 'currency',
      TargetId: 'rates',
      Before: { HKD: 7.8 },
      After: { HKD: 7.812345 },
    });
    expect(changesOf(rates, reading('en'))).toEqual([
      { field: 'HKD', label: 'Hong Kong Dollar (HKD)', before: '7.8', after: '7.812345' },
    ]);
    expect(targetOf(rates, reading('en'))).toBe('');
    const contact = entry({
      Kind: 'contact.save',
      TargetType: 'contact',
      TargetId: 'office',
      Before: { 'Address (zh-CN)': '' },
      After: { 'Address (zh-CN)': '香港尖沙咀' },
    });
    expect(changesOf(contact, reading('en'))[0]).toMatchObject({
      label: 'Postal address (简体中文)',
      after: '香港尖沙咀',
    });
  });

  test('feedback answered and put away, in the reader’s words', () => {
    const answered = entry({
      Kind: 'feedback.answer',
      TargetType: 'feedback',
      TargetId: '12',
      After: { Answer: 'Forty pear shapes arrive on Monday.', To: 'li@example.com' },
    });
    expect(changesOf(answered, reading('zh-CN'))).toEqual([
      { field: 'Answer', label: '回复内容', before: '—', after: 'Forty pear shapes arrive on Monday.' }, // prettier-ignore
      { field: 'To', label: '发送至', before: '—', after: 'li@example.com' },
    ]);
    expect(targetOf(answered, reading('zh-CN'))).toBe('#12');
    const done = entry({ Kind: 'feedback.done', TargetType: 'feedback', TargetId: '12', Before: { Done: false }, After: { Done: true } }); // prettier-ignore
    expect(changesOf(done, reading('en'))).toEqual([
      { field: 'Done', label: 'Done', before: 'No', after: 'Yes' },
    ]);
  });

  test('an offer countered: its status and price in the reader’s words', () => {
    const countered = entry({
      Kind: 'offer.counter',
      TargetType: 'offer',
      TargetId: '7',
      Before: { Status: 'open' },
      After: { Status: 'countered', PricePerCarat: 9500, Note: 'Best we can do' },
    });
    expect(changesOf(countered, reading('en'))).toEqual([
      { field: 'Status', label: 'Status', before: 'Open', after: 'Countered' },
      { field: 'PricePerCarat', label: 'Price per carat', before: '—', after: '$9,500.00' },
      { field: 'Note', label: 'Note', before: '—', after: 'Best we can do' },
    ]);
    expect(changesOf(countered, reading('zh-CN'))[0]).toMatchObject({ after: '已还价' });
    expect(targetOf(countered, reading('en'))).toBe('#7');
    expect(kindKey('offer.counter')).toBe('audit.kind.offer.counter');
  });

  test('a memo shipped and a return refunded: statuses named as each names them', () => {
    const shipped = entry({
      Kind: 'memo.ship',
      TargetType: 'memo',
      TargetId: '4',
      Before: { Status: 'approved' },
      After: { Status: 'shipped', TrackingNo: 'FX 1', Note: '' },
    });
    expect(changesOf(shipped, reading('en'))).toEqual([
      { field: 'Status', label: 'Status', before: 'Approved', after: 'Shipped' },
      { field: 'TrackingNo', label: 'Tracking no.', before: '—', after: 'FX 1' },
    ]);
    expect(targetOf(shipped, reading('en'))).toBe('#4');
    const refunded = entry({
      Kind: 'return.refund',
      TargetType: 'return',
      TargetId: '9',
      Before: { Status: 'received' },
      After: { Status: 'refunded', RefundUsd: 150, Restocked: true },
    });
    expect(changesOf(refunded, reading('zh-CN'))).toEqual([
      { field: 'Status', label: '状态', before: '已收到', after: '已退款' },
      { field: 'RefundUsd', label: '退款', before: '—', after: '$150.00' },
      { field: 'Restocked', label: '重新上架', before: '—', after: '是' },
    ]);
    // A return on its way back is not a memo shipped.
    const onItsWay = entry({ TargetType: 'return', After: { Status: 'shipped' } });
    expect(changesOf(onItsWay, reading('en'))[0]).toMatchObject({ after: 'On its way' });
    const limit = entry({ Kind: 'memo.limit', TargetType: 'buyer', TargetName: 'Demo Buyer', Before: { LimitUsd: 0 }, After: { LimitUsd: 50000 } }); // prettier-ignore
    expect(changesOf(limit, reading('en'))).toEqual([
      { field: 'LimitUsd', label: 'Memo limit', before: '$0.00', after: '$50,000.00' },
    ]);
    expect(kindKey('return.escalate')).toBe('audit.kind.return.escalate');
  });

  test('what an entry is about, by the name people use for it', () => {
    expect(targetOf(entry({}), reading('en'))).toBe('FO2611270001');
    const imported = entry({ Kind: 'stock.import', TargetType: 'goods', TargetId: 'natural-white' }); // prettier-ignore
    expect(targetOf(imported, reading('zh-CN'))).toBe('天然白钻');
    const stone = entry({ Kind: 'stock.market', TargetType: 'goods', TargetId: '42', After: { StockNo: 'NW0042', OnMarket: false } }); // prettier-ignore
    expect(targetOf(stone, reading('en'))).toBe('NW0042');
  });

  test('known kinds have a label; others show as recorded', () => {
    expect(kindKey('order.markPaid')).toBe('audit.kind.order.markPaid');
    expect(kindKey('order.teleport')).toBeNull();
  });
});
