// Installs the screen reader's layer (issue 29, src/a11y/mirror-dom.ts) beside the canvas: it reads
// the screen a few times a second (presenter/a11y-reading.ts: the table through its eyes, the screen's
// buttons from the targets' registry) and draws it only when it reads differently, and the polite
// live region says each new chronicle line. The canvas takes the keyboard focus too (Tab reaches it,
// its ring shows: page.css), so the game's own keys (presenter/keys.ts) work once it has it.
import type Phaser from 'phaser';
import { createMirror, type MirrorModel } from '../src/a11y/mirror-dom';
import { getLang } from '../src/i18n';
import { hasSay, say } from '../src/a11y/words';
import { chronicleWords, screenReading, tableReading } from './presenter/a11y-reading';
import { presenterMode } from './presenter/presenter-modes';
import type { TableApp } from './presenter/table-control';
import { listPressable } from './presenter/targets';
import { screenProbe } from './screen-probe';

const EVERY_MS = 250;
/** Lines said at once at most (a burst of bots' moves at instant speed would drown the reader). */
const SAY_AT_ONCE = 3;

/** The signs drawn around a button's words (‹ cycles ›, ✓ on, ○ off, ★, ☀): a screen reader would
 *  read them out; a switch says on or off with aria-pressed instead. */
const SIGNS = /^[\s‹◂✓○★☀+]+|[\s›▸]+$/gu;
const switchOf = (label = ''): { pressed?: boolean } => (label.startsWith('✓') ? { pressed: true } : label.startsWith('○') ? { pressed: false } : {});

/** A button's words: its own, or the layer's for a button whose face is a sign (?, ☰, ↶…) or that
 *  needs its row's name (a seat's buttons on the menu). */
function buttonWords(id: string, shown: string | undefined): string {
  const label = (shown ?? '').replace(SIGNS, '');
  // A family of buttons numbered in their id (gow:move:2:front, menu:seat:1:hero) shares one key, {n}
  // counting from 1.
  const key = [`a11y.target.${id}`, `a11y.target.${id.replace(/:\d+/g, '')}`].find(hasSay);
  const n = Number(/:(\d+)/.exec(id)?.[1] ?? 0) + 1;
  return key ? say(key, { label, n }) : label || id;
}

export function installA11yMirror(game: Phaser.Game, app: TableApp): () => void {
  const mirror = createMirror(document, say('a11y.region'));
  const { screen } = screenProbe(game, app);
  const canvas = (): HTMLCanvasElement | null => game.canvas ?? null;
  let told: { table: unknown; lines: number } = { table: null, lines: 0 };
  let last: { table: unknown; moment: unknown[]; model: MirrorModel } | null = null;

  const read = (): void => {
    if (canvas() && canvas()!.tabIndex < 0) {
      canvas()!.tabIndex = 0;
      // The drawing takes the game's own keys (presenter/keys.ts) when focused.
      canvas()!.setAttribute('role', 'application');
      canvas()!.setAttribute('aria-label', say('a11y.canvas'));
    }
    mirror.root.setAttribute('aria-label', say('a11y.region'));
    const buttons = listPressable().map((b) => ({ id: `target:${b.id}`, label: buttonWords(b.id, b.label), press: b.press, ...switchOf(b.label) }));
    const table = app.table;
    // The table, and its end screen over it (the scores, the end's buttons).
    const entry = app.game ? presenterMode(app.game.mode) : null;
    const onTable = !!table && !!entry && [entry.table, entry.over].includes(screen());
    if (!table || !onTable) {
      mirror.render(screenReading(say(screen() === 'Menu' ? 'a11y.menu' : 'a11y.region'), buttons));
      return;
    }
    // The reading is made again only when the table may read differently (an action, a re-sync, a
    // hand-off, the language): the legal actions are not listed four times a second for nothing.
    const moment = [table.session.actionCount, table.idle, table.handoff, table.viewer, getLang(), table.log.length];
    if (!last || last.table !== table || last.moment.some((x, i) => x !== moment[i])) last = { table, moment, model: tableReading(table, []) };
    mirror.render({ ...last.model, buttons });
    // A new table tells only what happens from now on (its opening lines are in its sections).
    if (told.table !== table) told = { table, lines: table.log.length };
    if (table.log.length > told.lines) {
      for (const line of chronicleWords(table, told.lines).slice(-SAY_AT_ONCE)) mirror.announce(line);
      told.lines = table.log.length;
    }
  };
  const timer = window.setInterval(read, EVERY_MS);
  read();
  return () => { window.clearInterval(timer); mirror.remove(); };
}
