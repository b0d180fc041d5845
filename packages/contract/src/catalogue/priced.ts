import type { Goods, PricedGoods } from './goods';

/** Whether the stone came with its prices (the buyer may see them). */
export const isPriced = (goods: Goods): goods is PricedGoods =>
  goods.Price !== null && goods.PricePerCarat !== null && goods.DdpPrice !== null;
