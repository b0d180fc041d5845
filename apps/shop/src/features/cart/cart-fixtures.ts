import type { Cart, CartItem, CartTab, PricedGoods } from '@facet/contract';

/** A natural white stone as the server sends it; tests change what they are about. */
export const stone: PricedGoods = {
  Id: 7, Category: 'natural-white', StockNo: 'NW0000007', Shape: 'round', Weight: 1.02,
  Color: 'G', Clarity: 'VS1', Cut: 'EX', Polish: 'EX', Symmetry: 'VG', Fluorescence: 'None',
  Lab: 'GIA', CertificateNo: '2141438167', ReportPlace: 'New York', ReportDate: '2024-09-03',
  Description: null, ReportUrl: null, Location: 'Hong Kong', Length: 6.44, Width: 6.41,
  Height: 3.98, Thickness: null, TablePct: 57, DepthPct: 61.9, CrownHeight: 15,
  PavilionDepth: 43, Girdle: 'Medium', Culet: 'None', Milky: 'none', Shade: 'none',
  EyeClean: 'yes', Bgm: 'no', BlackInclusion: 'none',
  FancyColor: null, Intensity: null, Overtone: null, Saturation: null, Hue: null, Process: null,
  Grade: null, SeedShape: null, Orientation: null, PricingBasis: 'discount', ListPrice: 9900,
  Discount: -32.5, PricePerCarat: 6682.5, Price: 6816.15, DdpPrice: 7259.2, Stock: 1,
  StockUnit: 'piece', MinBuy: 1, ArrivalDays: null, OnMarket: true, Available: true,
  HasImage: true, HasVideo: false, Images: [], Video: null, Frames: [], Has360: false, IsCollected: false,
  OnHold: false, HeldUntil: null,
}; // prettier-ignore

/** A parcel of melee sold by the carat: 241 USD/ct, 294.51 ct on the shelf, 4.86 ct minimum. */
export const parcel: PricedGoods = {
  ...stone, Id: 650, Category: 'parcel', StockNo: 'PC0000650', Weight: 0.019, Lab: null,
  PricingBasis: 'weight', ListPrice: null, Discount: null, PricePerCarat: 241, Price: 241,
  Stock: 294.51, StockUnit: 'carat', MinBuy: 4.86,
}; // prettier-ignore

/** CVD seeds sold by the piece: 29 USD each, 4,352 on the shelf, 11 at least. */
export const seed: PricedGoods = {
  ...stone, Id: 2994, Category: 'seed', StockNo: 'SD0002994', Shape: null, Lab: null,
  PricingBasis: 'piece', Price: 29, Stock: 4352, StockUnit: 'piece', MinBuy: 11,
}; // prettier-ignore

export function line(goods: PricedGoods, change: Partial<CartItem> = {}): CartItem {
  return {
    CartId: goods.Id,
    Goods: goods,
    Quantity: goods.MinBuy,
    Selected: true,
    Amount: goods.Price * goods.MinBuy,
    AddedUnitPrice: goods.Price,
    CustomMade: false,
    Problem: null,
    ...change,
  };
}

export function cartOf(tabs: Partial<Record<CartTab, CartItem[]>>): Cart {
  const details = (['purchase', 'blank', 'custom'] as const).map((tab) => ({
    Tab: tab,
    Data: tabs[tab] ?? [],
  }));
  const lines = details.flatMap((detail) => detail.Data);
  return {
    DiamondsRecommend: [],
    Statistics: { Count: 0, Amount: 0 },
    StatisticsDetail: details,
    TotalCount: lines.length,
  };
}
