import { request } from 'node:http';
import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { startTestServer } from '../test/harness';

/** A login whose body arrives in two halves, `pauseMs` apart: surely in flight meanwhile. */
function slowLogin(baseUrl: string, body: string, pauseMs: number) {
  return new Promise<number>((resolve, reject) => {
    const call = request(`${baseUrl}/api/Relation/EmailLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    call.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', reject);
    call.write(body.slice(0, 5));
    setTimeout(() => call.end(body.slice(5)), pauseMs);
  });
}

test('closing the server lets in-flight requests finish and refuses new ones', async () => {
  let received = 0;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      const line = String(chunk);
      if (line.includes('"url":"/api/Relation/EmailLogin"') && line.includes('incoming request')) {
        received += 1;
      }
      done();
    },
  });
  const server = await startTestServer({ logStream });
  const user = await server.newUser();
  received = 0;
  const body = JSON.stringify({ Email: user.email, Password: user.password });
  const inFlight = Array.from({ length: 5 }, () => slowLogin(server.baseUrl, body, 300));
  // Received (headers read) but not complete: their bodies are still on the way.
  while (received < 5) await new Promise((resolve) => setTimeout(resolve, 5));
  const closing = server.app.close();
  expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200]);
  await closing;
  await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  await server.close();
});
