import type { Plan, ScanEnvironment } from './plan';

// The scan: a plan's tests over the goods' columns, as code compiled once per kind of filter.

export type Scanner = {
  count: (
    env: ScanEnvironment,
    slots: Int32Array,
    from: number,
    to: number,
    color: Int32Array,
    clarity: Int32Array,
    shape: Int32Array,
    kept: Int32Array,
    total: number,
  ) => number;
  matcher: (env: ScanEnvironment) => (slot: number) => boolean;
};

const scanners = new Map<string, Scanner>();

/**
 * The scan for one kind of filter, as code: each test inlined, the values it admits read
 * from the environment. Only the kind (which tests, which flag bits) shapes the code — no value
 * from a request is ever part of it — so there are few kinds, each compiled once and kept hot.
 */
export function scanner(plan: Plan): Scanner {
  const key = [
    plan.words.length,
    plan.ranges.length,
    plan.flags.map((f) => `${f.bit}${f.wanted ? 1 : 0}`).join(''),
    plan.color ? 'c' : '',
    plan.clarity ? 'k' : '',
    plan.shape ? 's' : '',
  ].join('|');
  let found = scanners.get(key);
  if (found) return found;

  const prologue = [
    'const live = e.live, flags = e.flags, cr = e.cr, kr = e.kr, sh = e.sh, cm = e.cm, km = e.km, sm = e.sm;',
    ...plan.words.map((_, k) => `const wc${k} = e.wc[${k}], wm${k} = e.wm[${k}];`),
    ...plan.ranges.map(
      (_, k) => `const rc${k} = e.rc[${k}], lo${k} = e.lo[${k}], hi${k} = e.hi[${k}];`,
    ),
  ].join('\n');
  const others = (fail: string) =>
    [
      ...plan.words.map((_, k) => `if (wm${k}[wc${k}[s]] !== 1) ${fail}`),
      ...plan.ranges.map(
        (_, k) => `{ const v = rc${k}[s]; if (!(v >= lo${k} && v <= hi${k})) ${fail} }`,
      ),
      ...plan.flags.map((f) => `if (((flags[s] & ${f.bit}) !== 0) !== ${f.wanted}) ${fail}`),
    ].join('\n');
  const inColor = plan.color ? 'cm[cr[s]] === 1' : 'true';
  const inClarity = plan.clarity ? 'km[kr[s]] === 1' : 'true';
  const inShape = plan.shape ? 'sm[sh[s]] === 1' : 'true';

  const count = new Function(
    'e',
    'slots',
    'from',
    'to',
    'color',
    'clarity',
    'shape',
    'kept',
    'total',
    `${prologue}
    const limit = kept.length;
    for (let i = from; i < to; i++) {
      const s = slots[i];
      if (live[s] !== 1) continue;
      ${others('continue;')}
      const c = cr[s], k = kr[s];
      const inColor = ${inColor}, inClarity = ${inClarity}, inShape = ${inShape};
      if (inClarity && inShape) color[c] += 1;
      if (inColor && inShape) clarity[k] += 1;
      if (inColor && inClarity) {
        shape[sh[s]] += 1;
        if (inShape) {
          if (total < limit) kept[total] = s;
          total++;
        }
      }
    }
    return total;`,
  ) as Scanner['count'];
  const matcher = new Function(
    'e',
    `${prologue}
    return function matches(s) {
      if (live[s] !== 1) return false;
      ${others('return false;')}
      return ${inColor} && ${inClarity} && ${inShape};
    };`,
  ) as Scanner['matcher'];
  found = { count, matcher };
  scanners.set(key, found);
  return found;
}
