import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EmailCodeSent, Personal, UserInfo } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>) =>
  server.post<UserInfo>('/api/Relation/EmailRegister', body);
const login = (Email: string, Password: string, extra: Record<string, unknown> = {}) =>
  server.post<UserInfo>('/api/Relation/EmailLogin', { Email, Password, ...extra });

async function registerNew(password = 'Diamond88') {
  const email = server.uniqueEmail();
  const code = await server.requestCode(email, 'register');
  const res = await register({ Email: email, Code: code, Password: password, AgreeTerms: true });
  expect(res.status).toBe(200);
  return { email, password, token: res.body.Data.ToKen, info: res.body.Data };
}

describe('GetEmailCode', () => {
  test('mails a six-digit code in the language of the request and starts the countdown', async () => {
    const email = server.uniqueEmail();
    const res = await server.post<EmailCodeSent>(
      '/api/Relation/GetEmailCode',
      { Email: email, Purpose: 'register' },
      { locale: 'zh-CN' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      Success: true,
      Code: 'OK',
      Data: { ResendAfter: 60, ExpiresIn: 600 },
    });
    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toBe('您的 Facet 注册验证码');
    expect(mail.text).toMatch(/您的验证码是 \d{6}，10 分钟内有效/);
  });

  test('a second request within 60 s waits for the countdown', async () => {
    const email = server.uniqueEmail();
    await server.requestCode(email, 'register');
    const again = await server.post('/api/Relation/GetEmailCode', {
      Email: email,
      Purpose: 'register',
    });
    expect(again.status).toBe(409);
    expect(again.body.Code).toBe('CODE_TOO_FREQUENT');
    expect(again.body.Message).toBe(
      'Please wait for the countdown to end before requesting another code',
    );
  });

  test('registering an address that has an account answers as for a new one; its owner gets a mail, no code', async () => {
    const { email } = await server.newUser();
    const fresh = await server.post('/api/Relation/GetEmailCode', { Email: server.uniqueEmail('new'), Purpose: 'register' }); // prettier-ignore
    const taken = await server.post('/api/Relation/GetEmailCode', { Email: email, Purpose: 'register' }); // prettier-ignore
    expect(taken).toEqual(fresh);
    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toBe('You already have a Facet account');
    expect(mail.text).toContain('Forgot password');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    // Nothing to register with: whatever code is typed, it is a wrong one.
    const res = await register({ Email: email, Code: '123456', Password: 'Diamond88', AgreeTerms: true }); // prettier-ignore
    expect(res.body.Code).toBe('CODE_WRONG');
  });

  test('a reset for an unknown address answers like a real one but sends nothing', async () => {
    const email = server.uniqueEmail('nobody');
    const res = await server.post('/api/Relation/GetEmailCode', { Email: email, Purpose: 'reset' });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.smtp.mails.some((m) => m.to === email)).toBe(false);
  });

  test.each([
    [
      { Email: 'not-an-email', Purpose: 'register' },
      'Email',
      'Please enter a correct email address',
    ],
    [{ Email: 'a@b.co', Purpose: 'login' }, 'Purpose', 'Invalid value'],
    [{ Purpose: 'register' }, 'Email', 'Cannot be empty'],
  ])('%j is a 400 naming %s', async (body, path, message) => {
    const res = await server.post('/api/Relation/GetEmailCode', body);
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe('VALIDATION');
    expect(res.body.Data).toEqual({ Fields: [{ Path: path, Message: message }] });
  });
});

describe('EmailRegister', () => {
  test('creates the account, logs it in and hashes the password with argon2id', async () => {
    const { email, token, info } = await registerNew();
    expect(info).toMatchObject({ Email: email, Role: 'buyer', NickName: '', HeadPortrait: '' });
    expect(info.ImUserId).toBe(`facet_${info.UserId}`);
    expect(info.Sign).toMatch(/^\d+\.\d+\.[\w-]+$/);
    const personal = await server.get<Personal>('/api/Relation/GetPersonal', { token });
    expect(personal.body.Data.Email).toBe(email);
    expect(personal.body.Data.InviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const rows = await server.db.execute(
      sql`select password_hash from users where email = ${email}`,
    );
    expect(
      String((rows as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash),
    ).toMatch(/^\$argon2id\$/);
  });

  test('the same address cannot register twice', async () => {
    const { email } = await registerNew();
    const res = await register({
      Email: email,
      Code: '123456',
      Password: 'Diamond88',
      AgreeTerms: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.Code).toBe('CODE_WRONG');
  });

  test('a wrong code is reported, and the fifth wrong try kills the code', async () => {
    const email = server.uniqueEmail();
    const code = await server.requestCode(email, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await register({
        Email: email,
        Code: wrong,
        Password: 'Diamond88',
        AgreeTerms: true,
      });
      expect(res.body.Code).toBe('CODE_WRONG');
      expect(res.body.Message).toBe('Verification code error');
    }
    const right = await register({
      Email: email,
      Code: code,
      Password: 'Diamond88',
      AgreeTerms: true,
    });
    expect(right.status).toBe(409);
    expect(right.body.Code).toBe('CODE_ATTEMPTS');
  });

  test('twenty wrong codes at once get five tries between them, not twenty', async () => {
    const email = server.uniqueEmail();
    const code = await server.requestCode(email, 'register');
    const wrongs = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')); // prettier-ignore
    const answers = await Promise.all(
      wrongs.map((wrong) => register({ Email: email, Code: wrong, Password: 'Diamond88', AgreeTerms: true })), // prettier-ignore
    );
    const codes = answers.map((answer) => answer.body.Code).sort();
    expect(codes.filter((c) => c === 'CODE_WRONG')).toHaveLength(5);
    expect(codes.filter((c) => c === 'CODE_ATTEMPTS')).toHaveLength(15);
    const right = await register({ Email: email, Code: code, Password: 'Diamond88', AgreeTerms: true }); // prettier-ignore
    expect(right.body.Code).toBe('CODE_ATTEMPTS');
  });

  test('a code older than 10 minutes has expired', async () => {
    const email = server.uniqueEmail();
    const code = await server.requestCode(email, 'register');
    await server.db.execute(
      sql`update email_codes set created_at = now() - interval '10 minutes 1 second' where email = ${email}`,
    );
    const res = await register({
      Email: email,
      Code: code,
      Password: 'Diamond88',
      AgreeTerms: true,
    });
    expect(res.body.Code).toBe('CODE_EXPIRED');
    expect(res.body.Message).toBe('The verification code has expired');
  });

  test('a used code cannot register a second time', async () => {
    const email = server.uniqueEmail();
    const code = await server.requestCode(email, 'register');
    await register({ Email: email, Code: code, Password: 'Diamond88', AgreeTerms: true });
    await server.db.execute(sql`update users set email = null where email = ${email}`);
    const again = await register({
      Email: email,
      Code: code,
      Password: 'Diamond88',
      AgreeTerms: true,
    });
    expect(again.body.Code).toBe('CODE_EXPIRED');
  });

  test('an invite code links the new buyer to the inviter; an unknown one is refused', async () => {
    const inviter = await server.newUser();
    const invite = (
      await server.get<Personal>('/api/Relation/GetPersonal', { token: inviter.token })
    ).body.Data.InviteCode;
    const email = server.uniqueEmail();
    const code = await server.requestCode(email, 'register');
    const bad = await register({
      Email: email,
      Code: code,
      Password: 'Diamond88',
      AgreeTerms: true,
      InviteCode: 'NOPE2345',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toEqual({ Fields: [{ Path: 'InviteCode', Message: 'Invalid value' }] });
    const good = await register({
      Email: email,
      Code: code,
      Password: 'Diamond88',
      AgreeTerms: true,
      InviteCode: invite,
    });
    expect(good.status).toBe(200);
    const rows = await server.db.execute(sql`select invited_by from users where email = ${email}`);
    expect((rows as unknown as { rows: { invited_by: number }[] }).rows[0]!.invited_by).toBe(
      inviter.info.UserId,
    );
  });

  const base = {
    Email: 'rules@example.com',
    Code: '123456',
    Password: 'Diamond88',
    AgreeTerms: true,
  };
  test.each([
    [
      'without agreeing to the terms',
      { AgreeTerms: false },
      'AgreeTerms',
      'Please agree to the registration agreement and the privacy agreement',
    ],
    [
      'with the agreement missing',
      { AgreeTerms: undefined },
      'AgreeTerms',
      'Please agree to the registration agreement and the privacy agreement',
    ],
    [
      'with a 5-character password',
      { Password: 'abc12' },
      'Password',
      'Password must be 6 to 18 characters and contain letters and digits',
    ],
    [
      'with a 19-character password',
      { Password: 'abcdefghij123456789' },
      'Password',
      'Password must be 6 to 18 characters and contain letters and digits',
    ],
    [
      'with a password without digits',
      { Password: 'abcdefgh' },
      'Password',
      'Password must be 6 to 18 characters and contain letters and digits',
    ],
    [
      'with a password without letters',
      { Password: '12345678' },
      'Password',
      'Password must be 6 to 18 characters and contain letters and digits',
    ],
    ['with a five-digit code', { Code: '12345' }, 'Code', 'The verification code is 6 digits'],
    [
      'with a malformed email',
      { Email: 'rules@' },
      'Email',
      'Please enter a correct email address',
    ],
  ])('is refused %s', async (_case, change, path, message) => {
    const res = await register({ ...base, ...change });
    expect(res.status).toBe(400);
    expect(res.body.Data).toEqual({ Fields: [{ Path: path, Message: message }] });
  });

  test('field messages follow the locale header', async () => {
    const res = await server.post(
      '/api/Relation/EmailRegister',
      { ...base, Password: 'short' },
      { locale: 'zh-TW' },
    );
    expect(res.body.Message).toBe('部分內容填寫有誤');
    expect(res.body.Data).toEqual({
      Fields: [{ Path: 'Password', Message: '密碼須為6至18位，並包含字母和數字' }],
    });
  });
});

describe('EmailLogin', () => {
  test('answers the same for a wrong password and an unknown address', async () => {
    const { email } = await server.newUser();
    const wrongPassword = await login(email, 'Wrong1234');
    const unknown = await login(server.uniqueEmail('ghost'), 'Wrong1234');
    expect(wrongPassword.status).toBe(409);
    // The same answer; only the request id (each answer's own) differs.
    expect({ ...wrongPassword.body, RequestId: '' }).toEqual({ ...unknown.body, RequestId: '' });
    expect(wrongPassword.body.Message).toBe('The account or password is incorrect');
  });

  test('remember me keeps the session 30 days, otherwise 1 day', async () => {
    const { email, password } = await server.newUser();
    const remembered = await login(email, password, { RememberMe: true });
    const plain = await login(email, password);
    const rows = (await server.db.execute(
      sql`select remember, extract(epoch from sessions.expires_at - sessions.created_at)::int as seconds from sessions
          join users on users.id = sessions.user_id where users.email = ${email} order by sessions.id desc limit 2`,
    )) as unknown as { rows: { remember: boolean; seconds: number }[] };
    expect(remembered.status).toBe(200);
    expect(plain.status).toBe(200);
    expect(rows.rows).toEqual([
      { remember: false, seconds: 24 * 3600 },
      { remember: true, seconds: 30 * 24 * 3600 },
    ]);
  });

  test('an expired session is refused', async () => {
    const { token } = await server.newUser();
    await server.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    const res = await server.get('/api/Relation/GetPersonal', { token });
    expect(res.status).toBe(401);
    expect(res.body.Code).toBe('AUTH_REQUIRED');
  });

  test('ten failures lock the account for 15 minutes, even for the right password', async () => {
    const { email, password } = await server.newUser();
    for (let i = 0; i < 10; i++)
      expect((await login(email, 'Wrong1234')).body.Code).toBe('LOGIN_FAILED');
    const locked = await login(email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.Code).toBe('LOGIN_LOCKED');
    expect(locked.body.Message).toBe('Too many failed logins. Please try again in 15 minutes');
  });
});

describe('ResetPwd', () => {
  test('sets a new password and ends every session of the account', async () => {
    const { email, token } = await registerNew('OldPass11');
    await server.skipCountdown(email);
    const code = await server.requestCode(email, 'reset');
    const res = await server.post('/api/Relation/ResetPwd', {
      Email: email,
      Code: code,
      Password: 'NewPass22',
    });
    expect(res.status).toBe(200);
    expect((await server.get('/api/Relation/GetPersonal', { token })).status).toBe(401);
    expect((await login(email, 'OldPass11')).body.Code).toBe('LOGIN_FAILED');
    expect((await login(email, 'NewPass22')).status).toBe(200);
  });

  test('a wrong code changes nothing', async () => {
    const { email, password } = await registerNew();
    await server.skipCountdown(email);
    const code = await server.requestCode(email, 'reset');
    const wrong = code === '999999' ? '888888' : '999999';
    const res = await server.post('/api/Relation/ResetPwd', {
      Email: email,
      Code: wrong,
      Password: 'NewPass22',
    });
    expect(res.body.Code).toBe('CODE_WRONG');
    expect((await login(email, password)).status).toBe(200);
  });
});

describe('LogOut', () => {
  test('the token stops working at once', async () => {
    const { token } = await server.newUser();
    expect((await server.post('/api/Relation/LogOut', undefined, { token })).status).toBe(200);
    const after = await server.get('/api/Relation/GetPersonal', { token });
    expect(after.status).toBe(401);
    expect(after.body.Message).toBe('Please log in again');
  });

  test.each([
    ['no token', {}],
    ['a made-up token', { token: 'x'.repeat(43) }],
    ['a huge token', { token: 'y'.repeat(5000) }],
  ])('%s gets 401', async (_case, options) => {
    const res = await server.post('/api/Relation/LogOut', undefined, options);
    expect(res.status).toBe(401);
    expect(res.body.Code).toBe('AUTH_REQUIRED');
  });
});

describe('GetPersonal and SetPersonal', () => {
  test('every profile field round-trips', async () => {
    const { token, email } = await server.newUser();
    const change = {
      NickName: 'Antwerp Gems',
      Surname: 'Peeters',
      Name: 'Lotte',
      Gender: 'female',
      AreaCode: '+32',
      Phone: '3 555 0199',
      Birthday: '1988-02-29',
      WeddingAnniversary: '2015-06-20',
    };
    const set = await server.post<Personal>('/api/Relation/SetPersonal', change, { token });
    expect(set.status).toBe(200);
    expect(set.body.Data).toMatchObject({ ...change, Email: email });
    const got = await server.get<Personal>('/api/Relation/GetPersonal', { token });
    // GetPersonal also renews the chat credentials.
    expect(got.body.Data).toEqual({
      ...set.body.Data,
      ImUserId: expect.stringMatching(/^facet_\d+$/),
      Sign: expect.any(String),
    });
    const cleared = await server.post<Personal>(
      '/api/Relation/SetPersonal',
      { Birthday: null },
      { token },
    );
    expect(cleared.body.Data.Birthday).toBeNull();
    expect(cleared.body.Data.Name).toBe('Lotte');
  });

  test.each([
    [{ Gender: 'other' }, 'Gender', 'Invalid value'],
    [{ Birthday: '2023-02-30' }, 'Birthday', 'Please enter a date as YYYY-MM-DD'],
    [{ Phone: 'call me' }, 'Phone', 'Please enter a correct phone number'],
    [{ AreaCode: '86' }, 'AreaCode', 'Please enter a correct phone number'],
    [{ Email: 'new@example.com' }, 'Email', 'Unknown field'],
    [{ InviteCode: 'AAAA2222' }, 'InviteCode', 'Unknown field'],
    [{ NickName: 'n'.repeat(33) }, 'NickName', 'Too long'],
    [{ HeadPortrait: 'https://evil.example/a.png' }, 'HeadPortrait', 'Invalid value'],
  ])('%j is refused on %s', async (body, path, message) => {
    const { token } = await server.newUser();
    const res = await server.post('/api/Relation/SetPersonal', body, { token });
    expect(res.status).toBe(400);
    expect(res.body.Data).toEqual({ Fields: [{ Path: path, Message: message }] });
  });

  test('anonymous callers must log in', async () => {
    const res = await server.post('/api/Relation/SetPersonal', { Name: 'x' });
    expect(res.status).toBe(401);
  });
});

describe('CancelAccount', () => {
  test('a wrong password cancels nothing', async () => {
    const { token } = await server.newUser();
    const res = await server.post(
      '/api/Relation/CancelAccount',
      { Password: 'Nope1234' },
      { token },
    );
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe('The password is incorrect');
    expect((await server.get('/api/Relation/GetPersonal', { token })).status).toBe(200);
  });

  test('erases personal data, ends sessions and frees the address for a new registration', async () => {
    const { email, token, password } = await registerNew();
    await server.post(
      '/api/Relation/SetPersonal',
      { Surname: 'Gone', Phone: '5550100' },
      { token },
    );
    const res = await server.post('/api/Relation/CancelAccount', { Password: password }, { token });
    expect(res.status).toBe(200);
    expect((await server.get('/api/Relation/GetPersonal', { token })).status).toBe(401);
    expect((await login(email, password)).body.Code).toBe('LOGIN_FAILED');
    const rows = (await server.db.execute(
      sql`select count(*)::int as n from users where surname = 'Gone' or phone = '5550100' or email = ${email}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
    await server.skipCountdown(email);
    const code = await server.requestCode(email, 'register');
    const again = await register({
      Email: email,
      Code: code,
      Password: 'Another99',
      AgreeTerms: true,
    });
    expect(again.status).toBe(200);
  });
});

describe('the last admin', () => {
  test('may not cancel their account; once another admin is there, they may', async () => {
    const alone = await startTestServer();
    try {
      const admin = await alone.newUser('admin');
      const refused = await alone.post('/api/Relation/CancelAccount', { Password: admin.password }, { token: admin.token, locale: 'zh-CN' }); // prettier-ignore
      expect(refused).toMatchObject({ status: 409, body: { Code: 'LAST_ADMIN' } });
      expect(refused.body.Message).toMatch(/[\u4e00-\u9fff]/);
      expect((await alone.get('/api/Relation/GetPersonal', { token: admin.token })).status).toBe(200); // prettier-ignore
      await alone.newUser('admin');
      const left = await alone.post('/api/Relation/CancelAccount', { Password: admin.password }, { token: admin.token }); // prettier-ignore
      expect(left.status).toBe(200);
    } finally {
      await alone.close();
    }
  });
});
