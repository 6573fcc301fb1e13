import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type PluginOption } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The plugins and build options of every bundle measured for this app: the app itself and the floor
 * app in bench/floor, which imports them from here so the two are always built alike.
 */
export function sharedPlugins(): PluginOption[] {
  return [react(), tailwindcss()];
}

export const sharedBuild = {
  emptyOutDir: true,
  sourcemap: false,
  // The benchmark reads which chunks each screen loads from it (bench/bundle.mjs).
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          // The chart library in one chunk of its own, so the benchmark can check that only /trends loads it.
          { name: 'chart', test: /[\\/]node_modules[\\/](d3-[\w-]+|internmap)[\\/]/ },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;

export default defineConfig({
  plugins: sharedPlugins(),
  build: { ...sharedBuild, outDir: 'dist/web' },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/dev': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
