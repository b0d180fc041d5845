import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Address,
  AdminOrder,
  AdminOrderPage,
  Cart,
  PricedGoods,
  Order,
  OrderAdded,
  OrderPage,
  StockInput,
} from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { HK_ADDRESS, UNGRADED } from '../../test/factories';
import { notices } from '../notices/notices.table';

let server: TestServer;
let clerk: string;

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.clerkToken();
});
afterAll(() => server?.close());

const cartOf = (token: string) =>
  server.get<Cart>('/api/ShoppingCart/GetList?SecretId=0&SecretKey=0', { token });
const addToCart = (token: string, GoodsList: { GoodsId: number; Quantity?: number }[]) =>
  server.call<Cart>('PUT', '/api/ShoppingCart/Add', { GoodsList }, { token });
const saveAddress = (token: string, address: Record<string, unknown> = HK_ADDRESS) =>
  server.post<Address>('/api/Wholesaler_Address/AddOrUpd', address, { token });
const lineOf = (cart: Cart, goodsId: number) =>
  cart.StatisticsDetail.flatMap((t) => t.Data.map((line) => ({ ...line, Tab: t.Tab }))).find(
    (line) => line.Goods.Id === goodsId,
  );
const detail = (token: string, OrderId: number) =>
  server.post<Order>('/api/Order/Detail', { OrderId }, { token });
const staff = <T = AdminOrder>(path: string, body: Record<string, unknown>) =>
  server.post<T>(`/api/Admin/Orders/${path}`, body, { token: clerk });

const parcel = (extra: Partial<StockInput> = {}) =>
  server.newStone({
    Category: 'parcel',
    Weight: 20,
    Color: 'G',
    Clarity: 'VS1',
    PricingBasis: 'weight',
    PricePerCarat: 450,
    Discount: null,
    Stock: 20,
    MinBuy: 2,
    Cut: null,
    Polish: null,
    Symmetry: null,
    Lab: null,
    CertificateNo: null,
    ...extra,
  });
const seed = (extra: Partial<StockInput> = {}) =>
  server.newStone({
    Category: 'seed',
    ...UNGRADED,
    SeedShape: 'square',
    Weight: 0.1,
    Length: 10,
    Width: 10,
    Thickness: 0.5,
    PricingBasis: 'piece',
    Discount: null,
    Price: 35,
    Stock: 5,
    MinBuy: 1,
    MadeToOrder: true,
    ...extra,
  });

/** A buyer with an address and these goods in the cart, ready to order. */
async function buyerWith(goods: { GoodsId: number; Quantity?: number }[]) {
  const buyer = await server.newUser();
  await saveAddress(buyer.token);
  const added = await addToCart(buyer.token, goods);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const cartIds = added.body.Data.StatisticsDetail.flatMap((t) => t.Data.map((l) => l.CartId));
  return { ...buyer, cartIds };
}

const order = (token: string, CartIds: number[], extra: Record<string, unknown> = {}) =>
  server.post<OrderAdded>(
    '/api/Order/AddOrder',
    { CartIds, ReceivingMethod: 'express', LogisticsId: 2, ...extra },
    { token },
  );

const uploadPicture = (token: string, purpose: 'voucher' | 'demand') =>
  server.upload(token, purpose);

describe('cart', () => {
  test('a stone goes in once, under purchase, and counts in the settlement and the badge', async () => {
    const stone = await server.newStone();
    const buyer = await server.newUser();
    await addToCart(buyer.token, [{ GoodsId: stone.Id }]);
    const again = await addToCart(buyer.token, [{ GoodsId: stone.Id }]);
    expect(again.status).toBe(200);
    const cart = again.body.Data;
    expect(cart.TotalCount).toBe(1);
    expect(lineOf(cart, stone.Id)).toMatchObject({
      Tab: 'purchase',
      Quantity: 1,
      Selected: true,
      Amount: stone.Price,
      Problem: null,
      CustomMade: false,
    });
    expect(cart.Statistics).toEqual({ Count: 1, Amount: stone.Price });
    expect(cart.DiamondsRecommend.map((g) => g.Id)).not.toContain(stone.Id);
  });

  test('parcels in hundredths of a carat, at least the minimum buy', async () => {
    const lot = await parcel();
    const { token } = await server.newUser();
    const below = await addToCart(token, [{ GoodsId: lot.Id, Quantity: 1.5 }]);
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({
      Code: 'MIN_BUY_NOT_MET',
      Message: 'Minimum wholesale quantity not met',
    });
    const ragged = await addToCart(token, [{ GoodsId: lot.Id, Quantity: 2.555 }]);
    expect(ragged.status).toBe(400);
    expect(ragged.body.Data).toEqual({
      Fields: [{ Path: 'GoodsList.0.Quantity', Message: 'Quantity must be correct' }],
    });
    const more = await addToCart(token, [{ GoodsId: lot.Id, Quantity: 40 }]);
    expect(more.body.Code).toBe('OUT_OF_STOCK');
    const fine = await addToCart(token, [{ GoodsId: lot.Id, Quantity: 2.25 }]);
    expect(lineOf(fine.body.Data, lot.Id)).toMatchObject({ Quantity: 2.25, Amount: 1012.5 });
  });

  test('seeds sit under blank/seed; beyond stock, grown to order under custom', async () => {
    const plates = await seed();
    const { token } = await server.newUser();
    const cart = (await addToCart(token, [{ GoodsId: plates.Id, Quantity: 3 }])).body.Data;
    expect(lineOf(cart, plates.Id)).toMatchObject({ Tab: 'blank', CustomMade: false });
    const line = lineOf(cart, plates.Id)!;
    const grown = await server.call<Cart>(
      'PUT',
      '/api/ShoppingCart/UpdateInfoById',
      { CartId: line.CartId, Quantity: 8 },
      { token },
    );
    expect(lineOf(grown.body.Data, plates.Id)).toMatchObject({
      Tab: 'custom',
      CustomMade: true,
      Amount: 280,
      Problem: null,
    });
  });

  test('selection, select-all per tab and deleting change the settlement', async () => {
    const [a, b] = [await server.newStone(), await server.newStone()];
    const { token } = await server.newUser();
    const cart = (await addToCart(token, [{ GoodsId: a.Id }, { GoodsId: b.Id }])).body.Data;
    expect(cart.Statistics.Count).toBe(2);
    const cleared = await server.call<Cart>(
      'PUT',
      '/api/ShoppingCart/SelectAll',
      { Tab: 'purchase', Selected: false },
      { token },
    );
    expect(cleared.body.Data.Statistics).toEqual({ Count: 0, Amount: 0 });
    const one = await server.call<Cart>(
      'PUT',
      '/api/ShoppingCart/UpdateInfoById',
      { CartId: lineOf(cart, a.Id)!.CartId, Selected: true },
      { token },
    );
    expect(one.body.Data.Statistics).toEqual({ Count: 1, Amount: a.Price });
    const removed = await server.call<Cart>(
      'DELETE',
      '/api/ShoppingCart/Delete',
      { CartIds: [lineOf(cart, a.Id)!.CartId] },
      { token },
    );
    expect(removed.body.Data.TotalCount).toBe(1);
  });

  test('a changed price and a stone taken off the market show on the line', async () => {
    const [dearer, withdrawn] = [await server.newStone(), await server.newStone()];
    const { token } = await server.newUser();
    await addToCart(token, [{ GoodsId: dearer.Id }, { GoodsId: withdrawn.Id }]);
    await server.post(
      '/api/Admin/Inventory/Save',
      { Id: dearer.Id, Record: { ...stockOf(dearer), Discount: -20 } },
      { token: clerk },
    );
    await server.post(
      '/api/Admin/Inventory/SetMarket',
      { Id: withdrawn.Id, OnMarket: false },
      { token: clerk },
    );
    const cart = (await cartOf(token)).body.Data;
    const changed = lineOf(cart, dearer.Id)!;
    expect(changed.Problem).toBe('PRICE_CHANGED');
    expect(changed.AddedUnitPrice).toBe(dearer.Price);
    expect(changed.Goods.Price).toBeGreaterThan(dearer.Price);
    expect(lineOf(cart, withdrawn.Id)!.Problem).toBe('OFF_MARKET');
    // The settlement counts the repriced stone at today's price, not the withdrawn one.
    expect(cart.Statistics).toEqual({ Count: 1, Amount: changed.Goods.Price });
  });

  test('another buyer’s line is 404, and so is an unknown good', async () => {
    const stone = await server.newStone();
    const owner = await buyerWith([{ GoodsId: stone.Id }]);
    const other = await server.newUser();
    const update = await server.call(
      'PUT',
      '/api/ShoppingCart/UpdateInfoById',
      { CartId: owner.cartIds[0], Selected: false },
      { token: other.token },
    );
    expect(update.status).toBe(404);
    const remove = await server.call(
      'DELETE',
      '/api/ShoppingCart/Delete',
      { CartIds: owner.cartIds },
      { token: other.token },
    );
    expect(remove.status).toBe(404);
    expect((await cartOf(owner.token)).body.Data.TotalCount).toBe(1);
    expect((await addToCart(other.token, [{ GoodsId: 99_999_999 }])).status).toBe(404);
  });

  test('a client cannot send a price: the field is refused', async () => {
    const stone = await server.newStone();
    const { token } = await server.newUser();
    const priced = await server.call(
      'PUT',
      '/api/ShoppingCart/Add',
      { GoodsList: [{ GoodsId: stone.Id, Price: 1 }] },
      { token },
    );
    expect(priced.status).toBe(400);
  });
});

function stockOf(goods: PricedGoods): StockInput {
  return {
    Category: goods.Category,
    StockNo: goods.StockNo,
    Shape: goods.Shape,
    Weight: goods.Weight,
    Color: goods.Color,
    Clarity: goods.Clarity,
    Lab: goods.Lab,
    CertificateNo: goods.CertificateNo,
    PricingBasis: goods.PricingBasis,
    Discount: goods.Discount,
  } as StockInput;
}

describe('addresses', () => {
  test('the first is the default; another can take its place; the default stays', async () => {
    const { token } = await server.newUser();
    expect(
      (await server.get('/api/Wholesaler_Address/GetDefault', { token })).body.Data,
    ).toBeNull();
    const first = (await saveAddress(token)).body.Data;
    expect(first.IsDefault).toBe(true);
    const second = (await saveAddress(token, { ...HK_ADDRESS, City: 'Kowloon' })).body.Data;
    expect(second.IsDefault).toBe(false);
    await saveAddress(token, { ...HK_ADDRESS, Id: second.Id, City: 'Kowloon', IsDefault: true });
    const list = (await server.post<Address[]>('/api/Wholesaler_Address/List', {}, { token })).body
      .Data;
    expect(list.map((a) => [a.Id, a.IsDefault])).toEqual([
      [second.Id, true],
      [first.Id, false],
    ]);
    const undeletable = await server.call(
      'DELETE',
      '/api/Wholesaler_Address/Del',
      { Id: second.Id },
      { token },
    );
    expect(undeletable.status).toBe(409);
    expect(undeletable.body.Code).toBe('DEFAULT_ADDRESS_UNDELETABLE');
    const deleted = await server.call(
      'DELETE',
      '/api/Wholesaler_Address/Del',
      { Id: first.Id },
      { token },
    );
    expect(deleted.status).toBe(200);
    // §7's per-product list path answers the same book.
    const product = await server.post<Address[]>('/api/Diamond_Address/List', {}, { token });
    expect(product.body.Data.map((a) => a.Id)).toEqual([second.Id]);
  });

  test('fields are checked, in the buyer’s language', async () => {
    const { token } = await server.newUser();
    const bad = await server.post(
      '/api/Wholesaler_Address/AddOrUpd',
      { ...HK_ADDRESS, Surname: '', Mobile: '91234567', ZipCode: '#' },
      { token, locale: 'zh-CN' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toEqual({
      Fields: expect.arrayContaining([
        { Path: 'Surname', Message: '不能为空' },
        { Path: 'Mobile', Message: '请输入带区号的号码，例如 +852 9123 4567' },
        { Path: 'ZipCode', Message: '请输入正确的邮政编码' },
      ]),
    });
  });

  test('another buyer’s address is 404 to edit, delete or order to', async () => {
    const owner = await server.newUser();
    const mine = (await saveAddress(owner.token)).body.Data;
    const other = await server.newUser();
    const edit = await saveAddress(other.token, { ...HK_ADDRESS, Id: mine.Id });
    expect(edit.status).toBe(404);
    const del = await server.call(
      'DELETE',
      '/api/Wholesaler_Address/Del',
      { Id: mine.Id },
      { token: other.token },
    );
    expect(del.status).toBe(404);
  });
});

describe('ordering', () => {
  test('nothing selected, no address, express without a carrier: each refused plainly', async () => {
    const stone = await server.newStone();
    const { token } = await server.newUser();
    const cart = (await addToCart(token, [{ GoodsId: stone.Id }])).body.Data;
    const cartIds = cart.StatisticsDetail.flatMap((t) => t.Data.map((l) => l.CartId));
    const none = await order(token, []);
    expect(none.body.Data).toEqual({
      Fields: [{ Path: 'CartIds', Message: 'You have not selected an item' }],
    });
    const noAddress = await order(token, cartIds);
    expect(noAddress.status).toBe(409);
    expect(noAddress.body).toMatchObject({ Code: 'NO_ADDRESS', Message: 'Please add a shipping address' }); // prettier-ignore
    const noCarrier = await server.post(
      '/api/Order/AddOrder',
      { CartIds: cartIds, ReceivingMethod: 'express' },
      { token },
    );
    expect(noCarrier.body.Data).toEqual({
      Fields: [{ Path: 'LogisticsId', Message: 'Please choose how the parcel is sent' }],
    });
  });

  test('an order takes the stone off the shelf, clears the cart and waits for a clerk', async () => {
    const stone = await server.newStone();
    const buyer = await buyerWith([{ GoodsId: stone.Id }]);
    const placed = await order(buyer.token, buyer.cartIds, {
      Remark: 'Please send the GIA report',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Data).toMatchObject({ Status: 'PendingConfirmation', Notice: 'in_stock' });
    expect(placed.body.Data.OrderNo).toMatch(/^F\d{6}\d{4,}$/);

    const shelf = await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: stone.Id }, { token: buyer.token }); // prettier-ignore
    expect(shelf.body.Data).toMatchObject({ Stock: 0, Available: false });
    expect((await cartOf(buyer.token)).body.Data.TotalCount).toBe(0);

    const seen = (await detail(buyer.token, placed.body.Data.OrderId)).body.Data;
    expect(seen).toMatchObject({
      Kind: 'stock',
      Status: 'PendingConfirmation',
      Amount: stone.Price,
      Fee: 85,
      Total: Math.round((stone.Price + 85) * 100) / 100,
      Remark: 'Please send the GIA report',
      ReceivingMethod: 'express',
      Logistics: { Id: 2, Name: 'FedEx International Priority, insured', Method: 'express', Fee: 85 }, // prettier-ignore
      Address: { Surname: 'Chan', City: 'Hong Kong', Mobile: '+852 9123 4567' },
      Lines: [
        {
          GoodsId: stone.Id,
          StockNo: stone.StockNo,
          Title: 'Round 1.00 ct G VS1 GIA',
          Quantity: 1,
          UnitPrice: stone.Price,
          CustomMade: false,
        },
      ],
    });
    expect(seen.History).toEqual([
      expect.objectContaining({ From: null, To: 'PendingConfirmation', Action: 'submit' }),
    ]);
    expect(seen.Actions.sort()).toEqual(['addRemark', 'cancel', 'replaceAddress']);
  });

  test('of 50 buyers ordering the last stone at once, exactly one gets it', async () => {
    const stone = await server.newStone();
    const buyers = await Promise.all(
      Array.from({ length: 50 }, () => buyerWith([{ GoodsId: stone.Id }])),
    );
    const results = await Promise.all(buyers.map((b) => order(b.token, b.cartIds)));
    const codes = results.map((r) => r.body.Code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'ITEM_SOLD')).toHaveLength(49);
    const [stock] = await server.db.execute<{ stock: string }>(
      `select stock::text from goods where id = ${stone.Id}`,
    ).then((r) => (r as unknown as { rows: { stock: string }[] }).rows); // prettier-ignore
    expect(Number(stock!.stock)).toBe(0);
    // The late buyers keep their carts, the stone marked sold.
    const loser = buyers[codes.indexOf('ITEM_SOLD')]!;
    const cart = (await cartOf(loser.token)).body.Data;
    expect(lineOf(cart, stone.Id)!.Problem).toBe('ITEM_SOLD');
    expect(cart.Statistics.Count).toBe(0);
  });

  test('parcels: concurrent orders never take more carats than there are', async () => {
    const lot = await parcel({ Stock: 10, MinBuy: 2 });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, () => buyerWith([{ GoodsId: lot.Id, Quantity: 3 }])),
    );
    const results = await Promise.all(buyers.map((b) => order(b.token, b.cartIds)));
    const codes = results.map((r) => r.body.Code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c === 'OUT_OF_STOCK')).toHaveLength(5);
    const shelf = await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: lot.Id }, { token: buyers[0]!.token }); // prettier-ignore
    expect(shelf.body.Data.Stock).toBe(1);
  });

  test('cancelling twice at once gives the stock back exactly once', async () => {
    const lot = await parcel({ Stock: 10, MinBuy: 2 });
    const buyer = await buyerWith([{ GoodsId: lot.Id, Quantity: 4 }]);
    const placed = (await order(buyer.token, buyer.cartIds)).body.Data;
    const both = await Promise.all([
      server.post('/api/Order/Cancel', { OrderId: placed.OrderId }, { token: buyer.token }),
      server.post('/api/Order/Cancel', { OrderId: placed.OrderId }, { token: buyer.token }),
    ]);
    expect(both.map((r) => r.body.Code).sort()).toEqual(['OK', 'ORDER_STATE']);
    expect(both.find((r) => r.status === 409)!.body.Message).toBe(
      'Order status does not support the operation',
    );
    const shelf = await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: lot.Id }, { token: buyer.token }); // prettier-ignore
    expect(shelf.body.Data.Stock).toBe(10);
  });

  test('§9 text areas: a cancellation reason and a remark take 140 characters', async () => {
    const buyer = await buyerWith([{ GoodsId: (await server.newStone()).Id }]);
    const placed = (await order(buyer.token, buyer.cartIds)).body.Data;
    const cancel = (Reason: string) =>
      server.post('/api/Order/Cancel', { OrderId: placed.OrderId, Reason }, { token: buyer.token });
    const remark = (Remark: string) =>
      server.post('/api/Order/AddReMark', { OrderId: placed.OrderId, Remark }, { token: buyer.token }); // prettier-ignore
    expect(await remark('r'.repeat(141))).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'Remark', Message: 'Too long' }] } } }); // prettier-ignore
    expect((await remark('r'.repeat(140))).status).toBe(200);
    expect(await cancel('x'.repeat(141))).toMatchObject({ status: 400, body: { Data: { Fields: [{ Path: 'Reason', Message: 'Too long' }] } } }); // prettier-ignore
    expect((await cancel('x'.repeat(140))).status).toBe(200);
  });

  test('out-of-stock lab-grown goods become a custom-made order, arriving in about 20 days', async () => {
    const grown = await seed({ Stock: 0, MadeToOrder: true });
    const buyer = await buyerWith([{ GoodsId: grown.Id, Quantity: 4 }]);
    const placed = await order(buyer.token, buyer.cartIds, { ReceivingMethod: 'pickup', LogisticsId: undefined }); // prettier-ignore
    expect(placed.body.Data.Notice).toBe('custom_made');
    const seen = (await detail(buyer.token, placed.body.Data.OrderId)).body.Data;
    expect(seen).toMatchObject({ Kind: 'custom_made', Fee: 0, Amount: 140 });
    expect(seen.Lines[0]).toMatchObject({ CustomMade: true, ArrivalDays: 20, Quantity: 4 });
    expect(seen.Logistics?.Method).toBe('pickup');
  });

  test('another buyer’s order is 404 for every call', async () => {
    const stone = await server.newStone();
    const owner = await buyerWith([{ GoodsId: stone.Id }]);
    const { OrderId } = (await order(owner.token, owner.cartIds)).body.Data;
    const other = await server.newUser();
    const otherAddress = (await saveAddress(other.token)).body.Data;
    for (const [path, body] of [
      ['Detail', { OrderId }],
      ['Cancel', { OrderId }],
      ['AddReMark', { OrderId, Remark: 'mine now' }],
      ['ReplaceReceiveAddress', { OrderId, AddressId: otherAddress.Id }],
      ['ConfirmReceipt', { OrderId }],
    ] as const) {
      const answer = await server.post(`/api/Order/${path}`, body, { token: other.token });
      expect(answer.status, path).toBe(404);
    }
    // The owner cannot send it to someone else's address either.
    const foreign = await server.post(
      '/api/Order/ReplaceReceiveAddress',
      { OrderId, AddressId: otherAddress.Id },
      { token: owner.token },
    );
    expect(foreign.status).toBe(404);
    // Nor can a buyer reach the back office.
    expect((await server.post('/api/Admin/Orders/Detail', { OrderId }, { token: owner.token })).status).toBe(404); // prettier-ignore
  });
});

describe('an order’s whole life, clerk and buyer', () => {
  test('a clerk cannot confirm a line at $0.00 or less, nor quote nothing for a custom order', async () => {
    const stone = await server.newStone();
    const buyer = await buyerWith([{ GoodsId: stone.Id }]);
    const { OrderId } = (await order(buyer.token, buyer.cartIds)).body.Data;
    const [line] = (await detail(buyer.token, OrderId)).body.Data.Lines;
    for (const UnitPrice of [0, 0.004, -5]) {
      const refused = await staff('Confirm', { OrderId, Lines: [{ LineId: line!.Id, UnitPrice }] });
      expect(refused.status).toBe(400);
      expect(
        (refused.body.Data as unknown as { Fields: { Path: string; Message: string }[] }).Fields,
      ).toEqual([{ Path: 'Lines.0.UnitPrice', Message: 'Enter a price above $0.00' }]);
    }
    expect((await detail(buyer.token, OrderId)).body.Data.Status).toBe('PendingConfirmation');
  });

  test('confirm with a new price, voucher, paid, shipped, received, completed', async () => {
    const stone = await server.newStone();
    const buyer = await buyerWith([{ GoodsId: stone.Id }]);
    const { OrderId } = (await order(buyer.token, buyer.cartIds)).body.Data;
    const before = (await detail(buyer.token, OrderId)).body.Data;

    // Vouchers wait for the confirmed price.
    const early = await uploadPicture(buyer.token, 'voucher');
    const tooEarly = await server.post(
      '/api/Order/UploadPaymentVouchers',
      { OrderId, FileIds: [early.FileId] },
      { token: buyer.token },
    );
    expect(tooEarly.body.Code).toBe('ORDER_STATE');

    const confirmed = await staff('Confirm', {
      OrderId,
      Lines: [{ LineId: before.Lines[0]!.Id, UnitPrice: 5000 }],
      Note: 'Price agreed by phone',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.Data).toMatchObject({
      Status: 'PendingPayment',
      Amount: 5000,
      Total: 5085,
      Lines: [{ UnitPrice: 5000, OriginalUnitPrice: stone.Price, Amount: 5000 }],
    });

    const voucher = await uploadPicture(buyer.token, 'voucher');
    const paidUp = await server.post<Order>(
      '/api/Order/UploadPaymentVouchers',
      { OrderId, FileIds: [voucher.FileId] },
      { token: buyer.token },
    );
    expect(paidUp.body.Data.Vouchers).toHaveLength(1);
    // The voucher is private: its link is signed; someone else's file id is refused.
    expect(paidUp.body.Data.Vouchers[0]!.Url).toContain('?sig=');
    const stranger = await server.newUser();
    const foreignFile = await uploadPicture(stranger.token, 'voucher');
    const notMine = await server.post(
      '/api/Order/UploadPaymentVouchers',
      { OrderId, FileIds: [foreignFile.FileId] },
      { token: buyer.token },
    );
    expect(notMine.status).toBe(400);

    expect((await staff('MarkPaid', { OrderId })).body.Data.Status).toBe('Processing');
    const cancelLate = await server.post('/api/Order/Cancel', { OrderId }, { token: buyer.token });
    expect(cancelLate.body.Code).toBe('ORDER_STATE');
    expect((await staff('ReadyToShip', { OrderId })).body.Data.Status).toBe('PendingShipment');
    const shipped = await staff('Ship', { OrderId, Carrier: 'FedEx', TrackingNo: '7712 3456 7890' }); // prettier-ignore
    expect(shipped.body.Data).toMatchObject({
      Status: 'Shipped',
      Shipment: { Carrier: 'FedEx', TrackingNo: '7712 3456 7890' },
    });
    const moved = await server.post(
      '/api/Order/ReplaceReceiveAddress',
      { OrderId, AddressId: 1 },
      { token: buyer.token },
    );
    expect(moved.status).not.toBe(200);
    const received = await server.post<Order>('/api/Order/ConfirmReceipt', { OrderId }, { token: buyer.token }); // prettier-ignore
    expect(received.body.Data.Status).toBe('Received');
    const done = await staff('Complete', { OrderId });
    expect(done.body.Data.Status).toBe('Completed');
    expect(done.body.Data.History.map((h) => [h.Action, h.To, h.By.Role])).toEqual([
      ['submit', 'PendingConfirmation', 'buyer'],
      ['confirm', 'PendingPayment', 'clerk'],
      ['markPaid', 'Processing', 'clerk'],
      ['readyToShip', 'PendingShipment', 'clerk'],
      ['ship', 'Shipped', 'clerk'],
      ['confirmReceipt', 'Received', 'buyer'],
      ['complete', 'Completed', 'clerk'],
    ]);
    expect(done.body.Data.History[1]!.Note).toBe('Price agreed by phone');
    expect(done.body.Data.Buyer.Email).toBe(buyer.email);

    // Every change told the buyer.
    const told = await server.db
      .select()
      .from(notices)
      .where(eq(notices.orderId, OrderId))
      .orderBy(notices.id);
    expect(told.map((n) => n.summaryKey)).toEqual([
      'NOTICE_ORDER_PendingConfirmation',
      'NOTICE_ORDER_PendingPayment',
      'NOTICE_ORDER_Processing',
      'NOTICE_ORDER_PendingShipment',
      'NOTICE_ORDER_Shipped',
      'NOTICE_ORDER_Received',
      'NOTICE_ORDER_Completed',
    ]);
  });

  test('abnormal: resolved back to where it was, or closed with the stock back', async () => {
    const [kept, dropped] = [await server.newStone(), await server.newStone()];
    const buyer = await buyerWith([{ GoodsId: kept.Id }]);
    const first = (await order(buyer.token, buyer.cartIds)).body.Data.OrderId;
    await staff('Confirm', { OrderId: first });
    await staff('MarkPaid', { OrderId: first });
    const flagged = await staff('MarkAbnormal', { OrderId: first, Reason: 'Voucher amount short' });
    expect(flagged.body.Data).toMatchObject({ Status: 'Abnormal', ResumeStatus: 'Processing' });
    expect((await staff('MarkAbnormal', { OrderId: first, Reason: 'again' })).body.Code).toBe('ORDER_STATE'); // prettier-ignore
    expect((await staff('Resolve', { OrderId: first })).body.Data.Status).toBe('Processing');

    const other = await buyerWith([{ GoodsId: dropped.Id }]);
    const second = (await order(other.token, other.cartIds)).body.Data.OrderId;
    await staff('MarkAbnormal', { OrderId: second, Reason: 'Stone damaged on inspection' });
    const noReason = await staff('CloseAbnormal', { OrderId: second });
    expect(noReason.status).toBe(400);
    const closed = await staff('CloseAbnormal', { OrderId: second, Reason: 'Cannot supply' });
    expect(closed.body.Data.Status).toBe('Cancelled');
    const shelf = await server.post<PricedGoods>('/api/Diamonds/Detail', { Id: dropped.Id }, { token: other.token }); // prettier-ignore
    expect(shelf.body.Data.Stock).toBe(1);
  });

  test('the buyer reads what the clerk wrote: the confirmation note and the abnormal reason, in the notice and the mail, in the language they ordered in', async () => {
    const stone = await server.newStone();
    const buyer = await server.newUser();
    await saveAddress(buyer.token);
    const cart = (await addToCart(buyer.token, [{ GoodsId: stone.Id }])).body.Data;
    const ids = cart.StatisticsDetail.flatMap((t) => t.Data.map((l) => l.CartId));
    const placed = await server.post<OrderAdded>(
      '/api/Order/AddOrder',
      { CartIds: ids, ReceivingMethod: 'pickup' },
      { token: buyer.token, locale: 'zh-CN' },
    );
    const { OrderId, OrderNo } = placed.body.Data;
    const whereToPay = 'Please pay to HSBC 123-456789-001, quoting the order number';
    await staff('Confirm', { OrderId, Note: whereToPay });

    const notices = async () =>
      (await server.get<{ List: { Title: string; Summary: string; Content: string }[] }>(
        '/api/Im_SystemNotice/GetList?Kind=personal', { token: buyer.token, locale: 'en' },
      )).body.Data.List; // prettier-ignore
    const [confirmed] = await notices();
    expect(confirmed!.Summary).toBe(
      `Your salesperson has confirmed the order. Please pay by bank transfer and upload the payment voucher. From your salesperson: ${whereToPay}`,
    );
    expect(confirmed!.Content).toContain(`<p>From your salesperson: ${whereToPay}</p>`);

    // Mailed in the language the buyer ordered in, with the way to the order.
    const paid = await server.smtp.lastMailTo(buyer.email);
    expect(paid.subject).toBe(`订单 ${OrderNo}：待付款`);
    expect(paid.text).toContain(`业务员留言：${whereToPay}`);
    expect(paid.text).toContain(`/#/pages/order/details?id=${OrderId}`);

    const why = 'Held at customs: we need a copy of your business registration';
    await staff('MarkAbnormal', { OrderId, Reason: why });
    const [flagged] = await notices();
    expect(flagged!.Summary).toContain(`Reason: ${why}`);
    await expect.poll(async () => (await server.smtp.lastMailTo(buyer.email)).text).toContain(`原因：${why}`); // prettier-ignore

    // A move the buyer is not mailed about still carries its words in the notice.
    await staff('Resolve', { OrderId, Note: 'Papers received, thank you' });
    const [resolved] = await notices();
    expect(resolved!.Summary).toContain('From your salesperson: Papers received, thank you');
    expect(server.smtp.mails.filter((mail) => mail.to === buyer.email)).toHaveLength(2);
  });

  test('a custom order from pictures is quoted by the clerk on confirming', async () => {
    const buyer = await server.newUser();
    const picture = await uploadPicture(buyer.token, 'demand');
    const placed = await server.post<{ OrderId: number; Status: string }>(
      '/api/Order/AddDemandOrder',
      {
        Images: [picture.FileId],
        Description: 'Pear 2 ct lab-grown, D–F VS, for a pendant',
        Category: 'lab-white',
        Quantity: 2,
        Budget: 3000,
      },
      { token: buyer.token },
    );
    expect(placed.body.Data.Status).toBe('PendingConfirmation');
    const { OrderId } = placed.body.Data;
    const seen = (await detail(buyer.token, OrderId)).body.Data;
    expect(seen).toMatchObject({
      Kind: 'demand',
      Demand: { Category: 'lab-white', Quantity: 2, Budget: 3000 },
      Lines: [],
    });
    expect(seen.Demand!.Images[0]).toContain('?sig=');
    const unquoted = await staff('Confirm', { OrderId });
    expect(unquoted.body.Data).toEqual({ Fields: [{ Path: 'Amount', Message: 'Cannot be empty' }] }); // prettier-ignore
    const quoted = await staff('Confirm', { OrderId, Amount: 2850 });
    expect(quoted.body.Data).toMatchObject({ Status: 'PendingPayment', Amount: 2850 });
  });
});

describe('order lists', () => {
  test('a buyer’s tabs, and the clerk’s queue with counts and search', async () => {
    const [a, b] = [await server.newStone(), await server.newStone()];
    const buyer = await server.newUser();
    await saveAddress(buyer.token);
    const placed: number[] = [];
    for (const stone of [a, b]) {
      const cart = (await addToCart(buyer.token, [{ GoodsId: stone.Id }])).body.Data;
      const ids = cart.StatisticsDetail.flatMap((t) => t.Data.map((l) => l.CartId));
      placed.push((await order(buyer.token, ids)).body.Data.OrderId);
    }
    await staff('Confirm', { OrderId: placed[1] });
    const unpaid = await server.post<OrderPage>('/api/Order/List', { Status: 'unpaid' }, { token: buyer.token }); // prettier-ignore
    expect(unpaid.body.Data.List.map((o) => o.Id)).toEqual([placed[1]]);
    const all = await server.post<OrderPage>('/api/Order/List', {}, { token: buyer.token });
    expect(all.body.Data).toMatchObject({ Total: 2 });
    expect(all.body.Data.List.map((o) => o.Id)).toEqual([placed[1], placed[0]]);
    expect(all.body.Data.List[0]).toMatchObject({ ItemCount: 1, Title: 'Round 1.00 ct G VS1 GIA' });

    const queue = await staff<AdminOrderPage>('List', { Status: 'PendingConfirmation' });
    expect(queue.body.Data.Counts.PendingPayment).toBeGreaterThanOrEqual(1);
    expect(queue.body.Data.List.map((o) => o.Id)).toContain(placed[0]);
    expect(queue.body.Data.List.every((o) => o.Status === 'PendingConfirmation')).toBe(true);
    const orderNo = unpaid.body.Data.List[0]!.OrderNo;
    const found = await staff<AdminOrderPage>('List', { Keyword: orderNo });
    expect(found.body.Data.List.map((o) => o.OrderNo)).toEqual([orderNo]);
    const byStone = await staff<AdminOrderPage>('List', { Keyword: a.StockNo });
    expect(byStone.body.Data.List.map((o) => o.Id)).toEqual([placed[0]]);
  });

  test('a received order has a tab of its own, apart from completed ones', async () => {
    const stone = await server.newStone();
    const buyer = await buyerWith([{ GoodsId: stone.Id }]);
    const { OrderId } = (await order(buyer.token, buyer.cartIds)).body.Data;
    for (const move of ['Confirm', 'MarkPaid', 'ReadyToShip']) await staff(move, { OrderId });
    await staff('Ship', { OrderId, Carrier: 'FedEx', TrackingNo: '7712 3456 7890' });
    await server.post('/api/Order/ConfirmReceipt', { OrderId }, { token: buyer.token });
    const tab = (Status: string) =>
      server.post<OrderPage>('/api/Order/List', { Status }, { token: buyer.token });
    expect((await tab('received')).body.Data.List.map((o) => o.Id)).toEqual([OrderId]);
    expect((await tab('completed')).body.Data.List).toEqual([]);
    await staff('Complete', { OrderId });
    expect((await tab('received')).body.Data.List).toEqual([]);
    expect((await tab('completed')).body.Data.List.map((o) => o.Id)).toEqual([OrderId]);
  });

  test('bad bodies are 400 with field paths', async () => {
    const { token } = await server.newUser();
    const badTab = await server.post('/api/Order/List', { Status: 'shipping' }, { token });
    expect(badTab.status).toBe(400);
    const badShip = await staff<{ Fields: { Path: string }[] }>('Ship', {
      OrderId: 1,
      Carrier: '',
      TrackingNo: '<script>',
    });
    expect(badShip.status).toBe(400);
    expect(badShip.body.Data.Fields.map((f) => f.Path).sort()).toEqual(['Carrier', 'TrackingNo']); // prettier-ignore
  });
});
