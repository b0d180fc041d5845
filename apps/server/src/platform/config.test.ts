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
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      shutdownTimeoutSeconds: 25,
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
    });
  });

  test('demo data is off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/facet' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/facet', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
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
    ['RATE_LOGIN_MAX_FAILURES', '0'],
    ['MAP_TILE_URL', 'https://tile.example.org/{z}/{x}.png'],
    ['MAP_TILE_URL', 'ftp://tile.example.org/{z}/{x}/{y}.png'],
  ])('a bad %s stops the start with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid ${name}: [^\\n]+$`),
    );
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
