import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Address, Order } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { HK_ADDRESS } from '../../test/factories';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const save = (token: string, address: Record<string, unknown>, locale?: 'zh-CN') =>
  server.post<Address>('/api/Wholesaler_Address/AddOrUpd', address, { token, locale });
const list = async (token: string) =>
  (await server.post<Address[]>('/api/Wholesaler_Address/List', {}, { token })).body.Data;
type Fields = { Fields: { Path: string; Message: string }[] };

// Queen's Road Central, as a phone's location gives it: more decimals than a door needs.
const PIN = { Latitude: 22.28119284, Longitude: 114.15817771 };

describe('an address’s map pin', () => {
  test('is kept to six decimals, stays through an edit that does not name it, and can be removed', async () => {
    const { token } = await server.newUser();
    const plain = await save(token, HK_ADDRESS);
    expect(plain.body.Data).toMatchObject({ Latitude: null, Longitude: null });

    const pinned = await save(token, { ...HK_ADDRESS, Id: plain.body.Data.Id, ...PIN });
    expect(pinned.body.Data).toMatchObject({ Latitude: 22.281193, Longitude: 114.158178 });
    expect((await list(token))[0]).toMatchObject({ Latitude: 22.281193, Longitude: 114.158178 });

    // A client that knows nothing of pins edits the address: the pin stays.
    await save(token, { ...HK_ADDRESS, Id: plain.body.Data.Id, City: 'Central' });
    expect((await list(token))[0]).toMatchObject({ City: 'Central', Latitude: 22.281193 });
    const fromDefault = await server.get<Address>('/api/Wholesaler_Address/GetDefault', { token });
    expect(fromDefault.body.Data.Longitude).toBe(114.158178);

    const removed = await save(token, { ...HK_ADDRESS, Id: plain.body.Data.Id, Latitude: null, Longitude: null }); // prettier-ignore
    expect(removed.body.Data).toMatchObject({ Latitude: null, Longitude: null });
  });

  test('stays with the address book: an order keeps the address without it', async () => {
    const { buyer, order } = await server.newOrder();
    const [address] = await list(buyer.token);
    await save(buyer.token, { ...HK_ADDRESS, Id: address!.Id, ...PIN });
    const detail = await server.post<Order>('/api/Order/Detail', { OrderId: order.OrderId }, { token: buyer.token }); // prettier-ignore
    expect(detail.status).toBe(200);
    expect(detail.body.Data.Address).not.toHaveProperty('Latitude');
  });

  test.each([
    [
      'a latitude past the pole',
      { Latitude: -90.01, Longitude: 0 },
      'Latitude',
      '纬度应在 -90 到 90 之间',
    ],
    [
      'a longitude past the date line',
      { Latitude: 0, Longitude: 180.5 },
      'Longitude',
      '经度应在 -180 到 180 之间',
    ],
    ['a latitude alone', { Latitude: 22.3 }, 'Longitude', '请同时填写纬度和经度，或都不填'],
    [
      'a longitude with a null latitude',
      { Latitude: null, Longitude: 114.2 },
      'Latitude',
      '请同时填写纬度和经度，或都不填',
    ],
    ['a coordinate as text', { Latitude: '22.3', Longitude: 114.2 }, 'Latitude', '无效的值'],
  ])('%s is refused on its field, in the buyer’s language', async (_what, pin, path, message) => {
    const { token } = await server.newUser();
    const refused = await save(token, { ...HK_ADDRESS, ...pin }, 'zh-CN');
    expect(refused).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    expect((refused.body.Data as unknown as Fields).Fields).toContainEqual({ Path: path, Message: message }); // prettier-ignore
    expect(await list(token)).toEqual([]);
  });

  test('the edges of the map are places too', async () => {
    const { token } = await server.newUser();
    const pole = await save(token, { ...HK_ADDRESS, Latitude: -90, Longitude: 180 });
    expect(pole.body.Data).toMatchObject({ Latitude: -90, Longitude: 180 });
  });
});

describe('a delivery address’s numbers', () => {
  test('in China a mainland number without +86 is taken, and kept with it; elsewhere it is refused', async () => {
    const { token } = await server.newUser();
    const shenzhen = { ...HK_ADDRESS, City: 'Shenzhen', Country: '中国', Mobile: '13800138000', Phone: '0755-2345 6789' }; // prettier-ignore
    const saved = await save(token, shenzhen);
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({
      Mobile: '+86 138 0013 8000',
      Phone: '+86 75523456789',
    });
    // Numbers with their calling code are kept as typed.
    const typed = await save(token, { ...shenzhen, Id: saved.body.Data.Id, Mobile: '+86 139-0000-0000' }); // prettier-ignore
    expect(typed.body.Data.Mobile).toBe('+86 139-0000-0000');

    const abroad = await save(token, { ...shenzhen, Country: 'Hong Kong' }, 'zh-CN');
    expect(abroad.status).toBe(400);
    expect((abroad.body.Data as unknown as Fields).Fields).toEqual([
      { Path: 'Mobile', Message: '请输入带区号的号码，例如 +852 9123 4567' },
      { Path: 'Phone', Message: '请输入带区号的号码，例如 +852 9123 4567' },
    ]);
  });
});
