import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NoticeList } from '@facet/contract';
import { smtpMailer } from '../../platform/mailer';
import { buildServices } from '../../services';
import { stoneDefaults } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { alertsService } from './alerts';
import { alertMails } from './saved-searches.table';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/accounts.table';

let server: TestServer;
beforeAll(async () => {
  // No sweep of the server's own: each test sweeps when it chooses.
  server = await startTestServer({ env: { ALERT_SWEEP_SECONDS: '3600' } });
});
afterAll(() => server?.close());

const services = () => buildServices(server.deps);
const sweep = () => services().alerts.sweep();

/** A search no other test's stones match: its own carat window. */
let window = 0;
function ownWindow() {
  window += 1;
  const from = 3 + window / 10;
  return { filters: { Shape: ['round'], WeightMin: from, WeightMax: from + 0.05 }, weight: from };
}

async function saveSearch(
  token: string,
  body: { Name?: string; Filters: Record<string, unknown>; Alert: string },
  locale?: 'zh-CN',
) {
  const saved = await server.post<{ Id: number }>(
    '/api/SavedSearch/Save',
    { Category: 'natural-white', ...body },
    { token, locale },
  );
  expect(saved.status).toBe(200);
  return saved.body.Data.Id;
}

const personal = async (token: string, locale?: 'zh-CN') =>
  (
    await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', {
      token,
      locale,
    })
  ).body.Data;

/** Saves a stone through the back office again, at a new discount (a lower or higher price). */
async function reprice(stone: { Id: number; StockNo: string }, weight: number, discount: number) {
  const saved = await server.post(
    '/api/Admin/Inventory/Save',
    {
      Id: stone.Id,
      Record: stoneDefaults(stone.StockNo, { Weight: weight, Discount: discount }),
    },
    { token: await server.clerkToken() },
  );
  expect(saved.status).toBe(200);
}

describe('saved-search alerts', () => {
  test('instant: new matching stones become a notice and an email in the language it was saved in', async () => {
    const { filters, weight } = ownWindow();
    const buyer = await server.newUser();
    const Id = await saveSearch(buyer.token, { Name: 'Rounds', Filters: filters, Alert: 'instant' }, 'zh-CN'); // prettier-ignore
    const bystander = await server.newUser();
    await saveSearch(bystander.token, { Name: 'Off', Filters: filters, Alert: 'off' });

    await server.newStone({ Weight: weight });
    await server.newStone({ Weight: weight + 0.01 });
    await server.newStone({ Weight: weight, Shape: 'oval' });
    await server.newStone({ Weight: weight + 0.2 });
    expect((await sweep()).matched).toBeGreaterThanOrEqual(4);

    const notices = await personal(buyer.token);
    expect(notices.List).toEqual([
      expect.objectContaining({
        Title: 'Saved search: Rounds',
        Summary: 'New matching stones: 2. Lower prices on matching stones: 0.',
        SavedSearchId: Id,
      }),
    ]);
    const mail = await server.smtp.lastMailTo(buyer.email);
    expect(mail.subject).toBe('已存搜索：Rounds');
    expect(mail.text).toContain('新的匹配石头：2 颗。');
    expect(mail.text).toContain(`/#/pages/savedSearches/index?open=${Id}`);
    // An alert that is off, and another buyer: nothing.
    expect((await personal(bystander.token)).Total).toBe(0);
    // Matched once: the events are gone.
    await sweep();
    expect((await personal(buyer.token)).Total).toBe(1);
  });

  test('a search the buyer did not name is named from its filters in each reader’s language', async () => {
    const { filters, weight } = ownWindow();
    const buyer = await server.newUser();
    const named = { ...filters, NoBgm: true };
    // Saved from an English screen, without a name of the buyer's.
    const Id = await saveSearch(buyer.token, { Filters: named, Alert: 'instant' });
    await server.newStone({ Weight: weight, Bgm: 'no' });
    await sweep();

    const window = `${weight.toFixed(2)}–${(weight + 0.05).toFixed(2)} ct`;
    expect((await personal(buyer.token, 'zh-CN')).List[0]).toMatchObject({
      Title: `已存搜索：圆形 · ${window} · 无 BGM`,
      SavedSearchId: Id,
    });
    expect((await personal(buyer.token)).List[0]!.Title).toBe(
      `Saved search: Round · ${window} · No BGM`,
    );
    const traditional = await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', {
      token: buyer.token,
      locale: 'zh-TW',
    });
    expect(traditional.body.Data.List[0]!.Title).toBe(`已存搜尋：圓形 · ${window} · 無 BGM`);
    // The mail goes in the language it was saved in, the name with it.
    expect((await server.smtp.lastMailTo(buyer.email)).subject).toBe(
      `Saved search: Round · ${window} · No BGM`,
    );
    // The list names it in the reader's language too, and says the buyer gave it no name.
    const list = await server.get<{ Name: string; Named: boolean }[]>('/api/SavedSearch/List', {
      token: buyer.token,
      locale: 'zh-CN',
    });
    expect(list.body.Data[0]).toMatchObject({ Name: `圆形 · ${window} · 无 BGM`, Named: false });
  });

  test('instant: a lower price on a matching stone alerts; a higher one does not', async () => {
    const { filters, weight } = ownWindow();
    const stone = await server.newStone({ Weight: weight, Discount: -30 });
    const buyer = await server.newUser();
    await saveSearch(buyer.token, { Name: 'Cheaper', Filters: filters, Alert: 'instant' });
    await sweep();

    await reprice(stone, weight, -20);
    await sweep();
    expect((await personal(buyer.token)).Total).toBe(0);

    await reprice(stone, weight, -35);
    await sweep();
    expect((await personal(buyer.token)).List).toEqual([
      expect.objectContaining({
        Summary: 'New matching stones: 0. Lower prices on matching stones: 1.',
      }),
    ]);
  });

  test('a CSV import: every new row is matched in one sweep', async () => {
    const { filters, weight } = ownWindow();
    const buyer = await server.newUser();
    await saveSearch(buyer.token, { Name: 'Imported', Filters: filters, Alert: 'instant' });
    const rows = Array.from(
      { length: 30 },
      (_, i) => `ALR${window}-${i},Round,${(weight + (i % 3) / 100).toFixed(2)},G,VS1,9000`,
    );
    const form = new FormData();
    form.append(
      'file',
      new Blob([['Stock #,Shape,Carat,Colour,Clarity,Price/ct', ...rows].join('\n')]),
      'stock.csv',
    );
    const imported = await fetch(
      `${server.baseUrl}/api/Admin/Inventory/Import?Category=natural-white&DryRun=false`,
      { method: 'POST', headers: { authorization: `Bearer ${await server.clerkToken()}` }, body: form }, // prettier-ignore
    );
    expect(imported.status).toBe(200);
    await sweep();
    expect((await personal(buyer.token)).List[0]!.Summary).toBe(
      'New matching stones: 30. Lower prices on matching stones: 0.',
    );
  });

  test('daily: matches add up over sweeps into one digest a day after the first', async () => {
    const { filters, weight } = ownWindow();
    const buyer = await server.newUser();
    const Id = await saveSearch(buyer.token, { Name: 'Daily', Filters: filters, Alert: 'daily' });
    await server.newStone({ Weight: weight });
    await sweep();
    const stone = await server.newStone({ Weight: weight, Discount: -20 });
    await sweep();
    await reprice(stone, weight, -25);
    await sweep();
    expect((await personal(buyer.token)).Total).toBe(0);

    // A day later, by the clock of the instance that sweeps.
    const later = new Date(Date.now() + 25 * 3_600_000);
    const tomorrow = alertsService({ ...server.deps, ...services(), now: () => later });
    expect((await tomorrow.sweep()).digests).toBeGreaterThanOrEqual(1);
    expect((await personal(buyer.token)).List).toEqual([
      expect.objectContaining({
        SavedSearchId: Id,
        Summary: 'In the last day — new matching stones: 2. Lower prices on matching stones: 1.',
      }),
    ]);
    // Sent once, counters back to zero.
    await tomorrow.sweep();
    expect((await personal(buyer.token)).Total).toBe(1);
  });

  test('two instances sweeping at once match each stone once', async () => {
    const { filters, weight } = ownWindow();
    const buyer = await server.newUser();
    await saveSearch(buyer.token, { Name: 'Twice?', Filters: filters, Alert: 'instant' });
    for (let i = 0; i < 5; i++) await server.newStone({ Weight: weight });
    await Promise.all([services().alerts.sweep(), services().alerts.sweep()]);
    const { List } = await personal(buyer.token);
    const total = List.map((n) => Number(/stones: (\d+)\./.exec(n.Summary)![1])).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBe(5);
  });

  test('the mail server away: the alert waits and goes out once it answers', async () => {
    const { filters, weight } = ownWindow();
    const buyer = await server.newUser();
    await saveSearch(buyer.token, { Name: 'Patient', Filters: filters, Alert: 'instant' });
    await server.newStone({ Weight: weight });
    // Nothing listens on this port: the connection is refused, as by a stopped mail server.
    const away = alertsService({
      ...server.deps,
      ...services(),
      mailer: smtpMailer('smtp://127.0.0.1:9', server.deps.config.mailFrom),
    });
    expect(await away.sweep()).toMatchObject({ mailed: 0 });
    expect((await personal(buyer.token)).Total).toBe(1);
    const waiting = await server.db.select().from(alertMails);
    expect(waiting).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: buyer.info.UserId, attempts: 1 })]),
    );

    // Back, and the pause after the failure is over.
    const later = new Date(Date.now() + 60_000);
    const back = alertsService({ ...server.deps, ...services(), now: () => later });
    expect((await back.sweep()).mailed).toBeGreaterThanOrEqual(1);
    expect((await server.smtp.lastMailTo(buyer.email)).subject).toBe('Saved search: Patient');
    expect(await server.db.select().from(alertMails)).toEqual([]);
  });

  test('a mailbox the mail server refuses for good: the alert mail is dropped, not retried', async () => {
    const { filters, weight } = ownWindow();
    const buyer = await server.newUser();
    await server.db.update(users).set({ email: `bounce-${buyer.email}` }).where(eq(users.id, buyer.info.UserId)); // prettier-ignore
    await saveSearch(buyer.token, { Name: 'Nobody home', Filters: filters, Alert: 'instant' });
    await server.newStone({ Weight: weight });
    expect(await sweep()).toMatchObject({ mailed: 0 });
    // The notice carries the alert; the refused mail is not kept for another try.
    expect((await personal(buyer.token)).Total).toBe(1);
    const waiting = await server.db.select().from(alertMails);
    expect(waiting.filter((m) => m.userId === buyer.info.UserId)).toEqual([]);
  });
});
