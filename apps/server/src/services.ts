import type { Deps } from './platform/deps';
import { accountsService } from './modules/accounts/accounts.service';
import { auditService } from './modules/audit/audit.service';
import { buyersService } from './modules/buyers/buyers.service';
import { tiersService } from './modules/tiers/tiers.service';
import { staffService } from './modules/staff/staff.service';
import { addressesService } from './modules/addresses/addresses.service';
import { cartService } from './modules/cart/cart.service';
import { catalogueService } from './modules/catalogue/catalogue.service';
import { cloudStoreService } from './modules/cloud-store/cloud-store.service';
import { storefrontService } from './modules/cloud-store/storefront.service';
import { chatService } from './modules/chat/chat.service';
import { favouritesService } from './modules/favourites/favourites.service';
import { currenciesService } from './modules/currencies/currencies.service';
import { contactService } from './modules/contact/contact.service';
import { feedbackService } from './modules/feedback/feedback.service';
import { alertsService } from './modules/saved-searches/alerts';
import { savedSearchesService } from './modules/saved-searches/saved-searches.service';
import { apiKeysService } from './modules/api-keys/api-keys.service';
import { feedsService } from './modules/feeds/feeds.service';
import { webhooksService } from './modules/webhooks/webhooks.service';
import { pushService } from './modules/push/push.service';
import { statsService } from './modules/stats/stats.service';
import { holdsService } from './modules/holds/holds.service';
import {
  agreedCentsOf,
  agreedPrices,
  offersService,
  spendAgreed,
} from './modules/offers/offers.service';
import { memoService } from './modules/memo/memo.service';
import { returnsService } from './modules/returns/returns.service';
import { goodsService } from './modules/catalogue/goods.service';
import { inventoryService } from './modules/inventory/inventory.service';
import { listPricesService } from './modules/list-prices/list-prices.service';
import { noticesService } from './modules/notices/notices.service';
import { ordersService } from './modules/orders/orders.service';
import { adminOrdersService } from './modules/orders/admin-orders.service';
import { uploadsService } from './modules/uploads/uploads.service';

/**
 * Every module's service, each given only the others it talks to. The one place that knows
 * who depends on whom: app.ts hands these to the routes, service tests call them directly.
 */
export function buildServices(deps: Deps) {
  const { db } = deps;
  const uploads = uploadsService(deps);
  const accounts = accountsService({ ...deps, uploads });
  const goods = goodsService(deps);
  const audit = auditService({ db, accounts });
  const inventory = inventoryService({ db, goods, uploads, audit });
  const listPrices = listPricesService({ db, stock: inventory, audit });
  const notices = noticesService({ ...deps, accounts, audit });
  const webhooks = webhooksService({ db, config: deps.config, notices });
  const push = pushService({ db, config: deps.config, accounts, notices });
  const buyers = buyersService({ ...deps, uploads, notices, audit, accounts });
  const tiers = tiersService({ db, audit });
  const staff = staffService({ ...deps, accounts, audit });
  const holds = holdsService({
    ...deps,
    goods,
    stock: inventory,
    notices,
    accounts,
    buyers,
    audit,
    webhooks,
  });
  const currencies = currenciesService({ db, accounts, audit });
  const contact = contactService({ db, config: deps.config, accounts, audit });
  const savedSearches = savedSearchesService({ db, goods });
  const feeds = feedsService({ goods });
  const apiKeys = apiKeysService({ db, config: deps.config, counters: deps.counters, accounts });
  const alerts = alertsService({ ...deps, goods, notices, accounts, webhooks });
  const favourites = favouritesService({ db, database: deps.database, goods, holds });
  const cart = cartService({ db, goods, holds, agreed: agreedPrices, agreedCentsOf });
  const addresses = addressesService(deps);
  const orders = ordersService({
    db,
    config: deps.config,
    mailer: deps.mailer,
    uploads,
    accounts,
    notices,
    goods,
    stock: inventory,
    cart,
    holds,
    buyers,
    audit,
    webhooks,
    metrics: deps.metrics,
    agreedSpent: spendAgreed,
  });
  const offers = offersService({
    ...deps,
    goods,
    stock: inventory,
    holds,
    cart,
    notices,
    accounts,
    buyers,
    audit,
    webhooks,
  });
  const memo = memoService({
    db,
    config: deps.config,
    goods,
    stock: inventory,
    holds,
    orders,
    notices,
    accounts,
    buyers,
    audit,
    webhooks,
  });
  const returns = returnsService({
    db,
    config: deps.config,
    orders,
    stock: inventory,
    uploads,
    notices,
    accounts,
    audit,
  });
  const adminOrders = adminOrdersService({
    db,
    config: deps.config,
    mailer: deps.mailer,
    uploads,
    accounts,
    notices,
    stock: inventory,
    audit,
    webhooks,
  });
  const catalogue = catalogueService({ goods, favourites, holds, orders });
  const chat = chatService({ ...deps, uploads, accounts, orders, goods, push });
  const cloudStore = cloudStoreService({
    ...deps,
    goods,
    holds,
    orders,
    cart,
    uploads,
    accounts,
    audit,
  });
  const storefront = storefrontService({ ...deps, goods, accounts, notices, uploads });
  const feedback = feedbackService({ ...deps, uploads, accounts, notices, audit });
  const stats = statsService({ db, accounts });
  // What keeps buyers' uploads: the rest is swept a day after upload.
  for (const keeper of [accounts, orders, chat, cloudStore, feedback, returns]) {
    uploads.referencedBy(keeper.filesReferenced);
  }
  accounts.onCancel(chat.eraseBuyer);
  accounts.onCancel(cloudStore.eraseOwner);
  return {
    uploads,
    accounts,
    audit,
    buyers,
    tiers,
    staff,
    goods,
    holds,
    offers,
    memo,
    returns,
    currencies,
    contact,
    feedback,
    savedSearches,
    apiKeys,
    webhooks,
    push,
    feeds,
    alerts,
    favourites,
    catalogue,
    inventory,
    listPrices,
    notices,
    cart,
    addresses,
    orders,
    adminOrders,
    chat,
    stats,
    cloudStore,
    storefront,
  };
}

export type Services = ReturnType<typeof buildServices>;
