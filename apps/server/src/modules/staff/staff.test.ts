import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditPage, StaffMember, UserInfo } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: Awaited<ReturnType<TestServer['newUser']>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.newUser('admin');
});
afterAll(() => server?.close());

const invite = (Email: string, Role: string, token = admin.token, locale?: 'zh-CN') =>
  server.post<{ UserId: number }>('/api/Admin/Staff/Invite', { Email, Role }, { token, locale });
const accept = (Token: string, Password = 'Clerk2026x', NickName = 'Mei Lin') =>
  server.post<UserInfo>('/api/Admin/Staff/AcceptInvite', { Token, NickName, Password });
const staffList = async () =>
  (await server.get<StaffMember[]>('/api/Admin/Staff/List', { token: admin.token })).body.Data;
/** The invitation link's token, read from the mail the invited person got. */
const tokenIn = async (email: string) => {
  const mail = await server.smtp.lastMailTo(email);
  return /#\/invite\?token=([\w-]+)/.exec(mail.text)![1]!;
};

describe('staff invitations', () => {
  test('an admin invites a clerk, who sets a password from the mailed link and is signed in', async () => {
    const email = server.uniqueEmail('mei');
    const sent = await invite(email, 'clerk');
    expect(sent.status).toBe(200);
    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toBe('You are invited to the Facet back office');
    expect(mail.text).toContain('as a clerk');
    expect(mail.text).toContain('72 hours');
    expect((await staffList()).find((s) => s.Email === email)).toMatchObject({ Role: 'clerk', Invited: true, Disabled: false }); // prettier-ignore

    // No password yet: the account cannot be logged into.
    const early = await server.post('/api/Admin/Login', { Email: email, Password: 'Clerk2026x' });
    expect(early.body.Code).toBe('LOGIN_FAILED');

    const token = await tokenIn(email);
    const weak = await accept(token, 'short');
    expect(weak.status).toBe(400);
    const taken = await accept(token);
    expect(taken.status).toBe(200);
    expect(taken.body.Data).toMatchObject({ Role: 'clerk', Email: email, NickName: 'Mei Lin' });
    const me = await server.get<UserInfo>('/api/Admin/Me', { token: taken.body.Data.ToKen });
    expect(me.body.Data.Role).toBe('clerk');
    expect((await staffList()).find((s) => s.Email === email)).toMatchObject({ Invited: false, Name: 'Mei Lin' }); // prettier-ignore
    // The link works once.
    expect(await accept(token)).toMatchObject({ status: 409, body: { Code: 'INVITE_INVALID' } });
    const login = await server.post('/api/Admin/Login', { Email: email, Password: 'Clerk2026x' });
    expect(login.status).toBe(200);
  });

  test('inviting again sends a new link and ends the old; an expired link is refused', async () => {
    const email = server.uniqueEmail('twice');
    await invite(email, 'clerk', admin.token, 'zh-CN');
    const first = await tokenIn(email);
    expect((await server.smtp.lastMailTo(email)).subject).toBe('邀请您加入 Facet 后台');
    await invite(email, 'admin');
    const second = await tokenIn(email);
    expect(second).not.toBe(first);
    expect(await accept(first)).toMatchObject({ status: 409, body: { Code: 'INVITE_INVALID' } });

    await server.db.execute(sql`update staff_invites set expires_at = now() - interval '1 minute'`);
    expect(await accept(second)).toMatchObject({ status: 409, body: { Code: 'INVITE_INVALID' } });
    expect(await accept('not-a-token')).toMatchObject({ status: 409, body: { Code: 'INVITE_INVALID' } }); // prettier-ignore
  });

  test('an invitation not yet taken up is not opened by a password reset', async () => {
    const email = server.uniqueEmail('reset');
    await invite(email, 'clerk');
    const invitation = await server.smtp.lastMailTo(email);
    // Asked for, a reset code looks sent (as for any address) but no mail goes out.
    const asked = await server.post('/api/Relation/GetEmailCode', { Email: email, Purpose: 'reset' }); // prettier-ignore
    expect(asked.status).toBe(200);
    // (A code is mailed before the answer: a mail would be here already.)
    expect(await server.smtp.lastMailTo(email)).toBe(invitation);
    const reset = await server.post('/api/Relation/ResetPwd', {
      Email: email,
      Code: '123456',
      Password: 'Clerk2026x',
    });
    expect(reset.body.Code).toBe('CODE_WRONG');
    expect((await staffList()).find((s) => s.Email === email)).toMatchObject({ Invited: true });
    expect((await server.post('/api/Admin/Login', { Email: email, Password: 'Clerk2026x' })).body.Code).toBe('LOGIN_FAILED'); // prettier-ignore

    // Taken up, the account resets its password as any other.
    expect((await accept(await tokenIn(email))).status).toBe(200);
    await server.skipCountdown(email);
    const code = await server.requestCode(email, 'reset');
    const done = await server.post('/api/Relation/ResetPwd', {
      Email: email,
      Code: code,
      Password: 'Clerk2027y',
    });
    expect(done.status).toBe(200);
  });

  test('an address already in use is refused; so are bad roles and addresses', async () => {
    const buyer = await server.newUser();
    expect(await invite(buyer.email, 'clerk')).toMatchObject({ status: 409, body: { Code: 'ACCOUNT_REGISTERED' } }); // prettier-ignore
    expect((await invite(server.uniqueEmail(), 'buyer')).status).toBe(400);
    expect((await invite('not an address', 'clerk')).status).toBe(400);
  });
});

describe('managing staff', () => {
  test('an admin changes a role and disables a clerk (sessions end at once), never themselves', async () => {
    const clerk = await server.newUser('clerk');
    const update = (body: object) =>
      server.post('/api/Admin/Staff/Update', body, { token: admin.token });

    expect((await update({ UserId: clerk.info.UserId, Role: 'admin' })).status).toBe(200);
    // The new role holds from the clerk's next request, same session.
    expect((await server.get('/api/Admin/Staff/List', { token: clerk.token })).status).toBe(200);
    await update({ UserId: clerk.info.UserId, Role: 'clerk' });
    expect((await server.get('/api/Admin/Staff/List', { token: clerk.token })).status).toBe(404);

    await update({ UserId: clerk.info.UserId, Disabled: true });
    expect((await server.get('/api/Admin/Me', { token: clerk.token })).status).toBe(401);
    const login = await server.post('/api/Admin/Login', { Email: clerk.email, Password: clerk.password }); // prettier-ignore
    expect(login.body.Code).toBe('ACCOUNT_DISABLED');
    await update({ UserId: clerk.info.UserId, Disabled: false });
    expect((await server.post('/api/Admin/Login', { Email: clerk.email, Password: clerk.password })).status).toBe(200); // prettier-ignore
    expect((await server.get('/api/Admin/Me', { token: clerk.token })).status).toBe(401);

    expect(await update({ UserId: admin.info.UserId, Disabled: true })).toMatchObject({ status: 409, body: { Code: 'STAFF_SELF' } }); // prettier-ignore
    const buyer = await server.newUser();
    expect((await update({ UserId: buyer.info.UserId, Role: 'admin' })).status).toBe(404);

    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'staff', TargetId: String(clerk.info.UserId) }, { token: admin.token }); // prettier-ignore
    expect(trail.body.Data.List.map((e) => e.After as { Role: string; Disabled: boolean })).toEqual(
      [
        // prettier-ignore
        { Email: clerk.email, Role: 'clerk', Disabled: false },
        { Email: clerk.email, Role: 'clerk', Disabled: true },
        { Email: clerk.email, Role: 'clerk', Disabled: false },
        { Email: clerk.email, Role: 'admin', Disabled: false },
      ],
    );
  });

  test('staff management is an admin’s: clerks and buyers get 404', async () => {
    const clerk = await server.newUser('clerk');
    const buyer = await server.newUser();
    for (const token of [clerk.token, buyer.token]) {
      expect((await server.get('/api/Admin/Staff/List', { token })).status).toBe(404);
      expect((await invite(server.uniqueEmail(), 'clerk', token)).status).toBe(404);
      expect((await server.post('/api/Admin/Staff/Update', { UserId: admin.info.UserId, Disabled: true }, { token })).status).toBe(404); // prettier-ignore
    }
  });
});
