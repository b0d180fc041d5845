import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { serverRoot } from '../platform/paths';
import { TEST_SECRET } from './harness';

const repoRoot = path.resolve(serverRoot, '../..');
const adminUrl = process.env.DATABASE_URL;

/**
 * Runs `facet backup` / `facet restore` (what `npm run backup` / `restore` call) as the operator would: a process of its own, with
 * only the settings it is given (never the test run's own DATABASE_URL). Asynchronous: the
 * server it may ask for a snapshot lives in this very process.
 */
export function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src/main.ts'), script, ...args],
    { cwd: repoRoot, env: { ...inherited, ...env } },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => {
      // Whatever happens, nothing secret is ever printed.
      for (const secret of [TEST_SECRET, 'hunter2']) expect(out + err).not.toContain(secret);
      resolve({ code, out, err });
    }),
  );
}

/** A new empty PostgreSQL database on the test server, and how to drop it. */
export async function emptyPostgres() {
  const name = `facet_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
