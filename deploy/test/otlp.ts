/**
 * The smallest OTLP/HTTP trace receiver: it accepts `POST /v1/traces` (protobuf or JSON) on
 * the loopback interface and keeps what arrived. Protobuf keeps strings as UTF-8, so span and
 * attribute names can be looked for in the raw bodies without decoding them.
 */
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

export async function otlpReceiver() {
  const bodies: Buffer[] = [];
  const contentTypes = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        let body = Buffer.concat(chunks);
        if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        bodies.push(body);
        contentTypes.add(String(request.headers['content-type']));
        const json = String(request.headers['content-type']).includes('json');
        response.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' }); // prettier-ignore
        response.end(json ? '{}' : undefined);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    exports: () => bodies.length,
    contentTypes: () => [...contentTypes],
    /** Whether any export mentions `text` (a span name, an attribute, the service name). */
    mentions: (text: string) => bodies.some((body) => body.includes(text)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
