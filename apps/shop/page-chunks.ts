/**
 * Chunk names for the modules of the pages a buyer most often opens first behind a sign-in (the
 * catalogue's query page, result list and stone): each page's code in one file instead of the
 * dozen small ones the bundler would cut where other pages share a module (an icon, a stepper,
 * a hook). Every file costs a phone its headers (about half a kilobyte), a round trip among
 * HTTP/1.1's six connections and a slice of main thread; the price is that a later page which
 * shares a module with one of these loads that page's file too.
 *
 * A module goes to `<page>` when, of the gathered pages, only that one imports it (statically,
 * at any depth), and to `shared` when two or more do (or `alwaysShared` says so). Modules that
 * an entry imports statically, or that a page kept apart imports (login, home, the tabs, the
 * storefront's), keep the bundler's splitting: those pages must not download a catalogue
 * page's code.
 */
import type { CodeSplittingNameFunction } from 'rolldown';

type Options = {
  /** Pages to gather, by their module's file name: `'product-details.page.tsx'`. */
  pages: readonly string[];
  /** Pages that are also first pages and must stay lean: `'home.page.tsx'`. */
  keepApart: readonly string[];
  /** The name of the file of what several gathered pages share. */
  shared: string;
  /** Modules for the shared file whoever else imports them (no schemas in them, say). */
  alwaysShared?: (moduleId: string) => boolean;
  /**
   * Modules for a file of their own whoever imports them (its name, or undefined): what only some
   * of the gathered pages show (a list row's heart and comparison buttons), which a page that
   * shares the `shared` file but not those rows must not download.
   */
  setApart?: (moduleId: string) => string | undefined;
  /**
   * Indexes of re-exports the walk looks through name by name (a feature's `index.ts`): whoever
   * imports from one a name it re-exports from a module imports that module. Any other index of
   * re-exports stops the walk, as below.
   */
  seeThrough?: (moduleId: string) => boolean;
  /**
   * Whether a module something loads lazily, other than a gathered page (the chat's connection,
   * which the shell opens with a session; a dialog fetched on a tap), counts as a page kept
   * apart: what it imports must not land in a gathered page's file, which would then come with
   * it wherever it is loaded.
   */
  lazyApart?: boolean;
};

const pathOf = (id: string) => id.replaceAll('\\', '/').split('?')[0]!;
const fileOf = (id: string) => pathOf(id).split('/').at(-1)!;
const isPage = (id: string) => /\.page\.tsx$/.test(fileOf(id));

/**
 * A module of re-exports only (`export * from './goods'`): everything that imports it is not
 * thereby an importer of each module behind it (the bundle keeps only what is used), so the
 * walk does not go through it. The shop imports antd-mobile's components by their own modules
 * (`componentImports` in vite-plugins.ts) for this reason.
 */
const isBarrel = (code: string | null) =>
  code !== null &&
  code
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
    .every((statement) => /^(export\s*(\*|\{[^}]*\})\s*from|import)\s*['"]/.test(statement));

/** Whether `specifier`, written in module `from`, names module `to` (relative specifiers only). */
function names(from: string, specifier: string, to: string) {
  if (!specifier.startsWith('.')) return false;
  const parts: string[] = [];
  for (const part of `${pathOf(from).split('/').slice(0, -1).join('/')}/${specifier}`.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  const target = pathOf(to);
  return ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'].some(
    (ending) => `${base}${ending}` === target,
  );
}

/** The names in `{ a, b as c, type D }`: each pair as [name inside, name outside]. */
const bindings = (list: string) =>
  list
    .split(',')
    .map((binding) => binding.trim())
    .filter((binding) => binding && !binding.startsWith('type '))
    .map((binding) => {
      const [inside, outside = inside] = binding.split(/\s+as\s+/);
      return [inside!, outside!] as const;
    });

/**
 * The names an index of re-exports (`code`, module `index`) takes from module `from`: '*' when
 * it re-exports all of them.
 */
function reExportedFrom(index: string, code: string, from: string): Set<string> {
  const found = new Set<string>();
  for (const [, list, star, specifier] of code.matchAll(
    /\bexport\s*(?:\{([^}]*)\}|(\*(?:\s*as\s+[\w$]+)?))\s*from\s*["']([^"']+)["']/g,
  )) {
    if (!names(index, specifier!, from)) continue;
    if (star) found.add(star.includes(' as ') ? star.split(/\s+as\s+/)[1]! : '*');
    else for (const [, outside] of bindings(list!)) found.add(outside);
  }
  return found;
}

/** Whether module `user` (`code`) imports from `index` one of `wanted` ('*': any name). */
function importsAnyOf(user: string, code: string, index: string, wanted: Set<string>) {
  for (const [, clause, specifier] of code.matchAll(
    /\b(?:import|export)\s*([^"';]*?)\s*from\s*["']([^"']+)["']/g,
  )) {
    if (!names(user, specifier!, index)) continue;
    if (wanted.has('*') || /\*/.test(clause!)) return true;
    const list = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
    const imported = bindings(list).map(([inside]) => inside);
    const defaultImport = clause!
      .replace(/\{[^}]*\}/, '')
      .replace(',', '')
      .trim();
    if (defaultImport && !defaultImport.startsWith('type ')) imported.push('default');
    if (imported.some((name) => wanted.has(name))) return true;
  }
  return false;
}

export function pageChunks(options: Options): CodeSplittingNameFunction {
  const {
    pages,
    keepApart,
    shared,
    alwaysShared,
    setApart,
    seeThrough,
    lazyApart = false,
  } = options;
  /** Whether each module seen is an index of re-exports: read once, not on every walk. */
  const barrels = new Map<string, boolean>();
  return (moduleId, context) => {
    const isBarrelModule = (id: string) => {
      let known = barrels.get(id);
      if (known === undefined) {
        known = isBarrel(context.getModuleInfo(id)?.code ?? null);
        barrels.set(id, known);
      }
      return known;
    };
    /** The modules that import, through the index `index`, a name it takes from `from`. */
    const usersThrough = (index: string, from: string) => {
      const indexInfo = context.getModuleInfo(index);
      let wanted = reExportedFrom(index, indexInfo?.code ?? '', from);
      if (wanted.has('*')) wanted = new Set(context.getModuleInfo(from)?.exports ?? ['*']);
      return (indexInfo?.importers ?? []).filter((user) =>
        importsAnyOf(user, context.getModuleInfo(user)?.code ?? '', index, wanted),
      );
    };
    if (alwaysShared?.(moduleId)) return shared;
    const apart = setApart?.(moduleId);
    if (apart) return apart;
    /** The pages and entries that import the module, statically at any depth. */
    const reachers = new Set<string>();
    const seen = new Set([moduleId]);
    const queue = [moduleId];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const info = context.getModuleInfo(id);
      if (!info) continue;
      if (info.isEntry) reachers.add('<entry>');
      if (isPage(id)) reachers.add(fileOf(id));
      else if (lazyApart && info.dynamicImporters.length > 0) reachers.add('<lazy>');
      for (const importer of info.importers) {
        if (seen.has(importer)) continue;
        if (!isBarrelModule(importer)) {
          seen.add(importer);
          queue.push(importer);
        } else if (seeThrough?.(importer)) {
          // Not marked seen: another module behind the same index has other names.
          for (const user of usersThrough(importer, id)) {
            if (seen.has(user)) continue;
            seen.add(user);
            queue.push(user);
          }
        }
      }
    }
    if (reachers.has('<entry>') || reachers.has('<lazy>')) return null;
    if (keepApart.some((page) => reachers.has(page))) return null;
    const gathered = pages.filter((page) => reachers.has(page));
    if (gathered.length === 0) return null;
    return gathered.length === 1 ? gathered[0]!.replace(/\.tsx$/, '') : shared;
  };
}
