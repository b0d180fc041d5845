/**
 * The `facet` command: `node apps/server/dist/main.js [command]` (the image's entry point; the
 * root package.json's scripts call it too). Each command loads only what it needs.
 */
import { ConfigError } from './platform/config';
import { DataDirLocked } from './platform/data-dir-lock';

const USAGE = `usage: facet [command]
  serve                 the API, the web apps and the sweeps, as ROLE says (the default)
  worker                the background sweeps alone (holds, alerts, unreferenced uploads)
  migrate               apply the database migrations, then exit
  backup [--out DIR]    database and uploads into a new directory
  restore DIR [--force] a backup back in (the server stopped)
  seed --stones N [--seed S] [--settings M] [--replace]
                        a deterministic stock for trials and benchmarks
  storage migrate [--from DIR]
                        copy the uploads on disk into the S3_BUCKET bucket
`;

const commands: Record<string, (args: string[]) => Promise<unknown>> = {
  serve: async () => (await import('./cli/serve')).serve('from-config'),
  worker: async () => (await import('./cli/serve')).serve('worker'),
  migrate: async () => (await import('./cli/migrate')).migrate(),
  backup: async (args) => (await import('./cli/backup')).backup(args),
  restore: async (args) => (await import('./cli/restore')).restore(args),
  seed: async (args) => (await import('./cli/seed')).seed(args),
  storage: async ([verb, ...args]) => {
    if (verb !== 'migrate') {
      process.stderr.write(USAGE);
      return 2;
    }
    return (await import('./cli/storage-migrate')).storageMigrate(args);
  },
};

const [name = 'serve', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  process.stderr.write(name === 'help' || name === '--help' ? USAGE : `facet: unknown command "${name}"\n${USAGE}`); // prettier-ignore
  process.exit(name === 'help' || name === '--help' ? 0 : 2);
}

command(args).then(
  (code) => {
    // A server keeps running; a one-off command leaves with its status.
    if (typeof code === 'number') process.exit(code);
  },
  (error: unknown) => {
    // A bad setting or a folder another process holds: one line that says which.
    const known = error instanceof ConfigError || error instanceof DataDirLocked;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(known ? `facet: ${message}\n` : `facet: failed to start: ${message}\n`);
    process.exit(1);
  },
);
