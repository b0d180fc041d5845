import { expect, test } from 'vitest';
import { startTestServer } from '../test/harness';

test('a mail server out of reach: the code request answers 503 and can be repeated at once', async () => {
  const server = await startTestServer();
  try {
    await server.smtp.close();
    const email = server.uniqueEmail();
    const ask = () =>
      server.post(
        '/api/Relation/GetEmailCode',
        { Email: email, Purpose: 'register' },
        {
          locale: 'zh-CN',
        },
      );
    const first = await ask();
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({
      Success: false,
      Code: 'SERVICE_UNAVAILABLE',
      Message: '服务暂时不可用，请稍后重试',
    });
    // No countdown for a mail that never left: the buyer may ask again straight away.
    expect((await ask()).body.Code).toBe('SERVICE_UNAVAILABLE');
    // The database was never the problem, so it is still reported as up, and the instance
    // ready (once its stock index has loaded: on a busy machine that can come after the mails).
    const ready = () => server.get<{ Database: string }>('/api/health/ready');
    expect((await ready()).body.Data.Database).toBe('up');
    await expect.poll(async () => (await ready()).status).toBe(200);
  } finally {
    await server.close();
  }
});
