/** The deployment test's figures and checks, written to bench/results/deploy.{json,md}. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './shell';

export type Check = {
  name: string;
  ok: boolean;
  detail: string;
  /** The server feature (docs/operations.md) this check relies on. */
  relies?: string;
};

export type Fault = {
  name: string;
  seconds: number;
  requests: number;
  failed: number;
  failedReads: number;
  failedWrites: number;
  statuses: Record<string, number>;
  proxyRetries: number;
  note: string;
};

export type Results = {
  at: string;
  machine: string;
  compose: string;
  image: {
    bytes: number;
    compressedBytes: number;
    baseBytes: number;
    coldBuildSeconds: number | null;
    sourceChangeBuildSeconds: number | null;
  };
  standInsSeconds: number;
  coldStart: { instance: string; secondsToReady: number }[];
  warmStart: { instance: string; stopSeconds: number; secondsToReady: number }[];
  faults: Fault[];
  checks: Check[];
  /** HAProxy taking an instance out or back, in seconds since the test began. */
  proxyEvents: { second: number; event: string }[];
  totalSeconds: number;
};

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;
const s = (seconds: number | null) => (seconds === null ? '—' : `${seconds.toFixed(1)} s`);

export function writeResults(results: Results) {
  const dir = path.join(repoRoot, 'bench/results');
  writeFileSync(path.join(dir, 'deploy.json'), JSON.stringify(results, null, 2) + '\n');
  const failedChecks = results.checks.filter((c) => !c.ok);
  const lines = [
    '# Deployment: the image, the compose stack behind HAProxy, faults under load',
    '',
    `\`npm run test:deploy\` on ${results.at.slice(0, 10)}, ${results.machine}; stand-in base images`,
    '(deploy/images.sh: Debian bookworm packages and Node from the npm registry under the official',
    `names), Compose: ${results.compose}. Whole run ${s(results.totalSeconds)}.`,
    '',
    '## The image',
    '',
    '| figure | value |',
    '| --- | --- |',
    `| size (uncompressed, \`docker image inspect\`) | ${mb(results.image.bytes)} |`,
    `| of which the \`node:24-bookworm-slim\` base | ${mb(results.image.baseBytes)} |`,
    `| compressed (\`docker save \\| gzip\`, about what a registry stores) | ${mb(results.image.compressedBytes)} |`,
    `| build, cold (no cache, every package downloaded) | ${s(results.image.coldBuildSeconds)} |`,
    `| build, after a source change (dependencies cached) | ${s(results.image.sourceChangeBuildSeconds)} |`,
    `| stand-in base images (deploy/images.sh) | ${s(results.standInsSeconds)} |`,
    '',
    '## Starting',
    '',
    '| instance | start to ready |',
    '| --- | --- |',
    ...results.coldStart.map(
      (c) => `| ${c.instance}, first start (migrations, demo stock of 3,000 stones) | ${s(c.secondsToReady)} |`, // prettier-ignore
    ),
    ...results.warmStart.map(
      (w) => `| ${w.instance}, restart (SIGTERM took ${s(w.stopSeconds)}) | ${s(w.secondsToReady)} |`, // prettier-ignore
    ),
    '',
    '## Faults under load',
    '',
    'Three readers and one buyer ordering, through the proxy, with a buyer and a clerk chatting.',
    'A failed request: no answer, or an answer other than the one expected (200; during the',
    "database's outage, 200 for the shop's files and the 503 envelope for API calls).",
    '',
    '| fault | window | requests | failed | failed reads | failed writes | proxy retries | note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.faults.map(
      (f) =>
        `| ${f.name} | ${s(f.seconds)} | ${f.requests} | ${f.failed} | ${f.failedReads} | ${f.failedWrites} | ${f.proxyRetries} | ${f.note} |`,
    ),
    '',
    '## What the proxy saw',
    '',
    'Instances taken out of and back into rotation by the readiness checks (seconds since the',
    'test began):',
    '',
    ...(results.proxyEvents.length
      ? results.proxyEvents.map((e) => `- ${e.second.toFixed(1)} s: ${e.event}`)
      : ['- none']),
    '',
    '## Checks',
    '',
    '| check | result | detail |',
    '| --- | --- | --- |',
    ...results.checks.map(
      (c) => `| ${c.name} | ${c.ok ? 'pass' : 'FAIL'} | ${c.detail.replaceAll('|', '\\|')} |`,
    ),
    '',
    failedChecks.length === 0 ? 'Every check passed.' : `${failedChecks.length} check(s) failed.`,
    '',
  ];
  writeFileSync(path.join(dir, 'deploy.md'), lines.join('\n'));
}
