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

/** index.html's Content-Security-Policy is for the built page: the dev server injects the CSS as
 *  inline <style> elements (and its client scripts), so it serves the page without it. The browser
 *  tests run the built page, under the policy (test/e2e/csp.spec.ts). */
function devWithoutCsp(): Plugin {
  return {
    name: 'dev-without-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
  };
}

/** No other site may show the game in a frame (issue 23: clickjacking, a page around a hot-seat game).
 *  A `<meta>` policy cannot say so: these are headers, sent by the dev and preview servers as
 *  public/_headers asks a static host (Netlify, Cloudflare Pages) to; src/app/framed.ts refuses to
 *  start the game in a frame where a host sends neither. */
const FRAMING_HEADERS = { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };

/** The modes whose build has the full test hook (scenes/test-hook.ts: every seat's view, the whole
 *  state, the save, send): the browser tests' (`vite build --mode e2e`, into dist-e2e/, never dist/).
 *  The dev server has it too; any other build (`npm run build`: production) installs the hook that
 *  shows only what the screen shows, and its bundle holds no code of the full one. */
const FULL_HOOK_MODES = ['e2e'];

// The production build takes the slim Phaser (scenes/vendor/phaser-slim.cjs: no physics, tilemaps,
// sound or Canvas renderer; handed to the game once by phaser-prod.mjs, never left on a global) and
// Howler's core (no spatial audio), within the 500 KB gzip budget; the dev server keeps the full
// packages.
// Phaser gets its own chunk so that the game code can change without invalidating it in browser caches.
export default defineConfig(({ command, mode }) => ({
  base: './',
  define: { __SSDB_FULL_TEST_HOOK__: JSON.stringify(command === 'serve' || FULL_HOOK_MODES.includes(mode)) },
  plugins: command === 'build' ? [phaserFlags()] : [devWithoutCsp()],
  resolve: command === 'build'
    ? {
      alias: [
        { find: /^phaser$/, replacement: fileURLToPath(new URL('./scenes/vendor/phaser-prod.mjs', import.meta.url)) },
        { find: /^howler$/, replacement: fileURLToPath(new URL('./node_modules/howler/dist/howler.core.min.js', import.meta.url)) },
      ],
    }
    : {},
  build: {
    outDir: FULL_HOOK_MODES.includes(mode) ? `dist-${mode}` : 'dist',
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
  server: { host: '127.0.0.1', headers: FRAMING_HEADERS },
  preview: { host: '127.0.0.1', headers: FRAMING_HEADERS },
}));
