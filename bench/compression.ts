// What compressing API answers costs and saves: the same 50-stone result page asked for with no
// compression, gzip and Brotli (quality 4, as the server sends it), one connection then 16, on
// the built server with demo stock (PGlite). Run after `npm run build`:
//   npm run bench:compression [-- --seconds 10]
// Writes bench/results/compression.json and compression.md.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { root, startServer } from './server';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const SECONDS = Number(args.seconds);

const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-compression-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 8096);
const body = JSON.stringify({ PageSize: 50 });
const headers = (encoding: string | null) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${server.token}`,
  ...(encoding ? { 'accept-encoding': encoding } : {}),
});

type Row = {
  encoding: string;
  connections: number;
  bytesPerAnswer: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  serverCpuMsPerAnswer: number;
};
const rows: Row[] = [];
let plain: Buffer = Buffer.alloc(0);
try {
  for (const encoding of [null, 'gzip', 'br']) {
    const answer = await wireBody(`${server.base}/api/Diamonds/DiamandsQuery`, headers(encoding));
    const wire = answer.length;
    if (!encoding) plain = answer;
    for (const connections of [1, 16]) {
      const before = await cpuOf(server.pid);
      const result = await autocannon({
        url: `${server.base}/api/Diamonds/DiamandsQuery`,
        method: 'POST',
        headers: headers(encoding),
        body,
        connections,
        duration: SECONDS,
      });
      const cpuMs = (await cpuOf(server.pid)) - before;
      const row: Row = {
        encoding: encoding ?? 'none',
        connections,
        bytesPerAnswer: wire,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        serverCpuMsPerAnswer: Number((cpuMs / result.requests.total).toFixed(2)),
      };
      rows.push(row);
      console.log(row);
    }
  }
} finally {
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Milliseconds one compression of the answer takes on this machine, averaged over 200. */
function compressMs(compress: () => Buffer) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < 200; i++) compress();
  return Number(process.hrtime.bigint() - start) / 1e6 / 200;
}

/** The body's length exactly as it came over the wire (fetch would decode it). */
function wireBody(url: string, requestHeaders: Record<string, string>) {
  return new Promise<Buffer>((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers: requestHeaders }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve(Buffer.concat(chunks)));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The server process's CPU time so far (user + system), in ms, from /proc. */
async function cpuOf(pid: number) {
  const { readFile } = await import('node:fs/promises');
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

const alone = {
  br4Ms: Number(
    compressMs(() =>
      brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    ).toFixed(3),
  ),
  gzip6Ms: Number(compressMs(() => gzipSync(plain)).toFixed(3)),
};
console.log('compression alone', alone);

const out = path.join(root, 'bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'compression.json'),
  JSON.stringify(
    { measuredAt: new Date().toISOString(), seconds: SECONDS, rows, compressionAlone: alone },
    null,
    2,
  ) + '\n',
);
writeFileSync(
  path.join(out, 'compression.md'),
  [
    '# Compression of API answers',
    '',
    `One 50-stone \`DiamandsQuery\` page, ${SECONDS} s per line with autocannon against the built server (PGlite, demo stock). Server CPU is the process's user + system time over the run divided by the answers. Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:compression\`.`,
    '',
    '| Encoding | Connections | Bytes per answer | Answers/s | p50 ms | p99 ms | Server CPU ms per answer |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.encoding} | ${r.connections} | ${r.bytesPerAnswer} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.serverCpuMsPerAnswer} |`,
    ),
    '',
    `Compressing one answer of ${plain.length} bytes, alone: Brotli 4 ${alone.br4Ms} ms, gzip 6 ${alone.gzip6Ms} ms.`,
    '',
  ].join('\n'),
);
