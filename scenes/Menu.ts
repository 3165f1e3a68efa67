// The menu: continue the saved game (classic or cooperative), or set up a new one: the mode, 2–5
// seats (human or bot and which bot, a hero each), the expansions and Epics (classic) or the
// difficulty, Epics and open hands (cooperative), the seed shown and editable; with the language and
// the animation speed and the sound. Its sizes shrink to fit a short window, never a control below 44 px.
import Phaser from 'phaser';
import { cardType } from '../src/cards';
import { getLang, LANG_NAMES, nextLang, t } from '../src/i18n';
import type { TableApp } from './presenter/table-control';
import { botLabelKey, menuHeight, menuLayout, MenuModel, noticeText } from './presenter/menu-model';
import { nextSpeed } from '../src/app/settings';
import { SPEED_MARK } from './presenter/speed';
import { registerTarget } from './presenter/targets';
import { CardView } from './objects/CardView';
import { SlotsPanel } from './objects/SlotsPanel';
import { openLoadGame } from './objects/transfer-ui';
import { ReplayBar } from './ReplayBar';
import { AccessSettings } from './AccessSettings';
import { MODES } from '../src/engine';
import { presenterMode, type MenuSwitch } from './presenter/presenter-modes';
import { sceneMode } from './scene-modes';
import { SkyBackground } from './objects/SkyBackground';
import { Button, panelTexture, text } from './objects/ui';
import { openAudienceWindow } from './audience/open-window';
import { nextReveal } from '../src/stream';
import type { UrlOptions } from '../src/app/url-options';
import { hideUpdatePrompt, showUpdatePrompt } from '../src/app/update-prompt';

// What a button says of its value (issue 12: the menu did not show clearly what is selected): a
// switch reads ✓ when on and ○ when off; a button that steps through values wears ‹ › around it.
const toggled = (on: boolean, caption: string) => `${on ? '✓' : '○'} ${caption}`;
const cycled = (caption: string) => `‹ ${caption} ›`;
/** The streaming buttons' width when they stand beside the form. */
const STREAM_W = 220;

export class Menu extends Phaser.Scene {
  private app!: TableApp;
  private form!: MenuModel;
  private sky!: SkyBackground;
  private parts: Phaser.GameObjects.GameObject[] = [];
  private seedInput: HTMLInputElement | null = null;
  /** The saved games' list, drawn instead of the form while it is open. */
  private slots: SlotsPanel | null = null;

  constructor() {
    super('Menu');
  }

  create(): void {
    this.parts = [];
    this.app = this.registry.get('app') as TableApp;
    const options = this.registry.get('options') as UrlOptions;
    this.form = new MenuModel(options.seedGiven ? options.seed : Math.floor(Math.random() * 1_000_000));
    this.form.restore(this.app.lastMenuForm());
    this.sky = new SkyBackground(this);
    this.build();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    // Another tab saved, finished or removed a game: Continue and the list follow without a reload.
    const offSlots = this.app.onSlots(() => { if (this.scene.isActive()) this.build(); });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      offSlots();
      hideUpdatePrompt();
      this.slots?.destroy();
      this.slots = null;
      this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
      this.seedInput?.remove();
      this.seedInput = null;
    });
  }

  private onResize(size: Phaser.Structs.Size): void {
    this.cameras.resize(size.width, size.height);
    this.build();
  }

  private build(): void {
    showUpdatePrompt(document); // a new version waiting is offered here, on the menu only (issue 29)
    for (const p of this.parts) p.destroy();
    this.parts = [];
    const w = this.scale.width, h = this.scale.height;
    this.sky.resize(w, h);
    this.slots?.destroy();
    if (this.seedInput) this.seedInput.style.display = this.slots ? 'none' : '';
    if (this.slots) return this.slots.build();
    const colW = Math.min(660, w - 32);
    const x0 = (w - colW) / 2;
    const add = <T extends Phaser.GameObjects.GameObject>(o: T) => { this.parts.push(o); return o; };
    const button = (id: string, caption: string, tone: 'gold' | 'navy' | 'cosmos' | 'force', x: number, yy: number, bw: number, bh: number, fn: () => void, px = 16) =>
      add(new Button(this, id, caption, tone, fn).place(x, yy, bw, bh, px));
    const label = (caption: string, yy: number, rowH: number) =>
      add(text(this, x0 + 4, yy + rowH / 2, caption, 15, { weight: '700', color: '#c9d3f0' }).setOrigin(0, 0.5));
    const redraw = (fn: () => void) => () => { fn(); this.build(); };

    const saved = this.app.savedGame();
    const kept = this.app.slotList.length + this.app.setAsideList.length;
    const mode = sceneMode(this.form.mode);
    // The notice of a save that could not be read is wrapped first: the layout leaves room for its lines.
    const notice = this.app.notice
      ? add(text(this, w / 2, 0, noticeText(this.app.notice), 14, { color: '#ff9d8f', align: 'center', wordWrap: { width: colW } }).setOrigin(0.5, 0))
      : null;
    // Streaming (issue 15): beside the form's top on a wide window, else a row under the settings.
    const streamAside = (w - colW) / 2 >= STREAM_W + 24;
    const L = menuLayout(h, { seats: this.form.seats.length, canAdd: this.form.canAdd, saved: true, notice: notice?.height ?? 0, streamRow: !streamAside });
    const { rowH, gap } = L;
    let y = Math.max(L.margin, (h - (menuHeight(L) - L.margin)) / 2);
    // The streaming buttons stacked aside (four of them) end above the right-hand card.
    this.decorate(w, h, colW, y, streamAside ? 16 + 4 * (L.settingsButtonH + 8) : 0);

    const title = add(text(this, w / 2, y, t('ui.title'), L.titleFont, { display: true, color: '#f0d58c', shadow: { offsetX: 0, offsetY: 3, color: 'rgba(0,0,0,0.7)', blur: 8, fill: true } }).setOrigin(0.5, 0).setLetterSpacing(6));
    add(text(this, w / 2, y + title.height, 'DECK BUILDING', 14, { weight: '600', color: '#8c9cc4' }).setOrigin(0.5, 0).setLetterSpacing(5));
    y += L.titleH;

    if (notice) {
      notice.setY(y);
      y += L.noticeH;
    }
    {
      // Continue the last played game (its line names its mode: a classic game's turn, a cooperative
      // game's round); every saved game, and the damaged ones set aside, are in the list beside it;
      // then Load a game (a share code or a file: scenes/objects/transfer-ui.ts), always offered.
      const sideW = Math.min(180, colW * 0.27);
      const lists = kept ? 2 : 1;
      const continueW = colW - lists * (sideW + 8);
      if (saved) {
        button('menu:continue', t('menu.continue'), 'gold', x0, y, continueW, L.continueH, () => this.continueGame(), 20);
        add(text(this, x0 + continueW / 2, y + L.continueH + 6, t(sceneMode(saved.mode).progress.continueKey, { ...saved }), 13, { color: '#aab8d8' }).setOrigin(0.5, 0));
      }
      if (kept) button('menu:saves', t('menu.saves', { n: kept }), 'navy', x0 + colW - 2 * sideW - 8, y, sideW, L.continueH, () => this.openSlots(), 16);
      // Alone (no saved game yet), it stands in the middle.
      const loadW = kept ? sideW : Math.min(300, colW);
      button('menu:load', t('transfer.load'), 'navy', kept ? x0 + colW - sideW : x0 + (colW - loadW) / 2, y, loadW, L.continueH, () => this.loadGame(), 16);
      y += L.savedH;
    }

    // The new game form: the mode first (classic, cooperative against Poseidon, God of War).
    add(this.add.image(x0 - 12, y - 8, panelTexture(this, colW + 24, L.formH)).setOrigin(0, 0));
    add(text(this, x0 + 4, y + 4, t('menu.newGame'), 18, { display: true, color: '#e9cd8c' }).setLetterSpacing(3));
    y += L.headH;
    label(t('menu.mode'), y, rowH);
    const mw = (colW - 110 - 8 * (MODES.length - 1)) / MODES.length;
    MODES.forEach((m, k) => {
      const on = this.form.mode === m;
      button(`menu:mode:${m}`, toggled(on, t(`menu.mode.${m}`)), on ? 'cosmos' : 'navy', x0 + 110 + k * (mw + 8), y, mw, rowH, redraw(() => this.form.setMode(m)), 15);
    });
    y += rowH + gap;
    this.form.seats.forEach((s, i) => {
      label(t(mode.menu.seatKey, { n: i + 1 }), y, rowH);
      const bx = x0 + 110;
      const avail = colW - 110 - (this.form.canRemove ? 56 : 0);
      const bw = (avail - 16) / 3;
      button(`menu:seat:${i}:kind`, cycled(t(s.kind === 'human' ? 'menu.human' : 'menu.bot')), s.kind === 'human' ? 'cosmos' : 'navy', bx, y, bw, rowH, redraw(() => this.form.toggleKind(i)));
      if (s.kind === 'bot') button(`menu:seat:${i}:bot`, cycled(t(botLabelKey(s, this.form.mode))), s.level === 'hard' ? 'force' : 'navy', bx + bw + 8, y, bw, rowH, redraw(() => this.form.toggleBot(i)));
      button(`menu:seat:${i}:hero`, cycled(t(`${presenterMode(this.form.mode).menu.heroKey}${s.hero}`)), 'gold', bx + 2 * (bw + 8), y, bw, rowH, redraw(() => this.form.nextHero(i)), 17);
      if (this.form.canRemove) button(`menu:seat:${i}:remove`, '✕', 'navy', x0 + colW - 48, y, 48, rowH, redraw(() => this.form.remove(i)));
      y += rowH + gap;
    });
    if (this.form.canAdd) {
      button('menu:add', `+ ${t(mode.menu.addKey)}`, 'navy', x0 + 110, y, colW - 110, rowH, redraw(() => this.form.add()));
      y += rowH + gap;
    }
    // The mode's options row (its entry lists the switches: the sets and the Epics, or the
    // difficulty, the Epics and open hands), side by side.
    label(t(mode.menu.optionsKey), y, rowH);
    const switches = mode.menu.switches;
    const tw = (colW - 110 - 8 * (switches.length - 1)) / switches.length;
    switches.forEach((kind, k) => {
      const { id, caption, on, tap } = this.switchButton(kind);
      button(id, caption, on ? 'cosmos' : 'navy', x0 + 110 + k * (tw + 8), y, tw, rowH, redraw(tap), 15);
    });
    y += rowH + gap;
    y += 6;
    label(t('menu.seed'), y, rowH);
    this.placeSeedInput(x0 + 110, y, colW - 110 - 200, rowH);
    button('menu:reseed', t('menu.newSeed'), 'navy', x0 + colW - 190, y, 190, rowH, () => {
      this.form.seed = Math.floor(Math.random() * 1_000_000);
      if (this.seedInput) this.seedInput.value = String(this.form.seed);
    }, 15);
    y += rowH + L.seedGap;
    // The daily game of the mode chosen above (src/app/daily.ts): the same deal for everyone today.
    const dw = Math.min(230, Math.round(colW * 0.34));
    button('menu:start', t('menu.start'), 'gold', x0, y, colW - dw - 8, L.startH, () => this.startGame(), 21);
    button('menu:daily', `☀ ${t('daily.button')}`, 'navy', x0 + colW - dw, y, dw, L.startH, () => this.startDaily(), 17);
    y += L.startH + L.afterStart;

    // For a newcomer, the guided first game and the rules; then the settings: speed, language, sound.
    const sw = (colW - 40) / 6;
    const at = (k: number) => x0 + k * (sw + 8);
    const lesson = presenterMode(this.form.mode).menu.lesson;
    button(lesson.id, `★ ${t(lesson.key)}`, 'navy', at(0), y, sw, L.settingsButtonH, () => this.startGuide(), 15);
    button('menu:rules', t('menu.rulesBook'), 'navy', at(1), y, sw, L.settingsButtonH, () => this.openRules(), 15);
    button('menu:speed', t('menu.speed', { speed: SPEED_MARK[this.app.settings.speed] }), 'navy', at(2), y, sw, L.settingsButtonH,
      () => { this.app.setSpeed(nextSpeed(this.app.settings.speed)); this.build(); }, 15);
    // The language picker: it names the language in force in that language, a tap goes to the next one.
    button('menu:lang', `◂ ${LANG_NAMES[getLang()]} ▸`, 'navy', at(3), y, sw, L.settingsButtonH, () => { this.app.setLang(nextLang(getLang())); this.build(); }, 15);
    const s = this.app.settings;
    button('menu:sound', t('menu.sound', { level: s.muted ? t('sound.off') : `${Math.round(s.volume * 100)} %` }), 'navy', at(4), y, sw, L.settingsButtonH, () => this.openOver('SoundSettings'), 15);
    // Display (issue 29): motion and text size; the seed's input hides under it, the menu redraws after.
    button('menu:access', t('menu.access'), 'navy', at(5), y, sw, L.settingsButtonH, () => {
      const seed = this.seedInput;
      if (seed) seed.style.visibility = 'hidden';
      AccessSettings.open(this, () => { if (seed) seed.style.visibility = ''; if (this.scene.isActive()) this.build(); });
    }, 15);

    // For streams and viewers: the audience window (a second window a stream captures), when it shows a
    // seat's hand (late; the player's setting alone, issue 23), streamer mode (this window on stream) and
    // the card gallery (a read-only page in a tab of its own, in the menu's language: the gallery does
    // not write the settings, so it is told). Stacked aside on a wide window.
    const sx = streamAside ? w - STREAM_W - 16 : x0, sy = streamAside ? 16 : y + L.settingsButtonH + 8;
    const sbw = streamAside ? STREAM_W : (colW - 24) / 4;
    const place = (k: number): [number, number] => (streamAside ? [sx, sy + k * (L.settingsButtonH + 8)] : [sx + k * (sbw + 8), sy]);
    button('menu:audience', t('menu.audience'), 'navy', ...place(0), sbw, L.settingsButtonH, () => openAudienceWindow(this.app.settings.lang), 15);
    const when = s.reveal.when === 'delay' ? t('aud.reveal.delay', { s: s.reveal.seconds }) : t(`aud.reveal.${s.reveal.when}`);
    button('menu:reveal', cycled(t('menu.reveal', { when })), s.reveal.when === 'never' ? 'navy' : 'cosmos', ...place(1), sbw, L.settingsButtonH,
      redraw(() => this.app.setReveal(nextReveal(s.reveal))), 14);
    button('menu:streamer', toggled(s.streamer, t('menu.streamer')), s.streamer ? 'cosmos' : 'navy', ...place(2), sbw, L.settingsButtonH,
      redraw(() => this.app.setStreamer(!s.streamer)), 15);
    button('menu:gallery', t('menu.gallery'), 'navy', ...place(3), sbw, L.settingsButtonH,
      () => { window.open(`${window.location.pathname}?gallery=1&lang=${getLang()}`, '_blank', 'noopener'); }, 15);
  }

  /** A switch of the options row: its target id, caption, whether it is lit, and what a tap does. */
  private switchButton(kind: MenuSwitch): { id: string; caption: string; on: boolean; tap: () => void } {
    const form = this.form;
    switch (kind) {
      case 'difficulty':
        return { id: 'menu:difficulty', caption: cycled(t('menu.difficulty', { level: t(`difficulty.${form.difficulty}`) })), on: false, tap: () => form.nextDifficulty() };
      case 'epics':
        return { id: 'menu:set:epics', caption: toggled(form.epics, t('menu.set.epics')), on: form.epics, tap: () => form.toggleEpics() };
      case 'openHands': {
        const open = this.app.settings.openHands;
        return { id: 'menu:openHands', caption: toggled(open, t('menu.openHands')), on: open, tap: () => this.app.setOpenHands(!open) };
      }
      default: {
        const on = form.sets.includes(kind);
        return { id: `menu:set:${kind}`, caption: toggled(on, t(`menu.set.${kind}`)), on, tap: () => form.toggleSet(kind) };
      }
    }
  }

  /** A card either side of the form (Athena and a Gold Saint), when the window has room for them; the
   *  right one below `rightBelow`. */
  private decorate(w: number, h: number, colW: number, top: number, rightBelow: number): void {
    const side = (w - colW) / 2 - 24;
    if (side < 150 || h < 500) return;
    const box = Math.min(180, side * 0.72);
    const cards: [number, number, number][] = [[16, w / 2 - colW / 2 - 12 - side / 2, -7], [38, w / 2 + colW / 2 + 12 + side / 2, 7]];
    for (const [id, cx, angle] of cards) {
      // Half a card's height, tilted (88:63 cards), under what stands above it.
      const cy = Math.max(top + h * 0.45, angle > 0 ? rightBelow + box * 0.75 + 8 : 0);
      const v = new CardView(this, cx, cy, cardType(id), Math.round(box)).setAngle(angle);
      v.disableInteractive();
      this.parts.push(this.add.existing(v));
    }
  }

  /** The seed is typed in a real input (a touch keyboard shows digits), laid over the canvas. */
  private placeSeedInput(x: number, y: number, w: number, h: number): void {
    if (!this.seedInput) {
      const input = document.createElement('input');
      input.type = 'text';
      input.inputMode = 'numeric';
      input.id = 'ssdb-seed';
      input.setAttribute('aria-label', 'seed');
      input.style.cssText = 'position:absolute;box-sizing:border-box;border-radius:12px;border:1.5px solid rgba(201,168,90,0.8);'
        + 'background:rgba(10,16,42,0.92);color:#f3e2b0;font:700 20px Inter,Arial,sans-serif;text-align:center;outline:none;letter-spacing:2px;';
      input.addEventListener('input', () => this.form.setSeed(input.value));
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') input.blur(); });
      this.game.canvas.parentElement?.appendChild(input);
      this.seedInput = input;
    }
    const s = this.seedInput;
    s.value = String(this.form.seed);
    const canvas = this.game.canvas.getBoundingClientRect();
    const k = canvas.width / this.scale.width;
    Object.assign(s.style, { left: `${x * k}px`, top: `${y * k}px`, width: `${w * k}px`, height: `${h * k}px` });
    this.parts.push(this.add.zone(0, 0, 1, 1).setName('seed-anchor'));
    const off = registerTarget('menu:seed', () => (this.seedInput ? { x, y, w, h } : null));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
  }

  private continueGame(id?: string): void {
    void this.app.continueGame(id).then((game) => {
      if (!this.scene.isActive()) return;
      if (game) return void this.scene.start(sceneMode(game.mode).table);
      // It could not be resumed: the list closes on the menu's notice of why.
      this.slots?.destroy();
      this.slots = null;
      this.build();
    });
  }

  /** The saved games' list, in place of the form until it is closed. */
  private openSlots(): void {
    this.slots = new SlotsPanel(this, this.app, {
      play: (id) => this.continueGame(id),
      replay: (id) => this.replaySlot(id),
      close: () => { this.slots?.destroy(); this.slots = null; this.build(); },
    });
    this.build();
  }

  /** Load a game (a share code or a file) in the game's text box over the menu; a game that loads
   *  opens on its table (a finished one goes on to its score screen). */
  private loadGame(): void {
    this.hideSeedWhile('TextEntry');
    openLoadGame(this, this.app, (game) => this.scene.start(sceneMode(game.mode).table));
  }

  /** The rules reference over the menu; the seed's page input (a DOM element over the canvas) hides
   *  under it until the book closes. */
  private openRules(): void {
    this.openOver('Rules');
  }

  /** A scene over the menu (the rules, the sound settings): the seed's input hides until it closes,
   *  then the menu is drawn again (a setting may have changed). */
  private openOver(key: 'Rules' | 'SoundSettings'): void {
    this.hideSeedWhile(key);
    this.scene.launch(key);
  }

  /** The seed's input (a DOM element over the canvas) hides while the scene `key` is over the menu. */
  private hideSeedWhile(key: 'Rules' | 'SoundSettings' | 'TextEntry' | 'DailyIntro'): void {
    const input = this.seedInput;
    if (input) input.style.visibility = 'hidden';
    this.scene.get(key).events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      if (input) input.style.visibility = '';
      if (key === 'SoundSettings' && this.scene.isActive()) this.build();
    });
  }

  /** A saved game's replay; if it cannot be replayed, the list says why and stays open. */
  private replaySlot(id: string): void {
    void this.app.exportSlot(id).then((saved) => {
      if (!this.scene.isActive() || !this.slots) return;
      let save: unknown = null;
      try { save = saved === null ? null : JSON.parse(saved); } catch { /* damaged: loadSave says why */ }
      const refused = ReplayBar.begin(this, save);
      if (refused && this.slots) { this.slots.note = refused; this.build(); }
    });
  }

  /** Today's daily game of the mode chosen in the form (classic against bots, or cooperative). */
  private startDaily(): void {
    // Its intro first (scenes/DailyIntro.ts: the date, what the daily game is), which starts it.
    this.hideSeedWhile('DailyIntro');
    this.scene.launch('DailyIntro', { mode: this.form.mode });
  }

  /** The mode's lesson (the guided first game, or the coop lesson): its own deal, whatever the form says. */
  private startGuide(): void {
    presenterMode(this.form.mode).menu.lesson.start(this.app);
    this.scene.start(sceneMode(this.form.mode).table);
  }

  private startGame(): void {
    if (this.seedInput) this.form.setSeed(this.seedInput.value);
    this.app.rememberMenuForm(this.form.snapshot());
    const mode = sceneMode(this.form.mode);
    mode.menu.start(this.app, this.form);
    this.scene.start(mode.table);
  }
}
