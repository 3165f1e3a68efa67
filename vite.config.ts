import { defineConfig } from 'vite';

// Phaser is ~1.4 MB minified: it gets its own chunk so that the game code can change without
// invalidating it in browser caches, and the size warning is raised above it.
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'phaser', test: /node_modules[\\/]phaser[\\/]/ }],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
