import { describe, expect, test } from 'vitest';
import {
  dependency,
  DependencyUnavailable,
  describeError,
  isConnectionError,
  isStatementTimeout,
  unavailableDependency,
} from './health';

describe('which errors mean "the database cannot be reached"', () => {
  test.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a terminated backend', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a connection exception class', Object.assign(new Error('x'), { code: '08006' })],
    ['too many connections', Object.assign(new Error('x'), { code: '53300' })],
    ['pg’s own words', new Error('Connection terminated unexpectedly')],
    ['a pool that timed out', new Error('timeout exceeded when trying to connect')],
    ['wrapped by drizzle', new Error('Failed query', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) })], // prettier-ignore
  ])('%s is', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
    expect(unavailableDependency(error)).toBe('database');
  });

  test.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a number out of range', Object.assign(new Error('out of range'), { code: '22003' })],
    ['a bug', new TypeError('x is undefined')],
  ])('%s is not', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
    expect(unavailableDependency(error)).toBeNull();
  });

  test('Redis says which dependency it is', () => {
    expect(unavailableDependency(new DependencyUnavailable('redis'))).toBe('redis');
  });
});

describe('a dependency’s state', () => {
  const logged = () => {
    const lines: string[] = [];
    const log = {
      warn: (_: object, message: string) => lines.push(message),
      info: (_: object, message: string) => lines.push(message),
    };
    return { lines, log };
  };

  test('is told once when it goes and once when it comes back, however often reported', () => {
    const { lines, log } = logged();
    const redis = dependency('redis', log);
    const changes: boolean[] = [];
    redis.onChange((up) => changes.push(up));
    for (let i = 0; i < 5; i++) redis.report('publisher', false, new Error('ECONNREFUSED'));
    redis.report('subscriber', false);
    expect(redis.isUp()).toBe(false);
    redis.report('publisher', true);
    // Still down: the subscriber has not reconnected yet.
    expect(redis.isUp()).toBe(false);
    redis.report('subscriber', true);
    expect(redis.isUp()).toBe(true);
    expect(lines).toEqual(['redis is unavailable', 'redis is back']);
    expect(changes).toEqual([false, true]);
  });

  test('never logs a password that sits in a connection URL', () => {
    const error = new Error('connect to postgres://facet:hunter2@db.internal:5432/facet failed');
    expect(JSON.stringify(describeError(error))).not.toContain('hunter2');
  });
});

describe('a statement PostgreSQL cancelled for running too long', () => {
  test('is busy, not gone: known by its code, wrapped or not', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }); // prettier-ignore
    expect(isStatementTimeout(cancelled)).toBe(true);
    expect(isStatementTimeout(new Error('Failed query', { cause: cancelled }))).toBe(true);
    expect(isConnectionError(cancelled)).toBe(false);
    expect(isStatementTimeout(new Error('syntax error'))).toBe(false);
  });
});
