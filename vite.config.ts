import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** Phaser's build flags, as its own custom builds set them: WebGL only, no sound (Howler plays it). */
const PHASER_FLAGS: Record<string, string> = {
  'typeof CANVAS_RENDERER': 'false', 'typeof WEBGL_RENDERER': 'true', 'typeof WEBGL_DEBUG': 'false', 'typeof FEATURE_SOUND': 'false',
};

function phaserFlags(): Plugin {
  const pattern = new RegExp(Object.keys(PHASER_FLAGS).map((k) => k.replace(' ', '\\s+')).join('|'), 'g');
  return {
    name: 'phaser-flags',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]phaser[\\/]src[\\/]/.test(id) || !code.includes('typeof ')) return null;
      return { code: code.replace(pattern, (m) => PHASER_FLAGS[m.replace(/\s+/, ' ')]), map: null };
    },
  };
}

// The production build takes the slim Phaser (scenes/vendor/phaser-slim.cjs: no physics, tilemaps,
// sound or Canvas renderer) and Howler's core (no spatial audio), within the 500 KB gzip budget; the
// dev server keeps the full packages.
// Phaser gets its own chunk so that the game code can change without invalidating it in browser caches.
export default defineConfig(({ command }) => ({
  base: './',
  plugins: command === 'build' ? [phaserFlags()] : [],
  resolve: command === 'build'
    ? {
      alias: [
        { find: /^phaser$/, replacement: fileURLToPath(new URL('./scenes/vendor/phaser-slim.cjs', import.meta.url)) },
        { find: /^howler$/, replacement: fileURLToPath(new URL('./node_modules/howler/dist/howler.core.min.js', import.meta.url)) },
      ],
    }
    : {},
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'phaser', test: /node_modules[\\/]phaser[\\/]|phaser-slim/ }],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
