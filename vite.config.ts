import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin, type PluginOption } from 'vite';
import { startPage } from './src/server/start-page.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

/** Where the build manifest of `outDir` ends up: beside it, e.g. `dist/web.manifest.json`. */
function manifestPath(outDir: string): string {
  return `${outDir}.manifest.json`;
}

/**
 * Moves Vite's manifest out of the directory the server hands out: it names every source file. The
 * server reads it for the preload hints of each page (src/server/web-page.ts), the benchmark for
 * the bundle sizes.
 */
function manifestBesideOutDir(): Plugin {
  let outDir = '';
  return {
    name: 'lz:manifest-beside-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = path.join(outDir, '.vite/manifest.json');
      if (!existsSync(written)) return;
      renameSync(written, manifestPath(outDir));
      rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

/**
 * React Router 7 names only its development build in its package exports (ENABLE_DEV_WARNINGS on:
 * warnings checked and printed in production too); its production build, shipped beside it, differs
 * in that switch alone. A build takes the production build; the dev server keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'lz:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const marker = `${path.sep}react-router${path.sep}dist${path.sep}development${path.sep}`;
      if (!resolved?.id.includes(marker)) return resolved;
      const production = resolved.id.replace(
        marker,
        `${path.sep}react-router${path.sep}dist${path.sep}production${path.sep}`,
      );
      if (!existsSync(production)) {
        this.error(`React Router's production build is missing: ${production}`);
      }
      return { ...resolved, id: production };
    },
  };
}

/** The built index.html painted before its scripts are asked for (src/server/start-page.ts). */
function startPagePlugin(): Plugin {
  return {
    name: 'lz:start-page',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startPage },
  };
}

/**
 * A chunk group's test for exactly these files (paths from the project root, `/`-separated). A
 * file that is renamed or no longer imported simply falls back to Rolldown's own splitting.
 */
function modules(files: readonly string[]): RegExp {
  const escaped = files.map((file) =>
    file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]'),
  );
  return new RegExp(`[\\\\/](${escaped.join('|')})$`);
}

/**
 * The plugins and build options of every bundle measured for this app: the app itself and the floor
 * app in bench/floor, which imports them from here so the two are always built alike.
 */
export function sharedPlugins(): PluginOption[] {
  return [reactRouterProductionBuild(), react(), tailwindcss(), manifestBesideOutDir()];
}

export const sharedBuild = {
  emptyOutDir: true,
  sourcemap: false,
  // Which chunks each screen loads: the server's preload hints and the benchmark read it.
  manifest: true,
  rolldownOptions: {
    treeshake: {
      // The catalogue's groups only define texts. Without side effects, a module that imports the
      // namespace `de` is linked to the groups it reads, not to every group through the index: the
      // entry, which reads a few, would otherwise carry the whole catalogue to every first page.
      moduleSideEffects: (id) =>
        /[\\/]src[\\/]domain[\\/](messages\.ts|messages-de[\\/])/.test(id) ? false : undefined,
    },
    output: {
      codeSplitting: {
        groups: [
          // Everything the entry imports at start in one chunk with it, not in a dozen small files
          // split off because lazy screens share them: a first page waits for every one of them.
          { name: 'start', tags: ['$initial'] },
          // The chart library in one chunk of its own, so the benchmark can check that only /trends loads it.
          { name: 'chart', test: /[\\/]node_modules[\\/](d3-[\w-]+|internmap)[\\/]/ },
          // The form primitives and the account calls nearly every screen uses, the sign-in screen
          // first, in one chunk instead of one small file each: each file costs its own request (on a
          // phone's HTTP/1.1 at most six at a time), gzip frame and entry in the entry's preload map,
          // and they compress better together. React stays in the entry's chunk.
          {
            name: 'ui',
            test: modules([
              'src/web/components/ui/button.tsx',
              'src/web/components/ui/card.tsx',
              'src/web/components/ui/form-error.tsx',
              'src/web/components/ui/page-title.tsx',
              'src/web/components/ui/text-field.tsx',
              // The text field's counter and its texts: every field with a length limit shows them.
              'src/web/components/ui/char-counter.tsx',
              'src/domain/messages-de/text-limit.ts',
              'src/domain/app-info.ts',
              'src/web/features/auth/api/auth-api.ts',
            ]),
            includeDependenciesRecursively: false,
          },
          // What every signed-in screen wears and reads with, in one chunk instead of twelve: the app
          // shell (navigation, profile link and avatar) and the small shared modules its screens
          // import, so a first /dashboard loads half as many files beyond the entry. Nothing the entry
          // needs may be in it (the query hook, the route manifest): the sign-in page would load it all.
          {
            name: 'shell',
            test: modules([
              'src/web/layouts/app-shell.tsx',
              'src/web/layouts/nav-items.ts',
              'src/web/layouts/tab-bar.tsx',
              'src/web/features/settings/components/profile-link.tsx',
              'src/web/features/settings/components/avatar.tsx',
              'src/web/lib/endpoints/get-settings.ts',
              'src/web/features/settings/lib/format.ts',
              'src/web/lib/api.ts',
              'src/web/lib/lazy.ts',
              'src/web/lib/format.ts',
              'src/domain/athlete-choices.ts',
            ]),
            includeDependenciesRecursively: false,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;

export default defineConfig({
  // The floor app has no start screen to paint first: its page loads its script as Vite writes it.
  plugins: [...sharedPlugins(), startPagePlugin()],
  build: { ...sharedBuild, outDir: 'dist/web' },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/dev': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/healthz': { target: `http://127.0.0.1:${apiPort}` },
      '/readyz': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
