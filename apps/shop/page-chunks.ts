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
};

const fileOf = (id: string) => id.replaceAll('\\', '/').split('/').at(-1)!.split('?')[0]!;
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

export function pageChunks(options: Options): CodeSplittingNameFunction {
  const { pages, keepApart, shared, alwaysShared } = options;
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
    if (alwaysShared?.(moduleId)) return shared;
    /** The pages and entries that import the module, statically at any depth. */
    const reachers = new Set<string>();
    const seen = new Set([moduleId]);
    const queue = [moduleId];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const info = context.getModuleInfo(id);
      if (!info) continue;
      if (info.isEntry) reachers.add('<entry>');
      if (isPage(id)) reachers.add(fileOf(id));
      for (const importer of info.importers) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        if (!isBarrelModule(importer)) queue.push(importer);
      }
    }
    if (reachers.has('<entry>') || keepApart.some((page) => reachers.has(page))) return null;
    const gathered = pages.filter((page) => reachers.has(page));
    if (gathered.length === 0) return null;
    return gathered.length === 1 ? gathered[0]!.replace(/\.tsx$/, '') : shared;
  };
}
