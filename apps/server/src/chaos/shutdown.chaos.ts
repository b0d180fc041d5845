import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { client } from './client';
import { startFacet, waitFor, type Facet } from './processes';

let facet: Facet;

beforeAll(async () => {
  // Through `npm start`, as a container would run it: the signal goes to npm.
  facet = await startFacet({ env: { SEED_DEMO: 'true' }, npm: true });
  await facet.ready();
});
afterAll(() => {
  facet?.child.kill('SIGKILL');
  facet?.removeData();
});

test('SIGTERM: every request received before it completes, later ones are refused cleanly, npm waits', async () => {
  const api = client(facet.url);
  const received = () =>
    facet
      .logged('incoming request')
      .filter((line) => (line.req as { url: string }).url === '/api/Relation/EmailLogin').length;
  // Fifty logins from slow phones: each body arrives in two halves, two seconds apart, so all
  // fifty are still being received when the signal comes.
  const inFlight = Array.from({ length: 50 }, () => slowLogin(facet.url, 2_000));
  await waitFor('the server to receive all fifty', () => received() === 50);
  const signalled = Date.now();
  facet.child.kill('SIGTERM');

  // Asked after the server got the signal (npm passes it on): a 503 in the envelope that
  // closes the connection, or no connection at all once the instance stopped listening.
  await waitFor('the server to start draining', () => facet.logged('draining').length === 1);
  const late = await Promise.all(
    Array.from({ length: 10 }, () => api.login('demo@facet.local', 'Demo1234')),
  );
  for (const answer of late) {
    if (answer.status === 0) continue;
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ Success: false, Code: 'SERVICE_UNAVAILABLE' });
    expect(answer.headers.get('connection')).toBe('close');
  }
  // The fifty were still being answered: the late ones met a draining server, not a closed one.
  expect(late.filter((a) => a.status === 503).length).toBeGreaterThan(0);

  const answers = await Promise.all(inFlight);
  expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
  expect(answers.every((a) => a.body.Success)).toBe(true);

  const exit = await facet.exited;
  expect(exit.code).toBe(0);
  // npm left only after the server had drained and stopped.
  const [stopped] = facet.logged('stopped');
  expect(stopped).toBeDefined();
  expect(exit.at).toBeGreaterThanOrEqual(stopped!.time as number);
  expect(exit.at - signalled).toBeLessThan(30_000);
});

/** A login whose body arrives in two halves `pauseMs` apart; resolves with status and body. */
function slowLogin(baseUrl: string, pauseMs: number) {
  const body = JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234' });
  return new Promise<{ status: number; body: { Success: boolean } }>((resolve, reject) => {
    const call = request(`${baseUrl}/api/Relation/EmailLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    call.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(text) as { Success: boolean },
        }),
      );
    });
    call.on('error', reject);
    call.write(body.slice(0, 10));
    setTimeout(() => call.end(body.slice(10)), pauseMs);
  });
}
