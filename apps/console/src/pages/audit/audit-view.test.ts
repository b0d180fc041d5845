import { describe, expect, test } from 'vitest';
import { describeChange, kindKey } from './audit-view';

describe('audit entries as the trail shows them', () => {
  test('only the fields that changed, before → after', () => {
    expect(
      describeChange(
        { Verification: 'pending', CompanyName: 'Lin Bros', Disabled: false },
        { Verification: 'approved', CompanyName: 'Lin Bros', Disabled: false },
      ),
    ).toEqual([{ field: 'Verification', before: 'pending', after: 'approved' }]);
  });

  test('a field added or emptied reads as a dash on its missing side', () => {
    expect(
      describeChange({ Status: 'PendingConfirmation' }, { Status: 'PendingPayment', Note: 'ok' }),
    ).toEqual([
      // prettier-ignore
      { field: 'Status', before: 'PendingConfirmation', after: 'PendingPayment' },
      { field: 'Note', before: '—', after: 'ok' },
    ]);
    expect(describeChange({ Notes: 'call first' }, { Notes: '' })).toEqual([
      { field: 'Notes', before: 'call first', after: '—' },
    ]);
    expect(describeChange(null, { Amount: 1200.5 })).toEqual([
      { field: 'Amount', before: '—', after: '1200.5' },
    ]);
  });

  test('known kinds have a label; others show as recorded', () => {
    expect(kindKey('order.markPaid')).toBe('audit.kind.order.markPaid');
    expect(kindKey('order.teleport')).toBeNull();
  });
});
