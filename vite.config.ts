import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/** Installable and playable offline (issue 29): the production build gets a web app manifest and a
 *  Workbox service worker (dist/sw.js, at the root so that its scope is the whole page) that precaches
 *  the whole build: the page, the scripts (the bots' and the synth's workers are chunks of their own),
 *  the stylesheet, the fonts (woff2 only: every browser that runs a service worker reads woff2, the
 *  .woff twins are never fetched) and the icons (drawn by src/tools/render-icons.ts). A new version
 *  waits until the player takes it from the menu (src/app/offline.ts registers it: no inline script).
 *  The browser tests' build has no worker: every test page would install one, and download the whole
 *  build again, for tests that are not about it (test/e2e/offline.spec.ts uses dist/). */
function offlinePlugins(): PluginOption[] {
  return [
    VitePWA({
      injectRegister: null,
      registerType: 'prompt',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      manifest: {
        name: 'Saint Seiya Deck Building',
        short_name: 'Saint Seiya DB',
        description: 'The Saint Seiya deck-building card game: classic, cooperative against Poseidon, and God of War; against bots or hot-seat, offline.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '.',
        scope: '.',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#060b1e',
        background_color: '#060b1e',
        categories: ['games', 'entertainment'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The manifest and its icons are added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,woff2}'],
        // Phaser's chunk is about 1.4 MB: above Workbox's default limit of 2 MB only with room to spare.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
    // The manifest is fetched under the page's policy: manifest-src falls back to default-src 'none',
    // so the built page allows its own manifest, and nothing else more.
    {
      name: 'csp-manifest-src',
      apply: 'build',
      transformIndexHtml: (html) => html.replace(/(<meta http-equiv="Content-Security-Policy" content="[^"]*?)(")/, "$1; manifest-src 'self'$2"),
    },
  ];
}

// The production build takes the slim Phaser (scenes/vendor/phaser-slim.cjs: no physics, tilemaps,
// sound or Canvas renderer; handed to the game once by phaser-prod.mjs, never left on a global) and
// Howler's core (no spatial audio), within the 500 KB gzip budget; the dev server keeps the full
// packages.
// Phaser gets its own chunk so that the game code can change without invalidating it in browser caches.
export default defineConfig(({ command, mode }) => ({
  base: './',
  define: {
    __SSDB_FULL_TEST_HOOK__: JSON.stringify(command === 'serve' || FULL_HOOK_MODES.includes(mode)),
    /** Whether the page registers its service worker: the builds that have one (see offlinePlugins). */
    __SSDB_SERVICE_WORKER__: JSON.stringify(command === 'build' && !FULL_HOOK_MODES.includes(mode)),
  },
  plugins: command === 'build' ? [phaserFlags(), ...(FULL_HOOK_MODES.includes(mode) ? [] : offlinePlugins())] : [devWithoutCsp()],
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
