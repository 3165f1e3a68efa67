// God of War's table: the Scenario's two rows of cards in their columns with the enemies' health, armor,
// stun and attacks by rune; the heroes' pawns in front of and behind the bottom row; each hero's board
// (health, rage, hand limit); the viewer's hand with the cards that can join the set picked; the
// Missions' pyramid, the enemy die, the revealed upgrades. It draws the GowController's model and
// forwards taps; motion comes from the GowRunner, the words around it from GowChrome.
import Phaser from 'phaser';
import { contentSet, DEFAULT_CONTENT, type GowContent, type GowSlotView } from '../src/engine';
import { getLang, nextLang, t } from '../src/i18n';
import { undoAtTable } from './undo-action';
import { isUndoKey } from './presenter/keys';
import type { GowController } from './presenter/GowController';
import { tableOf, type TableApp } from './presenter/table-control';
import { gowLayout, type GowLayout } from './presenter/gow/gow-layout';
import { ownHand, type GowModel } from './presenter/gow/gow-model';
import { choiceLabel } from './presenter/gow/gow-choices';
import { localBoard, localCard, localPyramid, localSlot } from './presenter/gow/gow-local';
import { heroName } from './presenter/gow/gow-names';
import { renderLogLine } from './presenter/log';
import { ActionCard } from './objects/gow/ActionCard';
import { EnemyDie } from './objects/gow/EnemyDie';
import { FigurePawn } from './objects/gow/FigurePawn';
import { HeroBoard } from './objects/gow/HeroBoard';
import { MissionPyramid } from './objects/gow/MissionPyramid';
import { RuneReveal } from './objects/gow/RuneReveal';
import { ScenarioCard } from './objects/gow/ScenarioCard';
import { UpgradeMarket } from './objects/gow/UpgradeMarket';
import { cardData, heroBoardData, pyramidData, runesOf, type RuneInfo } from './objects/gow/gowData';
import { GowChrome } from './gow/GowChrome';
import { GuideCoach } from './objects/GuideCoach';
import { GowRunner, type GowStage } from './gow/GowRunner';

const ROWS = ['t', 'b'] as const;

export class GowTable extends Phaser.Scene implements GowStage {
  private app!: TableApp;
  ctl!: GowController;
  private L!: GowLayout;
  private content!: GowContent;
  private runes: RuneInfo[] = [];
  private cards = new Map<string, ScenarioCard>();
  private pawns = new Map<string, FigurePawn>();
  private boards: HeroBoard[] = [];
  private hand: ActionCard[] = [];
  private market!: UpgradeMarket;
  private pyramid!: MissionPyramid;
  private die!: EnemyDie;
  private rune!: RuneReveal;
  private chrome!: GowChrome;
  private coach: GuideCoach | null = null;
  private scenarioKey = '';
  private offs: (() => void)[] = [];

  constructor() {
    super('GowTable');
  }

  get phaser(): Phaser.Scene { return this; }
  /** Its pieces are at rest once the controller's animations have drained (the hooks' idle()). */
  get settled(): boolean { return true; }

  create(): void {
    this.cards = new Map();
    this.pawns = new Map();
    this.boards = [];
    this.hand = [];
    this.scenarioKey = '';
    this.offs = [];
    this.coach = null;
    this.app = this.registry.get('app') as TableApp;
    const ctl = tableOf(this.app, 'gow');
    if (!ctl) return void this.scene.start('Menu');
    this.ctl = ctl;
    this.content = contentSet(ctl.view.content) ?? contentSet(DEFAULT_CONTENT)!;
    this.runes = runesOf(this.content);
    this.cameras.main.setBackgroundColor('#0b1620');
    this.market = new UpgradeMarket(this, this.runes, (uid) => this.ctl.tap({ kind: 'inspect', uid }));
    this.pyramid = new MissionPyramid(this);
    this.die = new EnemyDie(this, this.content.die);
    this.rune = new RuneReveal(this, this.runes);
    this.boards = ctl.model.view.seats.map((s) => new HeroBoard(this, s.seat));
    this.chrome = new GowChrome(this, (tap) => this.ctl.tap(tap), {
      menu: () => this.toMenu(), acceptHandoff: () => this.ctl.acceptHandoff(),
      undo: () => undoAtTable(this.game, this.app),
      // Every piece paints its words: the table is drawn again in the other language.
      lang: () => { this.app.setLang(nextLang(getLang())); this.scene.restart(); },
    });
    // Z / Ctrl+Z: undo, as the ↶ button (not behind a hand-off curtain).
    const onKey = (event: KeyboardEvent) => { if (isUndoKey(event) && this.ctl.handoff === null) undoAtTable(this.game, this.app); };
    this.input.keyboard?.on('keydown', onKey);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.input.keyboard?.off('keydown', onKey));
    this.layout();
    this.offs.push(this.ctl.onSync((m) => this.render(m)));
    this.offs.push(this.ctl.onGameOver(() => this.time.delayedCall(this.ctl.speed === 'instant' ? 250 : 1600, () => this.scene.start('GowOver'))));
    this.ctl.attach(new GowRunner(this));
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
      for (const off of this.offs.splice(0)) off();
      this.ctl.attach(null);
      this.chrome.destroy();
    });
    this.render(this.ctl.model);
    this.ctl.start();
  }

  private onResize(size: Phaser.Structs.Size): void {
    this.cameras.resize(size.width, size.height);
    this.ctl.hurry();
    this.layout();
    this.render(this.ctl.model);
  }

  private layout(): void {
    const view = this.ctl.model.view;
    const L = (this.L = gowLayout(this.scale.width, this.scale.height, view.seats.length, view.scenario?.columns ?? 3));
    this.boards.forEach((b, i) => { const r = L.heroes[i]; if (r) b.place(r.x, r.y, r.w, r.h); });
    this.market.place(L.market.x, L.market.y, L.market.w, L.market.h, L.marketCard);
    this.pyramid.place(L.pyramid.x, L.pyramid.y, L.pyramid.w, L.pyramid.h);
    this.die.place(L.die.x, L.die.y, Math.min(L.die.w, L.die.h));
    this.rune.place(L.scenario.x + L.scenario.w / 2, L.scenario.y + L.scenario.h / 2, Math.min(L.scenario.w, L.scenario.h) * 0.6);
    this.chrome.layout(L);
    this.scenarioKey = ''; // the cards and pawns are placed again at the next render
  }

  render(m: GowModel): void {
    if (!this.L) return;
    const view = m.view, ctl = this.ctl, input = ctl.input;
    this.drawScenario(view.scenario);
    this.drawPawns(m);
    view.seats.forEach((s) => this.boards[s.seat]?.show(localBoard(heroBoardData(view, this.content, s.seat))));
    this.pyramid.show(localPyramid(pyramidData(view, this.content)));
    this.market.show({ revealed: view.revealed.map((c) => localCard(cardData(this.content, c.uid, c.card))), deck: view.upgradeDeck });
    const hidden = ctl.handoff !== null;
    this.drawHand(hidden ? [] : ownHand(m), m.offers.length > 0);
    const targets = hidden ? [] : [...input.targets().keys()].map((at) => this.cards.get(at)).filter((c): c is ScenarioCard => !!c).map((c) => { const b = c.getBounds(); return { x: b.x, y: b.y, w: b.width, h: b.height }; });
    const heroes = view.seats.map((s) => heroName(s.hero));
    const curtainHero = ctl.handoff === null ? null : heroName(view.seats[ctl.handoff]?.hero ?? '');
    this.chrome.show({
      status: this.statusLine(m), endTurn: !hidden && m.offers.some((a) => a.type === 'endTurn'),
      choices: hidden ? [] : input.choices().map((a) => choiceLabel(a, view)),
      moves: hidden ? [] : [...input.moves().keys()], targets,
      chronicle: ctl.log.slice(-Math.max(1, Math.floor(this.L.chronicle.h / 16))).map((line) => renderLogLine(line, heroes)),
      curtain: curtainHero === null ? null : t('ui.handoffTitle', { hero: curtainHero }),
    }, (column, back) => this.pawnSpot(column, back));
    this.showCoach(hidden);
  }

  /** The guided first round's coach over the side column (heroes to chronicle), or in portrait over
   *  the pyramid and the market; the rings follow what the lesson points at. */
  private showCoach(hidden: boolean): void {
    const guide = this.ctl.guide;
    if (!guide) return;
    this.coach ??= new GuideCoach(this, { next: () => this.ctl.guideNext(), quit: () => this.ctl.guideQuit(), area: (name) => this.area(name) });
    const L = this.L, top = L.portrait ? L.pyramid.y : (L.heroes[0]?.y ?? L.market.y);
    this.coach.show(guide as never, this.ctl.guideFocus, hidden ? null : { x: L.market.x, y: top, w: L.market.w, h: L.buttons.y - 8 - top });
  }

  /** The places a lesson points at that are no tap target. */
  private area(name: string): { x: number; y: number; w: number; h: number } | null {
    return name === 'scenario' ? this.L.scenario : name === 'market' ? this.L.market : null;
  }

  private statusLine(m: GowModel): string {
    const view = m.view, pending = view.pending;
    if (view.result) return t(view.result.win ? 'gow.over.won' : 'gow.over.lost');
    if (!pending) return '';
    const hero = heroName(view.seats[pending.seat]?.hero ?? '');
    if (!m.offers.length) return t('gow.status.waiting', { hero });
    return t(`gow.status.${pending.kind}`, { hero, ...(pending.kind === 'defend' ? { power: pending.power } : {}) });
  }

  private drawScenario(scenario: GowModel['view']['scenario']): void {
    const key = scenario ? `${scenario.id}:${scenario.columns}` : '';
    if (key !== this.scenarioKey) {
      for (const c of this.cards.values()) c.destroy();
      this.cards.clear();
      this.scenarioKey = key;
      for (const slot of scenario?.slots ?? []) {
        const card = new ScenarioCard(this, slot.at, this.runes, (at) => this.ctl.tap({ kind: 'slot', at }));
        const r = this.L.cards[ROWS.indexOf(slot.at[0] as 't' | 'b')]?.[Number(slot.at[1])];
        if (r) card.place(r.x, r.y, r.w, r.h);
        this.cards.set(slot.at, card);
      }
    }
    for (const slot of scenario?.slots ?? []) this.cards.get(slot.at)?.show(localSlot(this.ctl.model.view, slot));
  }

  private pawnSpot(column: number, back: boolean): { x: number; y: number; w: number; h: number } {
    const spot = this.L.pawns[column] ?? this.L.pawns[0];
    return back ? spot.back : spot.front;
  }

  private drawPawns(m: GowModel): void {
    const on = m.view.figures.filter((f) => f.column !== null && !f.exhausted);
    for (const [id, pawn] of this.pawns) if (!on.some((f) => f.id === id)) { pawn.destroy(); this.pawns.delete(id); }
    for (const f of on) {
      let pawn = this.pawns.get(f.id);
      if (!pawn) this.pawns.set(f.id, (pawn = new FigurePawn(this, f.id, (id) => this.ctl.tap({ kind: 'figure', id })).setSizePx(this.L.pawn)));
      const spot = this.pawnSpot(f.column!, f.back);
      pawn.setSizePx(this.L.pawn).setPosition(spot.x + spot.w / 2, spot.y + spot.h / 2);
      pawn.show({ back: f.back, exhausted: f.exhausted, wards: f.wards, active: m.view.pending?.seat === f.seat && this.ctl.input.figure === f.id });
    }
  }

  private drawHand(cards: { uid: number; card: string }[], acting: boolean): void {
    const input = this.ctl.input;
    while (this.hand.length < cards.length) {
      const i = this.hand.length;
      this.hand.push(new ActionCard(this, this.runes, (uid) => this.ctl.tap({ kind: 'card', uid }), `gow:hand:${i}`));
    }
    this.hand.forEach((card, i) => {
      const c = cards[i], r = this.L.handSlots[i];
      card.setVisible(!!c && !!r);
      if (!c || !r) return;
      card.place(r.x, r.y, r.w, r.h).show(localCard(cardData(this.content, c.uid, c.card)));
      const picked = input.selection.some((p) => p.uid === c.uid);
      card.setCardState(picked ? 'selected' : !acting ? 'normal' : input.joinable(c.uid) ? 'canJoin' : 'dimmed');
    });
  }

  // The runner's stage (GowRunner.ts).
  roll(face: number, ms: number): Promise<void> { return this.die.roll(face, ms); }
  hitEnemy(at: string, _damage: number): Promise<void> { return this.cards.get(at)?.hit(_damage) ?? Promise.resolve(); }
  flipSlot(at: string, to: GowSlotView | null, ms: number): Promise<void> { return this.cards.get(at)?.flip(to && localSlot(this.ctl.model.view, to), ms) ?? Promise.resolve(); }
  async runeFlare(rune: string | null, ms: number): Promise<void> {
    for (const c of this.cards.values()) c.setIntent(rune);
    if (rune && ms > 0) await this.rune.reveal(rune, ms);
  }
  walk(figure: string, column: number, back: boolean, ms: number): Promise<void> {
    const spot = this.pawnSpot(column, back);
    return this.pawns.get(figure)?.walkTo(spot.x + spot.w / 2, spot.y + spot.h / 2, ms) ?? Promise.resolve();
  }
  rise(ms: number): Promise<void> { return this.pyramid.rise(ms); }
  slotNow(at: string): GowSlotView | null { return this.ctl.session.view('audience').scenario?.slots.find((s) => s.at === at) ?? null; }

  /** The status line as drawn (the test hook's status()). */
  statusShown(): string { return this.chrome.statusText; }

  private toMenu(): void {
    this.app.closeTable();
    this.scene.start('Menu');
  }
}

