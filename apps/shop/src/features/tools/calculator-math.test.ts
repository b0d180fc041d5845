import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../shared/format/decimal-text';
import {
  calculate,
  edit,
  initialCalculatorState,
  priceValue,
  restoreCalculatorState,
  switchBasis,
  toggleDiscountSign,
  type CalculatorState,
} from './calculator-math';

const stone = (patch: Partial<CalculatorState> = {}): CalculatorState => ({
  ...initialCalculatorState(),
  weight: '1.01',
  listPrice: '10000',
  driverText: '-30',
  ...patch,
});

describe('calculate', () => {
  it('prices a stone from its list price and discount', () => {
    const result = calculate(stone());
    expect(result).toMatchObject({
      weightMct: 1010,
      quantity: 1,
      listCents: 1_000_000,
      discountBp: -3000,
      pricePerCaratCents: 700_000,
      unitPriceCents: 707_000,
      totalCents: 707_000,
      issues: {},
    });
  });

  it('multiplies by the quantity', () => {
    expect(calculate(stone({ quantity: '3' })).totalCents).toBe(2_121_000);
  });

  it('finds the discount back from a typed total', () => {
    const result = calculate(edit(stone(), 'total', '7575'));
    expect(result.pricePerCaratCents).toBe(750_000);
    expect(result.discountBp).toBe(-2500);
    expect(result.totalCents).toBe(757_500);
  });

  it('finds the discount back from a typed price per carat, to the basis point', () => {
    const result = calculate(edit(stone(), 'pricePerCarat', '6543.21'));
    expect(result.discountBp).toBe(-3457);
    expect(result.unitPriceCents).toBe(660_864);
  });

  it('splits a typed total over several stones before pricing one', () => {
    const result = calculate(edit(stone({ quantity: '2' }), 'total', '14140'));
    expect(result.unitPriceCents).toBe(707_000);
    expect(result.discountBp).toBe(-3000);
  });

  it('prices by the carat without a list price or discount', () => {
    const result = calculate({
      ...stone({ basis: 'weight' }),
      driver: 'pricePerCarat',
      driverText: '5200',
    });
    expect(result).toMatchObject({
      discountBp: null,
      listCents: null,
      unitPriceCents: 525_200,
      totalCents: 525_200,
    });
  });

  it('prices by the piece and tells the price per carat', () => {
    const result = calculate({
      ...stone({ basis: 'piece', weight: '0.3', quantity: '10' }),
      driver: 'unitPrice',
      driverText: '99.99',
    });
    expect(result.pricePerCaratCents).toBe(33_330);
    expect(result.totalCents).toBe(99_990);
  });

  it('leaves unknown what it cannot know yet, without complaining', () => {
    const result = calculate(stone({ weight: '', listPrice: '' }));
    expect(result).toMatchObject({
      pricePerCaratCents: null,
      unitPriceCents: null,
      totalCents: null,
      issues: {},
    });
    expect(calculate(stone({ weight: '' })).pricePerCaratCents).toBe(700_000);
  });

  it.each([
    ['weight', '0', { weight: 'weightInvalid' }],
    ['weight', 'abc', { weight: 'weightInvalid' }],
    ['weight', '20000', { weight: 'weightInvalid' }],
    ['quantity', '1.5', { quantity: 'QUANTITY_INVALID' }],
    ['quantity', '0', { quantity: 'QUANTITY_INVALID' }],
    ['listPrice', '-5', { listPrice: 'priceInvalid' }],
    ['discount', '-100', { discount: 'discountInvalid' }],
    ['total', '0', { total: 'priceInvalid' }],
  ] as const)('marks %s "%s" as unusable', (field, text, issues) => {
    const result = calculate(edit(stone(), field, text));
    expect(result.issues).toEqual(issues);
    expect(result.totalCents).toBeNull();
  });
});

describe('editing and switching', () => {
  it('lets the last typed price lead', () => {
    const state = edit(stone(), 'total', '7070');
    expect(state).toMatchObject({ driver: 'total', driverText: '7070', listPrice: '10000' });
    expect(edit(state, 'weight', '2')).toMatchObject({ driver: 'total', weight: '2' });
  });

  it('carries the shown price over to another basis', () => {
    const perCarat = switchBasis(stone(), 'weight');
    expect(perCarat).toMatchObject({
      basis: 'weight',
      driver: 'pricePerCarat',
      driverText: '7000.00',
    });
    const perPiece = switchBasis(perCarat, 'piece');
    expect(perPiece).toMatchObject({ driver: 'unitPrice', driverText: '7070.00' });
    const back = switchBasis(perPiece, 'discount');
    expect(back).toMatchObject({ driver: 'discount', driverText: '-30.00' });
  });

  it('drops a discount that cannot lead when nothing else is known', () => {
    expect(switchBasis(stone({ listPrice: '' }), 'weight')).toMatchObject({
      driver: 'pricePerCarat',
      driverText: '',
    });
  });

  it('flips the discount’s sign', () => {
    const premium = toggleDiscountSign(stone());
    expect(premium).toMatchObject({ driver: 'discount', driverText: '30.00' });
    expect(calculate(premium).pricePerCaratCents).toBe(1_300_000);
    expect(toggleDiscountSign(stone({ driverText: '' }))).toEqual(stone({ driverText: '' }));
  });

  it('reads a price back as dollars and percent', () => {
    const result = calculate(stone());
    expect(priceValue(result, 'total')).toBe(7070);
    expect(priceValue(result, 'discount')).toBe(-30);
  });

  it('restores a stored state and refuses anything else', () => {
    expect(restoreCalculatorState(stone())).toEqual(stone());
    expect(restoreCalculatorState({ ...stone(), basis: 'bulk' })).toBeNull();
    expect(restoreCalculatorState('x')).toBeNull();
  });
});

describe('parseDecimal', () => {
  it.each([
    ['1.01', 1.01],
    [' 1,01 ', 1.01],
    ['7,070.50', 7070.5],
    ['7,070', 7070],
    ['7,07.00', 707],
    ['1,234,567', 1234567],
    ['-30', -30],
    ['.5', 0.5],
    ['', undefined],
    ['1.2.3', null],
    ['12a', null],
  ])('reads "%s" as %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });
});
