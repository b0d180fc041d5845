import type { CallSpec } from '../call-spec';
import {
  AdminOffer,
  AdminOfferAnswerBody,
  AdminOfferListBody,
  AdminOfferPage,
  Offer,
  OfferIdBody,
  OfferListBody,
  OfferMakeBody,
  OfferPage,
} from './index';

/** The offers calls of the call table (../calls.ts). */
export const OFFERS_CALLS = {
  'Offer/Make': {
    method: 'POST',
    body: OfferMakeBody,
    data: Offer,
    capability: 'offers',
    scope: 'offers',
  },
  'Offer/List': {
    method: 'POST',
    body: OfferListBody,
    data: OfferPage,
    capability: 'offers',
    scope: 'offers',
  },
  'Offer/Accept': {
    method: 'POST',
    body: OfferIdBody,
    data: Offer,
    capability: 'offers',
    scope: 'offers',
  },
  'Offer/Withdraw': {
    method: 'POST',
    body: OfferIdBody,
    data: Offer,
    capability: 'offers',
    scope: 'offers',
  },
  'Admin/Offers/List': {
    method: 'POST',
    body: AdminOfferListBody,
    data: AdminOfferPage,
    capability: 'offers',
  },
  'Admin/Offers/Answer': {
    method: 'POST',
    body: AdminOfferAnswerBody,
    data: AdminOffer,
    capability: 'offers',
  },
} as const satisfies Record<string, CallSpec>;
