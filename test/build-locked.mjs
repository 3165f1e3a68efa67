#!/usr/bin/env node
// The production build is a locked page (issue 13): dist/index.html carries the strict
// Content-Security-Policy before anything it loads, has no inline script, style or handler, and loads
// nothing from another origin; it ships the headers that refuse any frame (dist/_headers); its
// stylesheets reach no other origin either; its scripts hold the restricted test hook, never the full
// one (which reads the whole state: docs/test-hook.md), found by the marker string each hook carries;
// and they set no global but the few known ones, never Phaser's (issue 23: from Phaser a console
// reaches the game). Reads the dist/ of the production build (builds it when absent, or with
// --build). Prints what it checked; exits 1 on any failure. A step of `npm test` (test/run-all.mjs),
// after the production build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html')) || process.argv.includes('--build')) {
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

const html = readFileSync(join(dist, 'index.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
const metas = [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/gi)];
check(metas.length === 1, 'index.html has one Content-Security-Policy <meta>');
const policy = metas[0]?.[1] ?? '';
const directives = new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
const only = (name, allowed) => {
  const values = directives.get(name);
  check(!!values && values.length > 0 && values.every((v) => allowed.includes(v)), `${name} is ${allowed.join(' or ')} (${values?.join(' ') ?? 'absent'})`);
};
only('default-src', ["'none'", "'self'"]);
only('script-src', ["'self'"]);
only('style-src', ["'self'"]);
only('connect-src', ["'self'", 'blob:']);
only('media-src', ["'self'", 'blob:']);
only('font-src', ["'self'"]);
only('img-src', ["'self'", 'data:', 'blob:']);
only('object-src', ["'none'"]);
only('base-uri', ["'none'", "'self'"]);
check(!/unsafe-|\*|https?:|wss?:/i.test(policy), 'the policy allows no unsafe-*, no wildcard, no other origin');
// The policy holds only for what comes after it: it must come before any script, style or link.
const cspAt = metas[0]?.index ?? Infinity;
const firstLoad = html.search(/<(script|link|style)\b/i);
check(firstLoad === -1 || cspAt < firstLoad, 'the policy comes before anything the page loads');

const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
check(scripts.length > 0 && scripts.every(([, attrs, body]) => /\bsrc=/.test(attrs) && body.trim() === ''), `no inline <script> (${scripts.length} script(s), each with src)`);
check(!/<style\b/i.test(html), 'no inline <style>');
check(!/\son[a-z]+\s*=/i.test(html) && !/\sstyle\s*=/i.test(html), 'no inline event handler or style attribute');
const urls = [...html.matchAll(/\s(?:src|href)="([^"]*)"/gi)].map((m) => m[1]);
check(urls.every((u) => u.startsWith('./') || u.startsWith('/') || u === 'data:,'), `everything the page loads is its own (${urls.join(', ')})`);

// Framing (issue 23): the <meta> policy cannot refuse it, so the build ships the headers a static host
// reads (public/_headers, Netlify and Cloudflare Pages' format) for every path.
const hostHeaders = existsSync(join(dist, '_headers')) ? readFileSync(join(dist, '_headers'), 'utf8') : '';
const forAll = hostHeaders.split(/\n(?=\S)/).find((block) => block.startsWith('/*\n')) ?? '';
check(/^\s+Content-Security-Policy:\s*frame-ancestors 'none'\s*$/m.test(forAll) && /^\s+X-Frame-Options:\s*DENY\s*$/m.test(forAll),
  "dist/_headers refuses every frame for every path (frame-ancestors 'none', X-Frame-Options: DENY)");

const css = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css'));
const outside = css.filter((f) => /url\(\s*["']?(?:https?:|\/\/)|@import/i.test(readFileSync(join(dist, 'assets', f), 'utf8')));
check(outside.length === 0, `the stylesheets load nothing from another origin${outside.length ? ` (${outside.join(', ')})` : ''}`);
const inlinedFonts = css.filter((f) => /url\(\s*["']?data:font/i.test(readFileSync(join(dist, 'assets', f), 'utf8')));
check(inlinedFonts.length === 0, 'no font is inlined as a data: URL (font-src allows only the page\'s own files)');

// The test hook: the production scripts hold the restricted one and no code of the full one.
const FULL = 'ssdb:full-test-hook', VIEWER = 'ssdb:viewer-hook';
const scriptsOf = (dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dir, f), 'utf8')) : null);
const production = scriptsOf(join(dist, 'assets'));
check(!production.some((js) => js.includes(FULL)), `no production script holds the full test hook ("${FULL}")`);
check(production.some((js) => js.includes(VIEWER)), `a production script holds the restricted hook ("${VIEWER}")`);
// Globals (issue 23): from a Phaser global a console reaches the game and its whole state, so the
// scripts set only the globals listed here, found by their assignments (`window.X=`, `globalThis.X=`);
// test/e2e/production-page.spec.ts walks what the running page leaves reachable.
const GLOBALS = {
  __SSDB_TEST__: 'the hook of ?test=1 (the restricted one here)',
  Howl: 'Howler', Howler: 'Howler', HowlerGlobal: 'Howler', Sound: 'Howler',
  URL: "Phaser's vendor-prefix polyfill", onblur: "Phaser's focus handlers", onfocus: "Phaser's focus handlers",
  onmessage: "the sound worker's and the bots' worker's (their own globals)",
};
const assigned = [...new Set(production.flatMap((js) => [...js.matchAll(/\b(?:globalThis|window|self|global)\.([\w$]+)\s*=(?!=)/g)].map((m) => m[1])))];
const unknown = assigned.filter((name) => !(name in GLOBALS));
check(assigned.length > 0 && unknown.length === 0, `the scripts set only known globals (${assigned.join(', ')})${unknown.length ? `: not ${unknown.join(', ')}` : ''}`);
check(!production.some((js) => /\.Phaser\s*=(?!=)|PHASER_GAME/.test(js)), 'no script puts Phaser or its game on a global (globalThis.Phaser, window.PHASER_GAME)');
// The browser tests' build (when there is one) shows that the marker is what a full hook leaves.
const e2e = scriptsOf(join(root, 'dist-e2e', 'assets'));
if (e2e) check(e2e.some((js) => js.includes(FULL)), `the browser tests' build (dist-e2e/) holds the full hook's marker: the search above can find it`);
else console.log('- no dist-e2e/ to show that the full hook\'s marker can be found (npm test builds it)');

console.log(failures.length ? `${failures.length} check(s) failed` : 'the page is locked');
process.exit(failures.length ? 1 : 0);
