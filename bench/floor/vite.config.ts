import { defineConfig } from 'vite';
import { sharedBuild, sharedPlugins } from '../../vite.config';

// The floor app, built exactly like the app (bench/bundle.mjs passes --outDir, never dist/web).
export default defineConfig({
  root: import.meta.dirname,
  plugins: sharedPlugins(),
  build: { ...sharedBuild, outDir: '../.tmp/floor' },
});
