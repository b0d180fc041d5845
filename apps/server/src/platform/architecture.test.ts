import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  importGraph,
  importsUnder,
  LINES_MAX,
  longFiles,
  loopsOf,
} from '../../../../scripts/import-graph';
import { serverRoot } from './paths';

const source = path.join(serverRoot, 'src');

test('no file of the server imports itself round a loop', () => {
  const { files, imports } = importsUnder(source);
  expect(files.length).toBeGreaterThan(50);
  expect(imports.length).toBeGreaterThan(300);
  expect(loopsOf(importGraph(imports))).toEqual([]);
});

/** The server's own files, without tests (API, service, unit and chaos), as paths under `src/`. */
const sourceFiles = () =>
  readdirSync(source, { recursive: true })
    .map(String)
    .filter((file) => /(?<!\.test|\.chaos)\.ts$/.test(file));

test(`no file of the server, tests aside, is over ${LINES_MAX} lines`, () => {
  expect(sourceFiles().length).toBeGreaterThan(50);
  expect(longFiles(source)).toEqual([]);
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
