import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AuditPage,
  BuyerDetail,
  BuyerPage,
  NoticeList,
  Personal,
  UserInfo,
  Verification,
} from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let ordering: TestServer;
beforeAll(async () => {
  [server, ordering] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { BUYER_APPROVAL: 'order' } }),
  ]);
});
afterAll(() => Promise.all([server?.close(), ordering?.close()]));

const submit = (on: TestServer, token: string, body: unknown, locale?: 'zh-CN') =>
  on.post<Verification>('/api/Relation/SubmitVerification', body, { token, locale });

/** A buyer who sent company, country and one paper. */
async function pendingBuyer(on = server, locale?: 'zh-CN', company = 'Ashdod Gems Ltd') {
  const buyer = await on.newUser();
  const paper = await on.upload(buyer.token, 'verification');
  const sent = await submit(
    on,
    buyer.token,
    { CompanyName: company, Country: 'il', Documents: [paper.FileId] },
    locale,
  );
  expect(sent.status).toBe(200);
  return { ...buyer, paper };
}

const fieldsOf = (response: { body: { Data: unknown } }) =>
  (response.body.Data as { Fields: { Path: string; Message: string }[] }).Fields;

describe('trade verification', () => {
  test('a buyer sends company, country and papers; the status reads pending everywhere', async () => {
    const buyer = await pendingBuyer();
    const own = await server.get<Verification>('/api/Relation/Verification', {
      token: buyer.token,
    });
    expect(own.body.Data).toMatchObject({
      Status: 'pending',
      CompanyName: 'Ashdod Gems Ltd',
      Country: 'IL',
      Reason: '',
      Approval: 'off',
    });
    expect(own.body.Data.Documents).toHaveLength(1);
    // The paper is private: its link is signed, and without the signature nobody reads it.
    const link = own.body.Data.Documents[0]!.Url;
    expect(link).toContain('?sig=');
    expect((await fetch(server.baseUrl + link)).status).toBe(200);
    expect((await fetch(server.baseUrl + link.split('?')[0])).status).toBe(404);

    const personal = await server.get<Personal>('/api/Relation/GetPersonal', {
      token: buyer.token,
    });
    expect(personal.body.Data.Verification).toBe('pending');
    const again = await server.post<UserInfo>('/api/Relation/EmailLogin', {
      Email: buyer.email,
      Password: buyer.password,
    });
    expect(again.body.Data.Verification).toBe('pending');
  });

  test('bad submissions are refused on their field, in the buyer’s language', async () => {
    const buyer = await server.newUser();
    const other = await server.newUser();
    const theirs = await server.upload(other.token, 'verification');
    const avatar = await server.upload(buyer.token, 'avatar');

    const empty = await submit(server, buyer.token, { CompanyName: 'Ashdod Gems', Country: 'IL', Documents: [] }); // prettier-ignore
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual([{ Path: 'Documents', Message: 'Please add at least one document' }]); // prettier-ignore

    const country = await submit(server, buyer.token, { CompanyName: 'Ashdod Gems', Country: 'XX', Documents: [avatar.FileId] }, 'zh-CN'); // prettier-ignore
    expect(country.status).toBe(400);
    expect(fieldsOf(country)).toEqual([{ Path: 'Country', Message: '无效的值' }]);

    // Another buyer's paper, or an avatar, is not this buyer's trade paper.
    for (const id of [theirs.FileId, avatar.FileId]) {
      const refused = await submit(server, buyer.token, { CompanyName: 'Ashdod Gems', Country: 'IL', Documents: [id] }); // prettier-ignore
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused)[0]!.Path).toBe('Documents');
    }
    const short = await submit(server, buyer.token, { CompanyName: ' A ', Country: 'IL', Documents: [theirs.FileId] }); // prettier-ignore
    expect(fieldsOf(short)[0]!.Path).toBe('CompanyName');
    // Nothing was stored by any of them.
    const own = await server.get<Verification>('/api/Relation/Verification', {
      token: buyer.token,
    });
    expect(own.body.Data.Status).toBe('none');

    // Staff have nothing to verify: the call is not theirs.
    const clerk = await server.newUser('clerk');
    expect(await submit(server, clerk.token, { CompanyName: 'Facet', Country: 'HK', Documents: [avatar.FileId] })).toMatchObject({ status: 404 }); // prettier-ignore
  });

  test('a clerk finds waiting buyers first, opens one, approves: notice, mail, audit row', async () => {
    const clerk = await server.newUser('clerk');
    const buyer = await pendingBuyer(server, 'zh-CN', 'Lin Brothers Diamonds');
    const list = await server.post<BuyerPage>('/api/Admin/Buyers/List', { Keyword: 'lin brothers' }, { token: clerk.token }); // prettier-ignore
    expect(list.body.Data.List.map((b) => b.UserId)).toEqual([buyer.info.UserId]);
    expect(list.body.Data.Pending).toBeGreaterThanOrEqual(1);
    // By the country's name too, and waiting buyers come before the rest.
    const byCountry = await server.post<BuyerPage>('/api/Admin/Buyers/List', { Keyword: 'Israel', PageSize: 100 }, { token: clerk.token }); // prettier-ignore
    expect(byCountry.body.Data.List.map((b) => b.UserId)).toContain(buyer.info.UserId);
    expect(byCountry.body.Data.List.every((b) => b.Country === 'IL')).toBe(true);
    const all = await server.post<BuyerPage>('/api/Admin/Buyers/List', { PageSize: 100 }, { token: clerk.token }); // prettier-ignore
    const statuses = all.body.Data.List.map((b) => b.Verification);
    expect(statuses.indexOf('none')).toBeGreaterThan(statuses.lastIndexOf('pending'));

    const detail = await server.post<BuyerDetail>('/api/Admin/Buyers/Detail', { UserId: buyer.info.UserId }, { token: clerk.token }); // prettier-ignore
    expect(detail.body.Data).toMatchObject({ Verification: 'pending', CompanyName: 'Lin Brothers Diamonds', Country: 'IL', Favourites: 0, RecentOrders: [], Notes: '' }); // prettier-ignore
    // The clerk opens the paper.
    const paper = await fetch(server.baseUrl + detail.body.Data.Documents[0]!.Url);
    expect(paper.status).toBe(200);

    expect(await server.post('/api/Admin/Buyers/Approve', { UserId: buyer.info.UserId }, { token: clerk.token })).toMatchObject({ status: 200 }); // prettier-ignore
    const own = await server.get<Verification>('/api/Relation/Verification', {
      token: buyer.token,
    });
    expect(own.body.Data.Status).toBe('approved');
    expect(own.body.Data.ReviewedAt).not.toBeNull();

    // The buyer hears it in the language they sent their papers in: a notice and a mail.
    const notices = await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: buyer.token, locale: 'zh-CN' }); // prettier-ignore
    expect(notices.body.Data.List[0]).toMatchObject({ Title: '您的公司已通过认证' });
    const mail = await server.smtp.lastMailTo(buyer.email);
    expect(mail.subject).toBe('您的公司已通过认证');
    expect(mail.text).toContain('Lin Brothers Diamonds');

    // Approved is final for the buyer: sending papers again is refused.
    const again = await submit(server, buyer.token, { CompanyName: 'Other', Country: 'IL', Documents: [buyer.paper.FileId] }); // prettier-ignore
    expect(again).toMatchObject({ status: 409, body: { Code: 'VERIFICATION_DONE' } });

    const admin = await server.newUser('admin');
    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'buyer.approve', TargetType: 'buyer', TargetId: String(buyer.info.UserId) }, { token: admin.token }); // prettier-ignore
    expect(trail.body.Data.List).toHaveLength(1);
    expect(trail.body.Data.List[0]).toMatchObject({
      ActorId: clerk.info.UserId,
      ActorName: clerk.email.split('@')[0],
      TargetName: buyer.email.split('@')[0],
      Before: { Verification: 'pending' },
      After: { Verification: 'approved' },
    });
  });

  test('a rejection carries its reason; the buyer corrects and sends again', async () => {
    const clerk = await server.newUser('clerk');
    const buyer = await pendingBuyer();
    const blank = await server.post('/api/Admin/Buyers/Reject', { UserId: buyer.info.UserId, Reason: '  ' }, { token: clerk.token }); // prettier-ignore
    expect(blank.status).toBe(400);
    await server.post('/api/Admin/Buyers/Reject', { UserId: buyer.info.UserId, Reason: 'The registration is out of date' }, { token: clerk.token }); // prettier-ignore
    const own = await server.get<Verification>('/api/Relation/Verification', {
      token: buyer.token,
    });
    expect(own.body.Data).toMatchObject({ Status: 'rejected', Reason: 'The registration is out of date' }); // prettier-ignore
    const notices = await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: buyer.token }); // prettier-ignore
    expect(notices.body.Data.List[0]!.Summary).toContain('The registration is out of date');

    const resent = await submit(server, buyer.token, { CompanyName: 'Ashdod Gems Ltd', Country: 'IL', Documents: [buyer.paper.FileId] }); // prettier-ignore
    expect(resent.body.Data).toMatchObject({ Status: 'pending', Reason: '' });
  });

  test('a cancelled account takes its company and papers with it', async () => {
    const clerk = await server.newUser('clerk');
    const buyer = await pendingBuyer(server, undefined, 'Gone Gems Ltd');
    const seen = await server.post<BuyerDetail>('/api/Admin/Buyers/Detail', { UserId: buyer.info.UserId }, { token: clerk.token }); // prettier-ignore
    const paper = server.baseUrl + seen.body.Data.Documents[0]!.Url;
    expect((await fetch(paper)).status).toBe(200);
    await server.post('/api/Relation/CancelAccount', { Password: buyer.password }, { token: buyer.token }); // prettier-ignore
    expect((await fetch(paper)).status).toBe(404);
    const found = await server.post<BuyerPage>('/api/Admin/Buyers/List', { Keyword: 'Gone Gems' }, { token: clerk.token }); // prettier-ignore
    expect(found.body.Data.Total).toBe(0);
    const result = (await server.db.execute(sql`select company_name, verification_documents from users where id = ${buyer.info.UserId}`)) as unknown as { rows: unknown[] }; // prettier-ignore
    const [row] = result.rows;
    expect(row).toEqual({ company_name: '', verification_documents: [] });
  });

  test('a decision needs papers, and is on the papers the clerk saw', async () => {
    const clerk = await server.newUser('clerk');
    const silent = await server.newUser();
    const none = await server.post('/api/Admin/Buyers/Approve', { UserId: silent.info.UserId }, { token: clerk.token }); // prettier-ignore
    expect(none).toMatchObject({ status: 409, body: { Code: 'NOTHING_TO_REVIEW' } });

    const buyer = await pendingBuyer();
    const seen = await server.post<BuyerDetail>('/api/Admin/Buyers/Detail', { UserId: buyer.info.UserId }, { token: clerk.token }); // prettier-ignore
    // The buyer sends other papers while the clerk is looking at the first ones.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await submit(server, buyer.token, { CompanyName: 'Ashdod Gems (2024) Ltd', Country: 'IL', Documents: [buyer.paper.FileId] }); // prettier-ignore
    const stale = await server.post('/api/Admin/Buyers/Approve', { UserId: buyer.info.UserId, SubmittedAt: seen.body.Data.SubmittedAt }, { token: clerk.token }); // prettier-ignore
    expect(stale).toMatchObject({ status: 409, body: { Code: 'VERIFICATION_CHANGED' } });
    const fresh = await server.post<BuyerDetail>('/api/Admin/Buyers/Detail', { UserId: buyer.info.UserId }, { token: clerk.token }); // prettier-ignore
    const approved = await server.post('/api/Admin/Buyers/Approve', { UserId: buyer.info.UserId, SubmittedAt: fresh.body.Data.SubmittedAt }, { token: clerk.token }); // prettier-ignore
    expect(approved.status).toBe(200);
  });

  test('unknown ids, staff ids and buyers at the staff’s door are all 404', async () => {
    const clerk = await server.newUser('clerk');
    const buyer = await server.newUser();
    for (const [url, body] of [
      ['/api/Admin/Buyers/List', {}],
      ['/api/Admin/Buyers/Detail', { UserId: buyer.info.UserId }],
      ['/api/Admin/Buyers/Approve', { UserId: buyer.info.UserId }],
      ['/api/Admin/Buyers/Reject', { UserId: buyer.info.UserId, Reason: 'No' }],
      ['/api/Admin/Buyers/Disable', { UserId: buyer.info.UserId, Disabled: true }],
      ['/api/Admin/Buyers/SaveNotes', { UserId: buyer.info.UserId, Notes: 'x' }],
      ['/api/Admin/Audit/List', {}],
    ] as const) {
      expect(await server.post(url, body, { token: buyer.token }), url).toMatchObject({ status: 404 }); // prettier-ignore
    }
    expect(await server.post('/api/Admin/Buyers/Detail', { UserId: clerk.info.UserId }, { token: clerk.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/Admin/Buyers/Approve', { UserId: 2_000_000_000 }, { token: clerk.token })).toMatchObject({ status: 404 }); // prettier-ignore
    // Disabling and the trail are an admin's.
    expect(await server.post('/api/Admin/Buyers/Disable', { UserId: buyer.info.UserId, Disabled: true }, { token: clerk.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/Admin/Audit/List', {}, { token: clerk.token })).toMatchObject({ status: 404 }); // prettier-ignore
  });
});

describe('ordering waits for approval (BUYER_APPROVAL=order)', () => {
  test('an unverified buyer browses and fills the cart; the order is refused until approved', async () => {
    const buyer = await pendingBuyer(ordering);
    await ordering.newAddress(buyer.token);
    const stone = await ordering.newStone();
    // Browsing is open.
    expect((await ordering.post('/api/Diamonds/Detail', { Id: stone.Id }, { token: buyer.token })).status).toBe(200); // prettier-ignore
    const CartIds = await ordering.addToCart(buyer.token, [{ GoodsId: stone.Id }]);
    const refused = await ordering.post('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: buyer.token }); // prettier-ignore
    expect(refused).toMatchObject({ status: 409, body: { Code: 'NOT_VERIFIED' } });
    const own = await ordering.get<Verification>('/api/Relation/Verification', { token: buyer.token }); // prettier-ignore
    expect(own.body.Data.Approval).toBe('order');

    const clerk = await ordering.newUser('clerk');
    await ordering.post('/api/Admin/Buyers/Approve', { UserId: buyer.info.UserId }, { token: clerk.token }); // prettier-ignore
    // Nothing was lost: the same cart lines order now.
    const placed = await ordering.post('/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: buyer.token }); // prettier-ignore
    expect(placed.status).toBe(200);
  });
});

describe('disabling a buyer', () => {
  test('ends every session at once and refuses login until enabled again', async () => {
    const admin = await server.newUser('admin');
    const buyer = await server.newUser();
    const second = await server.post<UserInfo>('/api/Relation/EmailLogin', { Email: buyer.email, Password: buyer.password }); // prettier-ignore
    const disable = (Disabled: boolean) =>
      server.post('/api/Admin/Buyers/Disable', { UserId: buyer.info.UserId, Disabled }, { token: admin.token }); // prettier-ignore
    expect((await disable(true)).status).toBe(200);
    for (const token of [buyer.token, second.body.Data.ToKen]) {
      expect(await server.get('/api/Relation/GetPersonal', { token })).toMatchObject({ status: 401 }); // prettier-ignore
    }
    const login = await server.post('/api/Relation/EmailLogin', { Email: buyer.email, Password: buyer.password }); // prettier-ignore
    expect(login).toMatchObject({ status: 409, body: { Code: 'ACCOUNT_DISABLED' } });
    // A wrong password learns nothing about the account.
    const guess = await server.post('/api/Relation/EmailLogin', { Email: buyer.email, Password: 'Wrong1234' }); // prettier-ignore
    expect(guess.body.Code).toBe('LOGIN_FAILED');
    const listed = await server.post<BuyerPage>('/api/Admin/Buyers/List', { Keyword: buyer.email }, { token: admin.token }); // prettier-ignore
    expect(listed.body.Data.List[0]!.Disabled).toBe(true);

    await disable(false);
    const back = await server.post('/api/Relation/EmailLogin', { Email: buyer.email, Password: buyer.password }); // prettier-ignore
    expect(back.status).toBe(200);
    // The sessions of before stay ended: a leaked token is not revived by enabling.
    expect(await server.get('/api/Relation/GetPersonal', { token: buyer.token })).toMatchObject({ status: 401 }); // prettier-ignore
    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'buyer', TargetId: String(buyer.info.UserId) }, { token: admin.token }); // prettier-ignore
    expect(trail.body.Data.List.map((e) => [e.Kind, (e.After as { Disabled: boolean }).Disabled])).toEqual([['buyer.disable', false], ['buyer.disable', true]]); // prettier-ignore
  });

  test('staff notes are kept on the buyer’s page and in the trail', async () => {
    const clerk = await server.newUser('clerk');
    const buyer = await server.newUser();
    const long = await server.post('/api/Admin/Buyers/SaveNotes', { UserId: buyer.info.UserId, Notes: 'x'.repeat(2001) }, { token: clerk.token }); // prettier-ignore
    expect(long.status).toBe(400);
    await server.post('/api/Admin/Buyers/SaveNotes', { UserId: buyer.info.UserId, Notes: 'Buys 1–2 ct rounds for a Mumbai retailer' }, { token: clerk.token }); // prettier-ignore
    const detail = await server.post<BuyerDetail>('/api/Admin/Buyers/Detail', { UserId: buyer.info.UserId }, { token: clerk.token }); // prettier-ignore
    expect(detail.body.Data.Notes).toBe('Buys 1–2 ct rounds for a Mumbai retailer');
    // Never the buyer's to read.
    const own = await server.get('/api/Relation/GetPersonal', { token: buyer.token });
    expect(JSON.stringify(own.body)).not.toContain('Mumbai');
  });
});

describe('the audit trail', () => {
  test('records the staff’s order moves, filters by actor, kind and day, and cannot be edited', async () => {
    const admin = await server.newUser('admin');
    const clerk = await server.newUser('clerk');
    const { order } = await server.newOrder();
    const confirmed = await server.post('/api/Admin/Orders/Confirm', { OrderId: order.OrderId, Note: 'Price checked' }, { token: clerk.token }); // prettier-ignore
    expect(confirmed.status).toBe(200);
    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { Actor: clerk.info.UserId }, { token: admin.token }); // prettier-ignore
    expect(trail.body.Data.List).toEqual([
      expect.objectContaining({
        Kind: 'order.confirm',
        TargetType: 'order',
        TargetId: order.OrderNo,
        Before: expect.objectContaining({ Status: 'PendingConfirmation' }),
        After: expect.objectContaining({ Status: 'PendingPayment', Note: 'Price checked' }),
      }),
    ]);
    const family = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'order', Actor: clerk.info.UserId }, { token: admin.token }); // prettier-ignore
    expect(family.body.Data.Total).toBe(1);
    // Days are Eastern Time days; a day long past holds nothing.
    const past = await server.post<AuditPage>('/api/Admin/Audit/List', { From: '2020-01-01', To: '2020-01-31' }, { token: admin.token }); // prettier-ignore
    expect(past.body.Data.Total).toBe(0);
    const inverted = await server.post('/api/Admin/Audit/List', { From: '2026-02-01', To: '2026-01-01' }, { token: admin.token }); // prettier-ignore
    expect(inverted.status).toBe(400);
    expect(fieldsOf(inverted)).toEqual([{ Path: 'To', Message: 'The end date is before the start date' }]); // prettier-ignore

    // The database itself refuses to change or remove an entry.
    await expect(server.db.execute(sql`update audit_log set kind = 'x'`)).rejects.toThrow();
    await expect(server.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(server.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const still = await server.post<AuditPage>('/api/Admin/Audit/List', { Actor: clerk.info.UserId }, { token: admin.token }); // prettier-ignore
    expect(still.body.Data.List[0]!.Kind).toBe('order.confirm');
  });

  test('stock, notices and rates are in the trail, with who and what changed', async () => {
    const admin = await server.newUser('admin');
    const clerk = await server.clerkToken();
    const stone = await server.newStone();
    await server.post('/api/Admin/Inventory/SetMarket', { Id: stone.Id, OnMarket: false }, { token: clerk }); // prettier-ignore
    const notice = await server.post<{ Id: number }>('/api/Admin/Notice/Publish', { Title: 'Fair week', Summary: 'Open late', Content: '<p>Open until 9 pm</p>' }, { token: clerk }); // prettier-ignore
    await server.post('/api/Admin/Notice/Delete', { Id: notice.body.Data.Id }, { token: clerk });
    const rates = { EUR: 0.92, CNY: 7.24, HKD: 7.78, INR: 84.1, AED: 3.67, ILS: 3.71, GBP: 0.79, JPY: 151 }; // prettier-ignore
    await server.post('/api/Admin/Currency/SaveRates', { Rates: rates }, { token: admin.token });

    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { PageSize: 10 }, { token: admin.token }); // prettier-ignore
    const kinds = trail.body.Data.List.map((e) => e.Kind);
    expect(kinds.slice(0, 5)).toEqual(['currency.rates', 'notice.delete', 'notice.publish', 'stock.market', 'stock.save']); // prettier-ignore
    const [rated, , published, market, saved] = trail.body.Data.List;
    expect(rated).toMatchObject({ ActorId: admin.info.UserId, After: rates });
    expect(published).toMatchObject({ TargetType: 'notice', After: { Title: 'Fair week' } });
    expect(market).toMatchObject({ TargetId: String(stone.Id), Before: { OnMarket: true }, After: { OnMarket: false } }); // prettier-ignore
    expect(saved).toMatchObject({ Before: null, After: { StockNo: stone.StockNo, Price: stone.Price } }); // prettier-ignore
  });
});
