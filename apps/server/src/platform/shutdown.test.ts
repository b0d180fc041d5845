import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { startTestServer } from '../test/harness';

test('closing the server lets in-flight requests finish and refuses new ones', async () => {
  let received = 0;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      if (String(chunk).includes('"url":"/api/Relation/EmailLogin"')) received += 1;
      done();
    },
  });
  const server = await startTestServer({ logStream });
  const user = await server.newUser();
  received = 0;
  // Logins take tens of milliseconds (argon2id), so these are still running when close starts.
  const inFlight = Array.from({ length: 5 }, () =>
    server.post('/api/Relation/EmailLogin', { Email: user.email, Password: user.password }),
  );
  while (received < 5) await new Promise((resolve) => setTimeout(resolve, 1));
  const closing = server.app.close();
  const answers = await Promise.all(inFlight);
  await closing;
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  await server.close();
});
