import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  graphOf,
  importGraph,
  importsUnder,
  LINES_MAX,
  longFiles,
  loopsOf,
} from '../../../scripts/import-graph';

/**
 * The contract's folders (docs/architecture.md, "Where code goes"): one per capability, named
 * as the server's modules are, each with an `index.ts` that the package's entry re-exports.
 */
const source = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');

describe('the contract’s architecture', () => {
  const { files, imports } = importsUnder(source);

  test('no file imports itself round a loop (types count)', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(imports.length).toBeGreaterThan(100);
    expect(loopsOf(importGraph(imports))).toEqual([]);
  });

  test('every capability folder has an index.ts', () => {
    const folders = readdirSync(source).filter((name) =>
      statSync(path.join(source, name)).isDirectory(),
    );
    expect(folders.length).toBeGreaterThan(15);
    expect(folders.filter((folder) => !files.includes(`${folder}/index.ts`))).toEqual([]);
  });

  test(`no file is over ${LINES_MAX} lines`, () => {
    expect(longFiles(source)).toEqual([]);
  });
});

describe('the import graph’s loop finder, which every part’s architecture test uses', () => {
  test('finds a loop and leaves out what only leads into it', () => {
    const graph = graphOf([
      ['a.ts', 'b.ts'],
      ['b.ts', 'c.ts'],
      ['c.ts', 'a.ts'],
      ['d.ts', 'a.ts'],
    ]);
    expect(loopsOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  test('finds two loops apart, and none in a chain', () => {
    const graph = graphOf([
      ['a.ts', 'b.ts'],
      ['b.ts', 'a.ts'],
      ['c.ts', 'd.ts'],
      ['d.ts', 'c.ts'],
      ['e.ts', 'f.ts'],
    ]);
    expect(loopsOf(graph)).toEqual([
      ['a.ts', 'b.ts'],
      ['c.ts', 'd.ts'],
    ]);
    expect(loopsOf(graphOf([['e.ts', 'f.ts']]))).toEqual([]);
  });

  test('a lazy import closes no loop among what loads eagerly', () => {
    const imports = [
      { from: 'a.ts', to: 'b.ts', lazy: false },
      { from: 'b.ts', to: 'a.ts', lazy: true },
    ];
    expect(loopsOf(importGraph(imports))).toEqual([['a.ts', 'b.ts']]);
    expect(loopsOf(importGraph(imports, { eager: true }))).toEqual([]);
  });
});
