// Writes the table of every call in docs/api.md from the contract's call table and the
// summaries of docs/openapi.json: `npm run openapi` runs it after writing that document, and a
// contract test fails when the committed page is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@facet/contract';
import { format } from 'prettier';
import { CALLS, type CallName, type CallSpec } from '@facet/contract';

const root = path.resolve(import.meta.dirname, '..');
export const API_DOC = path.join(root, 'docs/api.md');
const OPENAPI = path.join(root, 'docs/openapi.json');
const START = '<!-- calls: written by scripts/api-doc.ts from packages/contract/src/calls.ts -->';
const END = '<!-- calls: end -->';

type OpenApi = { paths: Record<string, Record<string, { summary?: string }>> };

/** Each schema of the contract by the name it is exported under (the first in order of names). */
function schemaNames() {
  const names = new Map<unknown, string>();
  const exported = Object.entries(contract).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of exported) {
    if (value && typeof value === 'object' && !names.has(value)) names.set(value, name);
  }
  return names;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The generated part: one table per capability, in the order the call table lists them. */
export function callsSection(openapi: OpenApi): string {
  const names = schemaNames();
  const named = (schema: unknown) => (schema ? `\`${names.get(schema) ?? '?'}\`` : '—');
  const byCapability = new Map<string, [CallName, CallSpec][]>();
  for (const [name, spec] of Object.entries(CALLS) as [CallName, CallSpec][]) {
    byCapability.set(spec.capability, [...(byCapability.get(spec.capability) ?? []), [name, spec]]);
  }
  const lines: string[] = [START, ''];
  for (const [capability, calls] of byCapability) {
    lines.push(`### ${capability}`, '');
    lines.push('| call | takes | answers | what it does |', '| --- | --- | --- | --- |');
    for (const [name, spec] of calls) {
      const url = `/api/${name.replace('{product}', ':product(^[A-Za-z]+)')}`;
      const summary = openapi.paths[url.replace(':product(^[A-Za-z]+)', '{product}')]?.[spec.method.toLowerCase()]?.summary ?? ''; // prettier-ignore
      const takes =
        spec.kind === 'upload'
          ? `file${spec.query ? ` · query ${named(spec.query)}` : ''}`
          : spec.body
            ? named(spec.body)
            : spec.query
              ? `query ${named(spec.query)}`
              : '—';
      const answers = spec.kind === 'download' ? 'a file' : named(spec.data);
      const key = spec.scope ? ` · API key: \`${spec.scope}\`` : '';
      lines.push(`| \`${spec.method} ${name}\` | ${takes} | ${answers} | ${cell(summary)}${key} |`);
    }
    lines.push('');
  }
  lines.push(END);
  return lines.join('\n');
}

/** docs/api.md with its generated part written anew from the table, as Prettier lays it out. */
export async function apiDoc(current: string, openapi: OpenApi): Promise<string> {
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`docs/api.md has lost its markers (${START})`);
  const text = current.slice(0, from) + callsSection(openapi) + current.slice(to + END.length);
  return format(text, { parser: 'markdown', filepath: API_DOC });
}

export const readOpenApi = (): OpenApi => JSON.parse(readFileSync(OPENAPI, 'utf8')) as OpenApi;

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  writeFileSync(API_DOC, await apiDoc(readFileSync(API_DOC, 'utf8'), readOpenApi()));
  console.warn(`wrote ${path.relative(process.cwd(), API_DOC)}`);
}
