import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuditPage, Contact, ContactSettings } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { DEMO_CONTACT } from '../../demo/contact';
import { contactService } from './contact.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png' },
  });
});
afterAll(() => server?.close());

const OFFICE = {
  Phone: '+852 2123 4567',
  Email: 'Sales@Example.com',
  Skype: 'facet.sales',
  Address: '8 Peking Road, Tsim Sha Tsui\nKowloon, Hong Kong',
  Hours: 'Monday to Friday 9:30–18:30',
  Latitude: 22.2963891,
  Longitude: 114.1705559,
  Translations: {
    'zh-CN': { Address: '香港九龙尖沙咀北京道 8 号', Hours: '周一至周五 9:30–18:30' },
    // Hours left empty in Traditional Chinese: the English hours stand in.
    'zh-TW': { Address: '香港九龍尖沙咀北京道 8 號', Hours: '' },
  },
};

const read = (locale?: 'zh-CN' | 'zh-TW') => server.get<Contact>('/api/Contact/Get', { locale });
const save = (token: string, body: unknown, locale?: 'zh-CN') =>
  server.post<ContactSettings>('/api/Admin/Contact/Save', body, { token, locale });
type Fields = { Fields: { Path: string; Message: string }[] };

describe('contact us', () => {
  test('before an admin saves, anyone reads every key, empty, with the map’s tiles', async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toEqual({
      Phone: '',
      Email: '',
      Skype: '',
      Address: '',
      Hours: '',
      Latitude: null,
      Longitude: null,
      MapTileUrl: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png',
      MapAttribution: '© OpenStreetMap contributors',
    });
  });

  test('pages may draw the tiles MAP_TILE_URL names, from any of its subdomains', async () => {
    const response = await fetch(`${server.baseUrl}/api/Contact/Get`);
    const images = /img-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '');
    expect(images?.[1]?.split(' ')).toContain('https://*.tiles.example.org');
  });

  test('an admin saves the office; visitors read it in their language, with a trail entry', async () => {
    const admin = await server.newUser('admin');
    const saved = await save(admin.token, OFFICE);
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toMatchObject({
      Email: 'sales@example.com',
      // Six decimals are kept: what the map shows is what was stored.
      Latitude: 22.296389,
      Longitude: 114.170556,
      UpdatedBy: admin.email.split('@')[0],
    });

    const english = (await read()).body.Data;
    expect(english).toMatchObject({
      Phone: '+852 2123 4567',
      Skype: 'facet.sales',
      Address: OFFICE.Address,
      Hours: OFFICE.Hours,
      Latitude: 22.296389,
      Longitude: 114.170556,
    });
    expect((await read('zh-CN')).body.Data).toMatchObject(OFFICE.Translations['zh-CN']);
    expect((await read('zh-TW')).body.Data).toMatchObject({
      Address: '香港九龍尖沙咀北京道 8 號',
      Hours: OFFICE.Hours,
    });

    // The admin's form reads back every language.
    const settings = await server.get<ContactSettings>('/api/Admin/Contact/Get', {
      token: admin.token,
    });
    expect(settings.body.Data.Translations).toEqual(OFFICE.Translations);

    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'contact.save' }, { token: admin.token }); // prettier-ignore
    const entry = trail.body.Data.List[0]!;
    expect(entry).toMatchObject({ ActorId: admin.info.UserId, TargetType: 'contact', TargetId: 'office' }); // prettier-ignore
    expect(entry.After).toMatchObject({ Phone: '+852 2123 4567', 'Address (zh-CN)': OFFICE.Translations['zh-CN'].Address }); // prettier-ignore

    // Saved again with nothing: the office is unpublished, and the trail shows what it was.
    const cleared = await save(admin.token, { Phone: '', Email: '', Skype: '', Address: '', Hours: '', Latitude: null, Longitude: null }); // prettier-ignore
    expect(cleared.status).toBe(200);
    expect((await read('zh-CN')).body.Data).toMatchObject({ Phone: '', Address: '', Latitude: null }); // prettier-ignore
    const again = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'contact' }, { token: admin.token }); // prettier-ignore
    expect(again.body.Data.List[0]!.Before).toMatchObject({ Phone: '+852 2123 4567', Latitude: 22.296389 }); // prettier-ignore
    expect(again.body.Data.List[0]!.After).toMatchObject({ Phone: '', Latitude: null });
  });

  test('saves at the same moment each find the record the one before left: the trail is one chain', async () => {
    const [first, second] = [await server.newUser('admin'), await server.newUser('admin')];
    const phones = Array.from({ length: 8 }, (_, i) => `+852 2000 000${i}`);
    const saved = await Promise.all(
      phones.map((Phone, i) => save((i % 2 ? second : first).token, { ...OFFICE, Phone })),
    );
    expect(saved.map((answer) => answer.status)).toEqual(phones.map(() => 200));

    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'contact.save', PageSize: phones.length }, { token: first.token }); // prettier-ignore
    const chain = trail.body.Data.List.toReversed();
    expect(chain.map((entry) => (entry.After as { Phone: string }).Phone).sort()).toEqual(phones);
    // Each save's "before" is what the save committed just before it made: none was missed.
    for (const [i, entry] of chain.entries()) {
      if (i > 0) expect(entry.Before).toEqual(chain[i - 1]!.After);
    }
  });

  test('only an admin may read the form or save: to a clerk and a buyer the calls do not exist', async () => {
    const [clerk, buyer] = [await server.newUser('clerk'), await server.newUser()];
    for (const user of [clerk, buyer]) {
      expect(await save(user.token, OFFICE)).toMatchObject({ status: 404, body: { Code: 'NOT_FOUND' } }); // prettier-ignore
      expect(await server.get('/api/Admin/Contact/Get', { token: user.token })).toMatchObject({ status: 404 }); // prettier-ignore
    }
    expect(await save('', OFFICE)).toMatchObject({ status: 401 });
  });

  test.each([
    [
      'a phone without its area code',
      { Phone: '2123 4567' },
      'Phone',
      '请输入带区号的号码，例如 +852 9123 4567',
    ],
    ['a wrong email', { Email: 'sales@' }, 'Email', '请输入正确的邮箱地址'],
    [
      'a Skype name with a space',
      { Skype: 'facet sales' },
      'Skype',
      '请输入 Skype 用户名或 live: 账号',
    ],
    ['a latitude past the pole', { Latitude: 90.5 }, 'Latitude', '纬度应在 -90 到 90 之间'],
    [
      'a longitude past the date line',
      { Longitude: -181 },
      'Longitude',
      '经度应在 -180 到 180 之间',
    ],
    [
      'a latitude without its longitude',
      { Longitude: null },
      'Longitude',
      '请同时填写纬度和经度，或都不填',
    ],
    ['a coordinate as text', { Latitude: '22.3' }, 'Latitude', '无效的值'],
    ['an address too long', { Address: 'x'.repeat(301) }, 'Address', undefined],
    [
      'a translation too long',
      { Translations: { 'zh-CN': { Address: '', Hours: '时'.repeat(201) } } },
      'Translations.zh-CN.Hours',
      undefined,
    ],
    [
      'a language not offered',
      { Translations: { fr: { Address: '', Hours: '' } } },
      'Translations.fr',
      undefined,
    ],
    ['a missing field', { Hours: undefined }, 'Hours', '不能为空'],
  ])(
    '%s is refused on its field, in the admin’s language',
    async (_what, change, path, message) => {
      const admin = await server.newUser('admin');
      const refused = await save(admin.token, { ...OFFICE, ...change }, 'zh-CN');
      expect(refused).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
      const fields = (refused.body.Data as unknown as Fields).Fields;
      expect(fields.map((field) => field.Path)).toContain(path);
      if (message) expect(fields.find((field) => field.Path === path)!.Message).toBe(message);
    },
  );

  test('the demo office fills an empty record only: an admin’s record is never overwritten', async () => {
    const admin = await server.newUser('admin');
    await save(admin.token, { ...OFFICE, Phone: '+852 3000 0000' });
    const service = contactService({
      db: server.db,
      config: server.deps.config,
      accounts: { people: async () => new Map() },
      audit: { record: async () => {} },
    });
    await service.seedDemo(DEMO_CONTACT);
    expect((await read()).body.Data.Phone).toBe('+852 3000 0000');
  });
});
