import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  test('a bad secret or connection URL is named but never echoed', () => {
    expect(() => loadConfig({ SECRET: 'hunter2' })).toThrowError(/^Invalid SECRET: [^"]+$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:pa55word@db/facet' })).not.toThrowError(
      /pa55word/,
    );
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      'Invalid PORT: must be a whole number from 0 to 65535 (got "abc")',
    );
  });

  test('every variable is optional, with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      seedDemo: 'first-start',
      logLevel: 'info',
      trustProxy: false,
      shutdownTimeoutSeconds: 25,
      drainDelaySeconds: 0,
      role: 'all',
      metrics: { token: undefined, port: undefined },
      tracing: { endpoint: undefined, serviceName: 'facet' },
      statementTimeoutMs: 20_000,
      slowQueryMs: 500,
    });
    expect(config.rateLimits).toEqual({
      codePerEmailSeconds: 60,
      codePerIpHour: 20,
      loginMaxFailures: 10,
      loginLockMinutes: 15,
      loginIpMaxFailures: 20,
      loginIpWindowMinutes: 15,
      storeEnquiryPerIpHour: 10,
      storeReadsPerIpMinute: 120,
      apiKeyPerMinute: 120,
    });
    expect(config.webhooks).toEqual({ allowPrivate: false });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhooks.allowPrivate).toBe(true);
  });

  test('demo data: on the embedded database’s first start, never on PostgreSQL unasked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/facet' }).seedDemo).toBe('never');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/facet', SEED_DEMO: 'true' }).seedDemo,
    ).toBe('always');
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe('never');
  });

  test('secrets may come from files; a file and a value both set stop the start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'facet-secrets-'));
    const file = path.join(dir, 'secret');
    writeFileSync(file, 'from-a-file-from-a-file-from-a-file\n');
    expect(loadConfig({ SECRET_FILE: file }).secret).toBe('from-a-file-from-a-file-from-a-file');
    writeFileSync(path.join(dir, 'url'), 'postgres://facet:pw@db:5432/facet');
    expect(loadConfig({ DATABASE_URL_FILE: path.join(dir, 'url') }).databaseUrl).toBe('postgres://facet:pw@db:5432/facet'); // prettier-ignore
    expect(() => loadConfig({ SECRET_FILE: file, SECRET: 'x'.repeat(32) })).toThrow('Invalid SECRET_FILE: SECRET is set too; use one of them'); // prettier-ignore
    expect(() => loadConfig({ SECRET_FILE: path.join(dir, 'missing') })).toThrow(/^Invalid SECRET_FILE: cannot read /); // prettier-ignore
  });

  test('two deployments never share a Redis prefix unless told to', () => {
    const a = loadConfig({ DATABASE_URL: 'postgres://u:p@db-a:5432/facet' }).redisPrefix;
    const b = loadConfig({ DATABASE_URL: 'postgres://u:p@db-b:5432/facet' }).redisPrefix;
    const again = loadConfig({ DATABASE_URL: 'postgres://other:pw@db-a:5432/facet' }).redisPrefix;
    expect(a).toMatch(/^facet:[0-9a-f]{12}:$/);
    expect(a).not.toBe(b);
    expect(again).toBe(a);
    expect(loadConfig({ REDIS_PREFIX: 'shop-eu:' }).redisPrefix).toBe('shop-eu:');
  });

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/facet'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'mail.example.com'],
    ['SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['WEBHOOK_ALLOW_PRIVATE', 'maybe'],
    ['RATE_LOGIN_MAX_FAILURES', '0'],
    ['MAP_TILE_URL', 'https://tile.example.org/{z}/{x}.png'],
    ['MAP_TILE_URL', 'ftp://tile.example.org/{z}/{x}/{y}.png'],
  ])('a bad %s stops the start with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid ${name}: [^\\n]+$`),
    );
  });
});

describe('PROCESSES', () => {
  const shared = { DATABASE_URL: 'postgres://db/facet', REDIS_URL: 'redis://cache' };

  test('one by default; a number, or auto for one per core, where PostgreSQL and Redis are shared', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ ...shared, PROCESSES: '3' }).processes).toBe(3);
    expect(loadConfig({ ...shared, PROCESSES: 'auto' }).processes).toBe(availableParallelism());
  });

  test.each([
    [
      { PROCESSES: '0' },
      'Invalid PROCESSES: must be auto or a whole number from 1 to 64 (got "0")',
    ],
    [{ PROCESSES: 'many' }, 'Invalid PROCESSES: must be auto or a whole number from 1 to 64 (got "many")'], // prettier-ignore
    [{ PROCESSES: '2', REDIS_URL: 'redis://cache' }, 'Invalid PROCESSES: more than one needs DATABASE_URL (the embedded database is one process’s)'], // prettier-ignore
    [{ PROCESSES: '2', DATABASE_URL: 'postgres://db/facet' }, 'Invalid PROCESSES: more than one needs REDIS_URL (the processes share rate limits and the chat through it)'], // prettier-ignore
    [{ ...shared, PROCESSES: '2', ROLE: 'worker' }, 'Invalid PROCESSES: ROLE=worker runs the sweeps in one process; use 1'], // prettier-ignore
  ])('%o stops the start, saying why', (env, message) => {
    expect(() => loadConfig(env)).toThrowError(message);
  });
});

describe('MAP_TILE_URL', () => {
  test('OpenStreetMap’s tiles by default, credited', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      tileSource: 'https://tile.openstreetmap.org',
    });
  });

  test.each([
    ['http://127.0.0.1:8099/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8099'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', 'https://*.tile.example.org'],
    ['https://maps-{s}.example.org:8443/{z}/{x}/{y}.png', 'https://*.example.org:8443'],
  ])('%s may be drawn from %s', (template, source) => {
    expect(loadConfig({ MAP_TILE_URL: template }).map.tileSource).toBe(source);
  });
});

describe('TRUST_PROXY', () => {
  test.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
  ])('%s is %o', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test('anything else stops the start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'the balancer' })).toThrowError(/^Invalid TRUST_PROXY/);
  });
});

describe('BUYER_APPROVAL', () => {
  test('off by default; order and browse accepted; anything else stops the start', () => {
    expect(loadConfig({}).buyerApproval).toBe('off');
    expect(loadConfig({ BUYER_APPROVAL: 'order' }).buyerApproval).toBe('order');
    expect(loadConfig({ BUYER_APPROVAL: 'browse' }).buyerApproval).toBe('browse');
    expect(() => loadConfig({ BUYER_APPROVAL: 'prices' })).toThrowError(
      'Invalid BUYER_APPROVAL: must be off, order or browse (got "prices")',
    );
  });
});
