import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of one source folder, for the architecture tests of every part (server,
 * shop, console, contract; docs/architecture.md, "The rules lint and tests enforce"): which file
 * imports which, by relative path, and the loops among them.
 */

/** One relative import: both ends as paths under the folder, with `/` between names. */
export interface Import {
  from: string;
  to: string;
  /** `import('…')`: loaded when needed, so it cannot close a loop while modules load. */
  lazy: boolean;
}

const CODE = /\.tsx?$/;
/** `from '…'` (types too: a loop of types is still a loop), `import '…'` and `import('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*)'(\.[^']*)'|\bimport\(\s*'(\.[^']*)'\s*\)/g;
const ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every file under `root`, as a path from there. */
export function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => statSync(path.join(root, file)).isFile());
}

/** Every code file under `root` (declarations aside) and every relative import they make. */
export function importsUnder(root: string): { files: string[]; imports: Import[] } {
  const all = filesUnder(root);
  const known = new Set(all);
  const files = all.filter((file) => CODE.test(file) && !file.endsWith('.d.ts'));
  const imports: Import[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, statically, lazily] of text.matchAll(SPECIFIER)) {
      const target = path.posix.join(path.posix.dirname(file), (statically ?? lazily)!);
      const to = ENDINGS.map((ending) => `${target}${ending}`).find((name) => known.has(name));
      if (to) imports.push({ from: file, to, lazy: lazily !== undefined });
    }
  }
  return { files, imports };
}

/** A graph of who needs whom, from edges. */
export function graphOf(edges: Iterable<readonly [string, string]>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [from, to] of edges) graph.set(from, [...(graph.get(from) ?? []), to]);
  return graph;
}

/** The graph of imports, lazy ones too unless `eager` (only what loads with its importer). */
export const importGraph = (imports: readonly Import[], { eager = false } = {}) =>
  graphOf(imports.filter(({ lazy }) => !(eager && lazy)).map(({ from, to }) => [from, to]));

/** Groups of nodes that reach each other round a loop (Tarjan's strongly connected parts). */
export function loopsOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    order.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const loop: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      loop.push(member);
    } while (member !== node);
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return loops;
}

/** A file that passes this many lines is asking to be split (docs/architecture.md). */
export const LINES_MAX = 400;

/** The code files under `root`, tests aside, that are longer than LINES_MAX. */
export function longFiles(root: string): { file: string; lines: number }[] {
  return filesUnder(root)
    .filter((file) => CODE.test(file) && !/\.(test|chaos)\.tsx?$/.test(file))
    .map((file) => ({
      file,
      lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1,
    }))
    .filter(({ lines }) => lines > LINES_MAX);
}
