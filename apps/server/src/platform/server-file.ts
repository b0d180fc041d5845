import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/server.json`: which process serves this data directory and where. Tools that must
 * not open an embedded database while a server holds it (backup, restore) read it.
 */
export type ServerFile = { pid: number; port: number; host: string };

const fileOf = (dataDir: string) => path.join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, server: ServerFile) {
  writeFileSync(fileOf(dataDir), JSON.stringify(server) + '\n');
}

export function removeServerFile(dataDir: string) {
  rmSync(fileOf(dataDir), { force: true });
}

/** The server running on `dataDir`, or null: no file, or its process is gone (a kill -9). */
export function liveServer(dataDir: string): ServerFile | null {
  let server: ServerFile;
  try {
    server = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as ServerFile;
  } catch {
    return null;
  }
  try {
    process.kill(server.pid, 0);
    return server;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? server : null;
  }
}
