import type { CallSpec } from '../call-spec';
import {
  AirflareQueryBody,
  CertificateQueryBody,
  CertificateResults,
  FancyQueryBody,
  Goods,
  GoodsQueryBody,
  GoodsQueryPage,
  IdBody,
  ParcelMatchBody,
  ParcelMatchResult,
  RingSetting,
  RingSettingPage,
  SearchQueryBody,
  SearchResult,
} from './index';

/** The catalogue calls of the call table (../calls.ts). */
export const CATALOGUE_CALLS = {
  'Diamonds/BlankQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/SeedCrystalQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/ArtificialDiamandsQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/DiamandsQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/ParcelQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/FancyDiamondQuery': {
    method: 'POST',
    body: FancyQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/Detail': { method: 'POST', body: IdBody, data: Goods, capability: 'catalogue' },
  'Diamonds/CertificateQuery': {
    method: 'POST',
    body: CertificateQueryBody,
    data: CertificateResults,
    capability: 'catalogue',
  },
  'Diamonds/ParcelMatch': {
    method: 'POST',
    body: ParcelMatchBody,
    data: ParcelMatchResult,
    capability: 'catalogue',
  },
  'Airflare/Query': {
    method: 'POST',
    body: AirflareQueryBody,
    data: RingSettingPage,
    capability: 'catalogue',
  },
  'Airflare/Detail': { method: 'POST', body: IdBody, data: RingSetting, capability: 'catalogue' },
  'Search/Query': {
    method: 'POST',
    body: SearchQueryBody,
    data: SearchResult,
    capability: 'catalogue',
  },
} as const satisfies Record<string, CallSpec>;
