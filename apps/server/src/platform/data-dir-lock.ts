import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded database: `DATA_DIR/facet.lock` holds the pid of the process that
 * opened it. Two processes on one folder would each write PGlite's files and corrupt them (a
 * split brain that looks healthy until it is not). A lock left by a process that died (kill -9,
 * a power cut) is taken over.
 */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the embedded database in ${dataDir} is in use by process ${pid}`);
    this.name = 'DataDirLocked';
  }
}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'facet.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock for this process, or throws `DataDirLocked`; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== null && holder !== process.pid && alive(holder)) {
        throw new DataDirLocked(dataDir, holder);
      }
      // Left behind by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLocked(dataDir, holderOf(file) ?? 0);
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
