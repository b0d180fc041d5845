import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { client } from './client';
import { startFacet, waitFor, type Facet } from './processes';

let facet: Facet;

beforeAll(async () => {
  // Through `npm start`, as a container would run it: the signal goes to npm. Two seconds of
  // delay: the balancer's time to notice readiness before the listener goes.
  facet = await startFacet({ env: { SEED_DEMO: 'true', DRAIN_DELAY_SECONDS: '2' }, npm: true });
  await facet.ready();
});
afterAll(() => {
  facet?.child.kill('SIGKILL');
  facet?.removeData();
});

test('SIGTERM: readiness goes at once, every request is still answered, then the process leaves cleanly and npm waits', async () => {
  const api = client(facet.url);
  const received = () =>
    facet
      .logged('incoming request')
      .filter((line) => (line.req as { url: string }).url === '/api/Relation/EmailLogin').length;
  // Fifty logins from slow phones: each body arrives in two halves, three seconds apart, so all
  // fifty are still being received when the delay is over.
  const inFlight = Array.from({ length: 50 }, () => slowLogin(facet.url, 3_000));
  await waitFor('the server to receive all fifty', () => received() === 50);
  const signalled = Date.now();
  facet.child.kill('SIGTERM');

  // Leaving: readiness says so at once; whatever the balancer still sends is served.
  await waitFor('the server to start leaving', () => facet.logged('leaving').length === 1);
  const ready = await api.get<{ Status: string }>('/api/health/ready');
  expect(ready.status).toBe(503);
  expect(ready.body.Data.Status).toBe('draining');
  const late = await Promise.all(
    Array.from({ length: 10 }, () => api.login('demo@facet.local', 'Demo1234')),
  );
  expect(late.map((answer) => answer.status)).toEqual(Array(10).fill(200));

  // Draining: the fifty are answered, each closing its connection.
  await waitFor('the delay to end', () => facet.logged('draining').length === 1);
  const answers = await Promise.all(inFlight);
  expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
  expect(answers.every((a) => a.body.Success)).toBe(true);

  const exit = await facet.exited;
  expect(exit.code).toBe(0);
  // npm left only after the server had drained and stopped.
  const [stopped] = facet.logged('stopped');
  expect(stopped).toBeDefined();
  expect(exit.at).toBeGreaterThanOrEqual(stopped!.time as number);
  expect(exit.at - signalled).toBeGreaterThanOrEqual(2_000);
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
