import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { serverRoot } from './paths';

const source = path.join(serverRoot, 'src');

/** Every server file's relative imports (type imports too: a loop of types is still a loop). */
function importGraph() {
  const graph = new Map<string, string[]>();
  const files = readdirSync(source, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts'));
  for (const file of files) {
    const text = readFileSync(path.join(source, file), 'utf8');
    const targets = [...text.matchAll(/from '(\.[^']+)'/g)].flatMap(([, spec]) => {
      const target = path.normalize(path.join(path.dirname(file), spec!));
      return [`${target}.ts`, path.join(target, 'index.ts')].filter((candidate) =>
        existsSync(path.join(source, candidate)),
      );
    });
    graph.set(path.normalize(file), targets);
  }
  return graph;
}

/** Groups of files that import each other round in a loop (Tarjan's strongly connected parts). */
function importLoops(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    order.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, order.get(next)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const loop: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      loop.push(member);
    } while (member !== file);
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return loops;
}

test('no file of the server imports itself round a loop', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(50);
  expect(importLoops(graph)).toEqual([]);
});

test('the loop finder finds a loop', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ]);
  expect(importLoops(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
});

/** The server's own files, without tests (API, service, unit and chaos), as paths under `src/`. */
const sourceFiles = () =>
  readdirSync(source, { recursive: true })
    .map(String)
    .filter((file) => /(?<!\.test|\.chaos)\.ts$/.test(file));

/** A file that passes this many lines is asking to be split (docs/architecture.md). */
const LINES_MAX = 400;

test(`no file of the server, tests aside, is over ${LINES_MAX} lines`, () => {
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(50);
  const long = files
    .map((file) => ({
      file,
      lines: readFileSync(path.join(source, file), 'utf8').split('\n').length - 1,
    }))
    .filter(({ lines }) => lines > LINES_MAX);
  expect(long).toEqual([]);
});

test('route options every module shares are defined once, in platform/route-options.ts', () => {
  const redefined = sourceFiles().filter(
    (file) =>
      file.startsWith(`modules${path.sep}`) &&
      /'5xx': ErrorEnvelope|\[\{ bearer: \[\] \}\]/.test(
        readFileSync(path.join(source, file), 'utf8'),
      ),
  );
  expect(redefined).toEqual([]);
});

test('only inventory writes stock: no other module inserts, updates or deletes the stock tables', () => {
  const writes =
    /\.(insert|update|delete)\((goods|ringSettings|listPrices)\)|\b(update|insert into|delete from) (goods|ring_settings|list_prices)\b/i;
  const writers = sourceFiles()
    .filter((file) => file.startsWith(`modules${path.sep}`))
    .filter((file) => writes.test(readFileSync(path.join(source, file), 'utf8')))
    .map((file) => path.dirname(file).split(path.sep)[1]);
  expect(new Set(writers)).toEqual(new Set(['inventory']));
});
