import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export type DecodedPicture = { width: number; height: number; data: Buffer };

/** HEIC pictures decoded at once in one process; the rest wait their turn. */
const CONCURRENCY = 1;
/** A decode that takes longer is stopped: no phone picture within the pixel limit needs it. */
const DECODE_TIMEOUT_MS = 20_000;

const heicDecodePath = createRequire(import.meta.url).resolve('heic-decode');

// Plain CommonJS, so it runs the same from the TypeScript sources and the server's bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.heicDecode);
decode({ buffer: workerData.input }).then(
  ({ width, height, data }) => parentPort.postMessage({ width, height, data }, [data.buffer]),
  () => parentPort.postMessage({ failed: true }),
);
`;

type WorkerAnswer = { failed: true } | { width: number; height: number; data: Uint8ClampedArray };

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Decodes a HEIC picture to RGBA pixels in a worker thread of its own, so libheif's
 * WebAssembly never holds the event loop; the worker is ended after each picture, which hands
 * its WebAssembly memory back. Resolves `undefined` when the file cannot be decoded in time.
 * The caller checks the declared size first (heif-size.ts): that bounds the memory a decode uses.
 */
export function decodeHeicOffThread(input: Buffer): Promise<DecodedPicture | undefined> {
  return turn(
    () =>
      new Promise((resolve) => {
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { heicDecode: heicDecodePath, input },
          resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
        });
        const finish = (picture: DecodedPicture | undefined) => {
          clearTimeout(timer);
          void worker.terminate();
          resolve(picture);
        };
        const timer = setTimeout(() => finish(undefined), DECODE_TIMEOUT_MS);
        worker.once('message', (answer: WorkerAnswer) =>
          finish(
            'failed' in answer
              ? undefined
              : {
                  width: answer.width,
                  height: answer.height,
                  data: Buffer.from(
                    answer.data.buffer,
                    answer.data.byteOffset,
                    answer.data.byteLength,
                  ),
                },
          ),
        );
        worker.once('error', () => finish(undefined));
        worker.once('exit', () => finish(undefined));
      }),
  );
}
