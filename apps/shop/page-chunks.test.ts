import { describe, expect, it } from 'vitest';
import type { ModuleInfo } from 'rolldown';
import { pageChunks } from './page-chunks';

/** A module graph: each module with the modules that import it statically, and its code. */
function graph(
  modules: Record<
    string,
    {
      importers?: string[];
      dynamicImporters?: string[];
      code?: string;
      entry?: boolean;
      exports?: string[];
    }
  >,
) {
  return {
    getModuleInfo: (id: string) =>
      id in modules
        ? ({
            id,
            importers: modules[id]!.importers ?? [],
            dynamicImporters: modules[id]!.dynamicImporters ?? [],
            code: modules[id]!.code ?? 'export const value = 1;',
            isEntry: Boolean(modules[id]!.entry),
            exports: modules[id]!.exports ?? ['value'],
          } as unknown as ModuleInfo)
        : null,
  };
}

const nameOf = pageChunks({
  pages: ['details.page.tsx', 'list.page.tsx'],
  keepApart: ['login.page.tsx'],
  shared: 'catalogue',
  alwaysShared: (id) => id.endsWith('/labels.ts'),
  seeThrough: (id) => /\/src\/features\/[^/]+\/index\.ts$/.test(id),
});

const context = graph({
  '/src/main.tsx': { entry: true },
  '/src/shell.tsx': { importers: ['/src/main.tsx'] },
  '/src/login.page.tsx': {},
  '/src/stepper.tsx': { importers: ['/src/details.page.tsx', '/src/cart.page.tsx'] },
  '/src/row.tsx': { importers: ['/src/list.page.tsx'] },
  '/src/icon.tsx': { importers: ['/src/row.tsx'] },
  '/src/price.ts': { importers: ['/src/row.tsx', '/src/details.page.tsx'] },
  '/src/input.tsx': { importers: ['/src/stepper.tsx', '/src/login.page.tsx'] },
  '/src/button.tsx': { importers: ['/src/shell.tsx', '/src/details.page.tsx'] },
  '/lib/index.js': {
    importers: ['/src/details.page.tsx', '/src/list.page.tsx'],
    code: "import './global.css';\nexport { default as Form } from './form';\nexport * from './dialog';",
  },
  '/lib/form.js': { importers: ['/lib/index.js'] },
  '/src/labels.ts': { importers: ['/src/login.page.tsx'] },
  // A feature's index: the details page imports the add-to-cart button through it, the cart
  // page the badge's hook, the list page everything in the drawing's module.
  '/src/features/cart/index.ts': {
    importers: ['/src/details.page.tsx', '/src/cart.page.tsx', '/src/list.page.tsx'],
    code: [
      'export { AddToCart } from "./components/add-to-cart";',
      'export { useCartCount, cartKeys as keys } from "./cart-count";',
      'export * from "./drawing";',
    ].join('\n'),
  },
  '/src/features/cart/components/add-to-cart.tsx': { importers: ['/src/features/cart/index.ts'] },
  '/src/features/cart/cart-count.ts': { importers: ['/src/features/cart/index.ts'] },
  '/src/features/cart/drawing.ts': {
    importers: ['/src/features/cart/index.ts'],
    exports: ['Drawing', 'drawingSize'],
  },
  '/src/details.page.tsx': {
    code: 'import { AddToCart } from "./features/cart";\nimport { value } from "./price";',
  },
  '/src/cart.page.tsx': { code: 'import { useCartCount as count } from "./features/cart/index";' },
  '/src/list.page.tsx': { code: 'import { drawingSize } from "./features/cart";' },
});

describe('the catalogue pages’ chunks', () => {
  it('puts what one page alone imports, at any depth, with that page', () => {
    expect(nameOf('/src/details.page.tsx', context)).toBe('details.page');
    expect(nameOf('/src/row.tsx', context)).toBe('list.page');
    expect(nameOf('/src/icon.tsx', context)).toBe('list.page');
  });

  it('puts what two of them import in the shared file', () => {
    expect(nameOf('/src/price.ts', context)).toBe('catalogue');
  });

  it('takes a module another page imports too: that page loads the catalogue page’s file', () => {
    expect(nameOf('/src/stepper.tsx', context)).toBe('details.page');
  });

  it('leaves to the bundler what the entry or a page kept apart imports', () => {
    expect(nameOf('/src/button.tsx', context)).toBeNull();
    expect(nameOf('/src/input.tsx', context)).toBeNull();
    expect(nameOf('/src/cart.page.tsx', context)).toBeNull();
  });

  it('does not look through an index of re-exports: importing it is not importing each module', () => {
    expect(nameOf('/lib/form.js', context)).toBeNull();
  });

  it('looks through a feature’s index name by name: only who imports a module’s names imports it', () => {
    expect(nameOf('/src/features/cart/components/add-to-cart.tsx', context)).toBe('details.page');
    expect(nameOf('/src/features/cart/cart-count.ts', context)).toBeNull();
    expect(nameOf('/src/features/cart/drawing.ts', context)).toBe('list.page');
  });

  it('puts the modules named always-shared in the shared file, whoever imports them', () => {
    expect(nameOf('/src/labels.ts', context)).toBe('catalogue');
  });

  it('puts the modules set apart in their own file, though two pages share them', () => {
    const apart = pageChunks({
      pages: ['details.page.tsx', 'list.page.tsx'],
      keepApart: ['login.page.tsx'],
      shared: 'catalogue',
      setApart: (id) => (id.endsWith('/price.ts') ? 'row-buttons' : undefined),
    });
    expect(apart('/src/price.ts', context)).toBe('row-buttons');
    expect(apart('/src/row.tsx', context)).toBe('list.page');
  });
});

describe('gathering pages that something loads lazily beside them', () => {
  const daily = graph({
    '/src/main.tsx': { entry: true },
    '/src/shell.tsx': { importers: ['/src/main.tsx'] },
    // The shell opens the chat's connection once there is a session; the chat page uses it too.
    '/src/chat-client.ts': { dynamicImporters: ['/src/shell.tsx'], importers: ['/src/chat.page.tsx'] }, // prettier-ignore
    '/src/socket.ts': { importers: ['/src/chat-client.ts'] },
    '/src/bubble.tsx': { importers: ['/src/chat.page.tsx'] },
    '/src/chat.page.tsx': { dynamicImporters: ['/src/routes.ts'] },
  });
  const options = { pages: ['chat.page.tsx'], keepApart: [], shared: 'daily' };

  it('keeps what a lazily loaded module imports out of the page’s file, with `lazyApart`', () => {
    const apart = pageChunks({ ...options, lazyApart: true });
    expect(apart('/src/bubble.tsx', daily)).toBe('chat.page');
    expect(apart('/src/chat.page.tsx', daily)).toBe('chat.page');
    expect(apart('/src/chat-client.ts', daily)).toBeNull();
    expect(apart('/src/socket.ts', daily)).toBeNull();
  });

  it('without it, the shell’s lazy module would bring the page’s file with it', () => {
    expect(pageChunks(options)('/src/socket.ts', daily)).toBe('chat.page');
  });
});
