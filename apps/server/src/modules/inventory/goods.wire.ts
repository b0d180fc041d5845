import {
  ARRIVAL_DAYS_MADE_TO_ORDER,
  ddpPrice,
  fromCents,
  fromDiscountBp,
  stockUnit,
  type Goods,
  type RingSetting,
} from '@facet/contract';
import type { goods, ringSettings } from './inventory.table';

export type GoodsRow = typeof goods.$inferSelect;
export type RingSettingRow = typeof ringSettings.$inferSelect;

/** The labs' own report-check pages; AGS and GCAL have none that takes a number in the URL. */
export function reportUrl(lab: string | null, certificateNo: string | null): string | null {
  if (!lab || !certificateNo) return null;
  const no = encodeURIComponent(certificateNo);
  switch (lab) {
    case 'GIA':
      return `https://www.gia.edu/report-check?reportno=${no}`;
    case 'IGI':
      return `https://www.igi.org/verify-your-report/?r=${no}`;
    case 'HRD':
      return `https://my.hrdantwerp.com/?record_number=${no}`;
    default:
      return null;
  }
}

export function goodsToWire(row: GoodsRow, ddpRateBp: number, isCollected = false): Goods {
  const inStock = row.stock > 0;
  return {
    Id: row.id,
    Category: row.category,
    StockNo: row.stockNo,
    Shape: row.shape,
    Weight: row.weight,
    Color: row.color,
    Clarity: row.clarity,
    Cut: row.cut,
    Polish: row.polish,
    Symmetry: row.symmetry,
    Fluorescence: row.fluorescence,
    Lab: row.lab,
    CertificateNo: row.certificateNo,
    ReportPlace: row.reportPlace,
    ReportDate: row.reportDate,
    Description: row.description,
    ReportUrl: reportUrl(row.lab, row.certificateNo),
    Location: row.location,
    Length: row.length,
    Width: row.width,
    Height: row.height,
    Thickness: row.thickness,
    TablePct: row.tablePct,
    DepthPct: row.depthPct,
    CrownHeight: row.crownHeight,
    PavilionDepth: row.pavilionDepth,
    Girdle: row.girdle,
    Culet: row.culet,
    Milky: row.milky,
    Shade: row.shade,
    FancyColor: row.fancyColor,
    Intensity: row.intensity,
    Overtone: row.overtone,
    Saturation: row.saturation,
    Hue: row.hue,
    Process: row.process,
    Grade: row.grade,
    SeedShape: row.seedShape,
    Orientation: row.orientation,
    PricingBasis: row.pricingBasis,
    ListPrice: row.listPriceCents == null ? null : fromCents(row.listPriceCents),
    Discount: row.discountBp == null ? null : fromDiscountBp(row.discountBp),
    PricePerCarat: fromCents(row.pricePerCaratCents),
    Price: fromCents(row.priceCents),
    DdpPrice: fromCents(ddpPrice(row.priceCents, ddpRateBp)),
    Stock: row.stock,
    StockUnit: stockUnit(row.category),
    MinBuy: row.minBuy,
    ArrivalDays: !inStock && row.madeToOrder ? ARRIVAL_DAYS_MADE_TO_ORDER : null,
    OnMarket: row.onMarket,
    Available: row.listed,
    HasImage: row.hasImage,
    HasVideo: row.hasVideo,
    Images: row.images,
    Video: row.video,
    IsCollected: isCollected,
  };
}

export function ringSettingToWire(row: RingSettingRow, ddpRateBp: number): RingSetting {
  return {
    Id: row.id,
    StyleNo: row.styleNo,
    Name: row.name,
    Series: row.series,
    Brand: row.brand,
    Metal: row.metal,
    CenterShape: row.centerShape,
    CenterWeightMin: row.centerWeightMin,
    CenterWeightMax: row.centerWeightMax,
    MetalWeight: row.metalWeight,
    SideStones: row.sideStones,
    Description: row.description,
    Price: fromCents(row.priceCents),
    DdpPrice: fromCents(ddpPrice(row.priceCents, ddpRateBp)),
    Stock: row.stock,
    Images: row.images,
    Video: row.video,
    HasVideo: row.video != null,
  };
}
