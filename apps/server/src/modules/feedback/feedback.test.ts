import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminFeedback, AdminFeedbackPage, AuditPage, NoticeList } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const send = (token: string, body: unknown) =>
  server.post('/api/Relation/Feedback', body, { token });
const inbox = async (token: string, body: Record<string, unknown> = {}) => {
  const answer = await server.post<AdminFeedbackPage>('/api/Admin/Feedback/List', body, { token });
  expect(answer.status).toBe(200);
  return answer.body.Data;
};
const find = async (token: string, content: string) =>
  (await inbox(token, { PageSize: 100 })).List.find((item) => item.Content === content);
type Fields = { Fields: { Path: string; Message: string }[] };

describe('sending feedback', () => {
  test('is kept, with only the sender’s own pictures', async () => {
    const { token } = await server.newUser();
    const ok = await send(token, { Content: 'Please add emerald cuts', Contact: '+32 555' });
    expect(ok.status).toBe(200);
    const foreign = await send(token, {
      Content: 'x',
      Images: ['7b0e4f8e-2a55-4e4e-9a57-0d7e1b2f3c4d'],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.Data).toEqual({ Fields: [{ Path: 'Images', Message: 'Invalid value' }] });
    const empty = await send(token, { Content: '   ' });
    expect(empty.body.Data).toEqual({ Fields: [{ Path: 'Content', Message: 'Cannot be empty' }] });
  });
});

describe('the feedback inbox', () => {
  test('staff read what buyers wrote, with who wrote it and their pictures; buyers may not', async () => {
    const buyer = await server.newUser();
    const picture = await server.upload(buyer.token, 'feedback');
    const content = `Pictures do not load on my phone ${Date.now()}`;
    await send(buyer.token, { Content: content, Contact: 'WhatsApp +852 9123 4567', Images: [picture.FileId] }); // prettier-ignore
    const clerk = await server.clerkToken();

    const item = await find(clerk, content);
    expect(item).toMatchObject({
      Status: 'new',
      Contact: 'WhatsApp +852 9123 4567',
      Buyer: { Id: buyer.info.UserId, Email: buyer.email },
      ReplyTo: buyer.email,
      Replies: [],
      DoneAt: null,
    });
    expect(item!.Images).toHaveLength(1);
    // A private picture, opened by its signed link.
    const file = await fetch(server.baseUrl + item!.Images[0]!.Url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);

    // Not the buyers' to read: as for any call that is not theirs, it does not exist.
    const asBuyer = await server.post('/api/Admin/Feedback/List', {}, { token: buyer.token });
    expect(asBuyer.status).toBe(404);
    const anonymous = await server.post('/api/Admin/Feedback/List', {});
    expect(anonymous.status).toBe(401);
  });

  test('an answer is mailed to the buyer in their language and left as a notice; then it is done', async () => {
    const buyer = await server.newUser();
    const content = `Can you stock more pear shapes? ${Date.now()}`;
    // Written from a phone set to Simplified Chinese.
    await server.post('/api/Relation/Feedback', { Content: content }, { token: buyer.token, locale: 'zh-CN' }); // prettier-ignore
    const clerk = await server.clerkToken();
    const { Id } = (await find(clerk, content))!;

    const answered = await server.post<AdminFeedback>(
      '/api/Admin/Feedback/Answer',
      { Id, Text: 'Yes: forty pear shapes arrive on Monday.' },
      { token: clerk },
    );
    expect(answered.status).toBe(200);
    expect(answered.body.Data).toMatchObject({
      Status: 'answered',
      Replies: [{ Text: 'Yes: forty pear shapes arrive on Monday.', To: buyer.email }],
    });

    const mail = await server.smtp.lastMailTo(buyer.email);
    expect(mail.subject).toBe('客服已回复您的意见反馈');
    expect(mail.text).toContain('客服回复：');
    expect(mail.text).toContain(content);
    expect(mail.text).toContain('Yes: forty pear shapes arrive on Monday.');

    const notices = await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: buyer.token }); // prettier-ignore
    expect(notices.body.Data.List[0]).toMatchObject({
      Title: 'Customer service answered your feedback',
    });
    expect(notices.body.Data.List[0]!.Summary).toContain('forty pear shapes');

    // Answered, it is still in the inbox until someone puts it away.
    const openBefore = (await inbox(clerk)).Open;
    const done = await server.post<AdminFeedback>('/api/Admin/Feedback/Done', { Id, Done: true }, { token: clerk }); // prettier-ignore
    expect(done.body.Data).toMatchObject({ Status: 'done' });
    expect(done.body.Data.DoneAt).not.toBeNull();
    expect((await inbox(clerk)).Open).toBe(openBefore - 1);
    expect((await inbox(clerk, { Status: 'done' })).List.map((item) => item.Id)).toContain(Id);
    expect((await inbox(clerk, { Status: 'new' })).List.map((item) => item.Id)).not.toContain(Id);
    const openIds = async () => (await inbox(clerk, { Status: 'open', PageSize: 100 })).List;
    expect((await openIds()).map((item) => item.Id)).not.toContain(Id);

    // And back into the inbox.
    const reopened = await server.post<AdminFeedback>('/api/Admin/Feedback/Done', { Id, Done: false }, { token: clerk }); // prettier-ignore
    expect(reopened.body.Data).toMatchObject({ Status: 'answered', DoneAt: null });
    // Open: what waits for a first answer comes before what was answered.
    await send(buyer.token, { Content: `Still waiting ${Date.now()}` });
    const open = await openIds();
    expect(open.map((item) => item.Id)).toContain(Id);
    const statuses = open.map((item) => item.Status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'new' ? -1 : 1)));
    expect(statuses[0]).toBe('new');

    // Both on the audit trail, for an admin to read.
    const admin = (await server.newUser('admin')).token;
    const trail = await server.post<AuditPage>('/api/Admin/Audit/List', { Kind: 'feedback', TargetId: String(Id) }, { token: admin }); // prettier-ignore
    expect(trail.body.Data.List.map((entry) => entry.Kind).sort()).toEqual([
      'feedback.answer',
      'feedback.done',
      'feedback.done',
    ]);
  });

  test('a cancelled account is answered at an address typed as contact, or not at all', async () => {
    const clerk = await server.clerkToken();
    const viaContact = await server.newUser();
    const stamp = Date.now();
    await send(viaContact.token, { Content: `Contact me here ${stamp}`, Contact: `ops.${stamp}@example.com` }); // prettier-ignore
    const silent = await server.newUser();
    await send(silent.token, { Content: `No address ${stamp}`, Contact: '+852 9123 4567' });
    for (const user of [viaContact, silent]) {
      const cancelled = await server.post('/api/Relation/CancelAccount', { Password: user.password }, { token: user.token }); // prettier-ignore
      expect(cancelled.status).toBe(200);
    }

    const reachable = (await find(clerk, `Contact me here ${stamp}`))!;
    expect(reachable).toMatchObject({ Buyer: null, ReplyTo: `ops.${stamp}@example.com` });
    const answered = await server.post('/api/Admin/Feedback/Answer', { Id: reachable.Id, Text: 'Done.' }, { token: clerk }); // prettier-ignore
    expect(answered.status).toBe(200);
    expect((await server.smtp.lastMailTo(`ops.${stamp}@example.com`)).text).toContain('Done.');

    const unreachable = (await find(clerk, `No address ${stamp}`))!;
    expect(unreachable.ReplyTo).toBe('');
    const refused = await server.post('/api/Admin/Feedback/Answer', { Id: unreachable.Id, Text: 'Hello' }, { token: clerk, locale: 'zh-CN' }); // prettier-ignore
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ Code: 'FEEDBACK_NO_ADDRESS' });
    expect(refused.body.Message).toMatch(/无法回复/);
  });

  test.each([
    ['no text', { Id: 1, Text: '  ' }, 'Text', 'Cannot be empty'],
    ['a text too long', { Id: 1, Text: 'x'.repeat(2001) }, 'Text', undefined],
    ['no id', { Text: 'Hi' }, 'Id', undefined],
  ])('an answer with %s is refused on its field', async (_case, body, path, message) => {
    const answer = await server.post<Fields>('/api/Admin/Feedback/Answer', body, { token: await server.clerkToken() }); // prettier-ignore
    expect(answer.status).toBe(400);
    const field = answer.body.Data.Fields.find((f) => f.Path === path);
    expect(field).toBeDefined();
    if (message) expect(field!.Message).toBe(message);
  });

  test('feedback that does not exist is a 404', async () => {
    const clerk = await server.clerkToken();
    const answer = await server.post('/api/Admin/Feedback/Answer', { Id: 2_000_000_000, Text: 'Hi' }, { token: clerk }); // prettier-ignore
    expect(answer.status).toBe(404);
    const done = await server.post('/api/Admin/Feedback/Done', { Id: 2_000_000_000, Done: true }, { token: clerk }); // prettier-ignore
    expect(done.status).toBe(404);
  });
});

test('the mail server away: the answer is a retryable 503 and nothing is recorded', async () => {
  const alone = await startTestServer();
  try {
    const buyer = await alone.newUser();
    await alone.post('/api/Relation/Feedback', { Content: 'Hello' }, { token: buyer.token });
    const clerk = await alone.clerkToken();
    const [item] = (await alone.post<AdminFeedbackPage>('/api/Admin/Feedback/List', {}, { token: clerk })).body.Data.List; // prettier-ignore
    await alone.smtp.close();
    const answer = await alone.post('/api/Admin/Feedback/Answer', { Id: item!.Id, Text: 'Thanks' }, { token: clerk }); // prettier-ignore
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ Code: 'SERVICE_UNAVAILABLE' });
    const after = (await alone.post<AdminFeedbackPage>('/api/Admin/Feedback/List', {}, { token: clerk })).body.Data.List[0]; // prettier-ignore
    expect(after).toMatchObject({ Status: 'new', Replies: [] });
    const notices = await alone.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: buyer.token }); // prettier-ignore
    expect(notices.body.Data.Total).toBe(0);
  } finally {
    await alone.close();
  }
});
