/** Commands the deployment test runs: the Docker CLI, Compose and the stand-in script. */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const deployDir = path.join(repoRoot, 'deploy');

/** The private daemon deploy/images.sh starts; never the machine's own Docker. */
export const dockerEnv = {
  ...process.env,
  DOCKER_HOST: process.env.FACET_DOCKER_HOST ?? 'unix:///run/facet-docker.sock',
  // The classic builder, as deploy/images.sh uses (a client without buildx refuses BuildKit).
  DOCKER_BUILDKIT: '0',
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function log(...parts: unknown[]) {
  const at = new Date().toISOString().slice(11, 19);
  process.stdout.write(`[deploy ${at}] ${parts.map(String).join(' ')}\n`);
}

export type Run = { code: number; stdout: string; stderr: string; ms: number };

/** Runs a command to its end; its output is kept (and echoed when `echo` is set). */
export function run(
  command: string,
  args: string[],
  { echo = false, env = dockerEnv, cwd = repoRoot, input }: { echo?: boolean; env?: NodeJS.ProcessEnv; cwd?: string; input?: string } = {}, // prettier-ignore
): Promise<Run> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code: code ?? 1, stdout, stderr, ms: Date.now() - start }),
    );
    child.stdin.end(input ?? '');
  });
}

/** Like `run`, but a non-zero exit is an error carrying the command's last words. */
export async function must(command: string, args: string[], options?: Parameters<typeof run>[2]) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const said = (result.stderr || result.stdout).trim().split('\n').slice(-15).join('\n');
    throw new Error(`${command} ${args.join(' ')} exited ${result.code}:\n${said}`);
  }
  return result;
}

export const docker = (args: string[], options?: Parameters<typeof run>[2]) =>
  must('docker', args, options);

/** `docker compose` (v2) when the plugin is there, else Debian's `docker-compose` (1.29). */
export function composeCommand(): string[] {
  const plugin = spawnSync('docker', ['compose', 'version'], { env: dockerEnv, stdio: 'ignore' });
  return plugin.status === 0 ? ['docker', 'compose'] : ['docker-compose'];
}
