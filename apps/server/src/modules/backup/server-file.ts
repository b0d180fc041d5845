import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/server.json`: which process serves the embedded database in this data directory,
 * and where. Tools that must not open a data directory a server holds (backup, restore) read it.
 */
export type ServerFile = { pid: number; port: number; host: string };

const fileOf = (dataDir: string) => path.join(dataDir, 'server.json');

function readServerFile(dataDir: string): ServerFile | null {
  try {
    const server = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as Partial<ServerFile>;
    return Number.isInteger(server.pid) && Number.isInteger(server.port)
      ? { pid: server.pid!, port: server.port!, host: server.host ?? '127.0.0.1' }
      : null;
  } catch {
    return null;
  }
}

/** Written aside and renamed, so a reader never finds half a file. */
export function writeServerFile(dataDir: string, server: ServerFile) {
  const partial = `${fileOf(dataDir)}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(server) + '\n');
  renameSync(partial, fileOf(dataDir));
}

/** Removes the file if this process wrote it: never another server's. */
export function removeServerFile(dataDir: string) {
  if (readServerFile(dataDir)?.pid === process.pid) rmSync(fileOf(dataDir), { force: true });
}

/** The server running on `dataDir`, or null: no file, or its process is gone (a kill -9). */
export function liveServer(dataDir: string): ServerFile | null {
  const server = readServerFile(dataDir);
  if (!server) return null;
  try {
    process.kill(server.pid, 0);
    return server;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? server : null;
  }
}
