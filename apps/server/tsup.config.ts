import { defineConfig } from 'tsup';

// One ESM bundle for production; the contract is bundled in from its TypeScript source, every
// npm dependency stays external (native addons such as argon2 and sharp cannot be bundled).
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@facet/contract'],
});
