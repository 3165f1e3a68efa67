// The screen reader's reading of the table (issue 29): what the canvas shows, as text and buttons for
// src/a11y's layer. It reads the game as the screen does: the engine's view through the table's eyes
// (the audience's while a hand-off hides the next hand), never the state, never another seat's hand;
// the actions are the viewer's legal ones, offered only when the table rests on a person's move.
// Plain TS. Each mode's words are its entry in READERS (a card table's, God of War's).
import type { Action, CoopAction, GameView, GowAction, GowView, Mode, Seat } from '../../src/engine';
import { t } from '../../src/i18n';
import { say } from '../../src/a11y/words';
import type { MirrorButton, MirrorModel, MirrorSection } from '../../src/a11y/mirror-dom';
import { hintOf, hintText, knownCards } from './hint';
import { cardName, renderLogLine, type LogLine } from './log';
import { choiceLabel } from './gow/gow-choices';
import { cardName as gowCardName, enemyName, figureName } from './gow/gow-names';

/** What the reading needs of the table's conductor (every mode's has it). */
export interface MirrorTable {
  readonly mode: Mode;
  readonly session: { view(viewer: Seat | 'audience'): unknown; legal(): unknown[] };
  readonly viewer: Seat;
  readonly handoff: Seat | null;
  readonly idle: boolean;
  readonly watched: unknown;
  readonly humanSeats: readonly boolean[];
  readonly log: readonly LogLine[];
  send(action: unknown): unknown;
  /** The next player has the device: the hand-off screen goes and their hand shows. */
  acceptHandoff(): void;
}

/** A mode's words for the layer: its sections, where the game stands, an action's sentence. */
interface Reader<V> {
  status(view: V): string;
  sections(view: V, viewer: Seat | 'audience'): MirrorSection[];
  label(action: unknown, view: V): string;
  heroes(view: V): string[];
}

/** Too many buttons is no help: past this many the rest are left to the board (said so). */
const MOST_ACTIONS = 60;

const named = (refs: readonly ({ type: number } | null)[] | null | undefined): string[] =>
  (refs ?? []).flatMap((c) => (c && c.type >= 0 ? [cardName(c.type)] : []));
const orNothing = (items: string[]): string[] => (items.length ? items : [say('a11y.empty')]);
const hero = (id: string | undefined): string => t(`hero.${id ?? ''}`);

/** The hint's sentence without its "Hint:" head, capitalised. */
function hintSentence(action: Action | CoopAction, view: GameView): string {
  const pending = view.pending && 'kind' in view.pending ? view.pending.kind : undefined;
  const words = hintText(hintOf(action, knownCards(view), pending), view.players.map((p) => p.hero)).replace(/^[^:]*:\s*/, '');
  const more = [('effect' in action && action.effect === false) ? say('a11y.withoutEffect') : null, ('armor' in action && action.armor) ? say('a11y.asArmor') : null].filter(Boolean);
  const sentence = more.length ? `${words} (${more.join(', ')})` : words;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const CARD_TABLE: Reader<GameView> = {
  status: (view) => (view.result ? say('a11y.over') : say('a11y.status', { turn: view.turn, who: hero(view.players[view.pending?.seat ?? view.active]?.hero) })),
  sections: (view, viewer) => {
    const out: MirrorSection[] = [];
    const me = typeof viewer === 'number' ? view.players[viewer] : undefined;
    if (me?.hand) out.push({ heading: `${say('a11y.you', { hero: hero(me.hero) })} ${say('a11y.hand')}`, items: orNothing(named(me.hand)) });
    else out.push({ heading: say('a11y.hand'), items: [say('a11y.curtain')] });
    if (view.pending && 'options' in view.pending) {
      const source = knownCards(view)[view.pending.source];
      out.push({ heading: say('a11y.decision', { prompt: t(view.pending.prompt, { card: source === undefined ? '' : cardName(source) }) }), items: named(view.pending.optionCards) });
    }
    out.push({
      heading: say('a11y.field'),
      items: orNothing((view.field ?? []).flatMap((c) => {
        if (!c || c.type < 0) return [];
        const costs = [c.cost.force === null ? null : say('a11y.force', { n: c.cost.force }), c.cost.cosmos === null ? null : say('a11y.cosmos', { n: c.cost.cosmos })].filter(Boolean);
        return [costs.length ? `${cardName(c.type)} (${costs.join(' / ')})` : cardName(c.type)];
      })),
    });
    out.push({ heading: say('a11y.played'), items: orNothing(named(view.play)) });
    // A board against Poseidon (a card table with one) says its water and its pillars.
    const board = (view as { board?: { water: number; waterTop: number; piles: { pillar: { status: string } }[] } }).board;
    if (board) out.push({ heading: say('a11y.poseidon'), items: [say('a11y.water', { water: board.water, top: board.waterTop, pillars: board.piles.filter((p) => p.pillar.status !== 'destroyed').length })] });
    out.push({
      heading: say('a11y.scores'),
      items: view.players.map((p) => `${say('a11y.player', { hero: hero(p.hero), hand: p.handCount, deck: p.deckCount })}${p.vp === undefined ? '' : `, ${say('a11y.vp', { vp: p.vp })}`}`),
    });
    return out;
  },
  label: (action, view) => hintSentence(action as Action | CoopAction, view),
  heroes: (view) => view.players.map((p) => p.hero),
};

/** God of War's listed choices have their words (gow-choices.ts); its moves on the board get theirs here. */
function gowLabel(action: GowAction, view: GowView): string {
  const cardsOf = (cards: readonly { uid: number }[]) => {
    const known = new Map(view.seats.flatMap((s) => (Array.isArray(s.hand) ? s.hand : [])).map((c) => [c.uid, c.card]));
    return say('a11y.with', { cards: cards.map((c) => gowCardName(known.get(c.uid) ?? '')).join(' + ') });
  };
  const enemyAt = (at: string) => { const e = view.scenario?.slots.find((s) => s.at === at)?.enemy; return e ? enemyName(e.name) : at; };
  switch (action.type) {
    case 'place': case 'move':
      return `${t(`gow.ui.${action.type}`)}: ${figureName(action.figure)}, ${say('a11y.column', { n: action.column + 1 })}${action.back ? `, ${t('gow.ui.back')}` : ''}`;
    case 'attack': return `${t('gow.ui.attack')}: ${figureName(action.figure)} → ${enemyAt(action.target)}, ${cardsOf(action.cards)}`;
    case 'interact': return `${t('gow.ui.interact')}: ${figureName(action.figure)} → ${action.at}, ${cardsOf(action.cards)}`;
    default: return choiceLabel(action, view);
  }
}

const GOW: Reader<GowView> = {
  status: (view) => (view.result ? say('a11y.over') : say('a11y.status', { turn: view.round, who: hero(view.seats[view.pending?.seat ?? view.active]?.hero) })),
  sections: (view, viewer) => {
    const me = typeof viewer === 'number' ? view.seats[viewer] : undefined;
    const hand = me && Array.isArray(me.hand) ? me.hand : null;
    return [
      hand ? { heading: `${say('a11y.you', { hero: hero(me?.hero) })} ${say('a11y.hand')}`, items: orNothing(hand.map((c) => gowCardName(c.card))) }
        : { heading: say('a11y.hand'), items: [say('a11y.curtain')] },
      { heading: say('a11y.board'), items: orNothing((view.scenario?.slots ?? []).flatMap((s) => (s.enemy && !s.dead ? [say('a11y.enemy', { name: enemyName(s.enemy.name), left: s.enemy.left, health: s.enemy.health })] : []))) },
      { heading: say('a11y.scores'), items: view.figures.map((f) => say('a11y.figure', { name: figureName(f.id), damage: f.damage, health: f.health, rage: f.rage })) },
    ];
  },
  label: (action, view) => gowLabel(action as GowAction, view),
  heroes: (view) => view.seats.map((s) => s.hero),
};

const READERS: { readonly [M in Mode]: Reader<never> } = { classic: CARD_TABLE, coop: CARD_TABLE, gow: GOW };
const readerOf = (mode: Mode): Reader<unknown> => READERS[mode] as Reader<unknown>;

/** What the viewer may do now: nothing during a hand-off, a replay, an animation or another's move. */
function offered(table: MirrorTable): unknown[] {
  if (table.handoff !== null || table.watched || !table.idle) return [];
  // Every action names the seat it is for; a person's seat only (the table's pick of a hero included).
  return table.session.legal().filter((a) => table.humanSeats[(a as { seat?: number }).seat ?? -1] === true);
}

/** The table as the layer tells it; `buttons`: the screen's own buttons (targets with a press). */
export function tableReading(table: MirrorTable, buttons: MirrorButton[]): MirrorModel {
  const eye = table.handoff === null ? table.viewer : 'audience';
  const view = table.session.view(eye);
  const reader = readerOf(table.mode);
  const labelled = offered(table).map((action) => ({ id: JSON.stringify(action), label: reader.label(action, view), press: () => { table.send(action); } }));
  // The hand-off screen's one button (a tap anywhere on the canvas): the next player says they are there.
  const next = table.handoff;
  if (next !== null && !table.watched) labelled.push({ id: 'handoff', label: say('a11y.ready', { hero: hero(reader.heroes(view)[next]) }), press: () => table.acceptHandoff() });
  // Every mode's view sets its result once the game is over: nothing to wait for then.
  const over = !!(view as { result?: unknown }).result;
  const note = labelled.length > MOST_ACTIONS ? say('a11y.more', { n: labelled.length - MOST_ACTIONS }) : labelled.length || over ? null : say('a11y.noActions');
  return {
    title: say('a11y.table'),
    status: reader.status(view),
    sections: reader.sections(view, eye),
    actionsHeading: say('a11y.actions'),
    actions: labelled.slice(0, MOST_ACTIONS),
    actionsNote: note,
    buttonsHeading: say('a11y.buttons'),
    buttons,
  };
}

/** The chronicle's lines in words (the live region reads the new ones). */
export function chronicleWords(table: MirrorTable, from: number): string[] {
  const heroes = readerOf(table.mode).heroes(table.session.view(table.handoff === null ? table.viewer : 'audience'));
  return table.log.slice(from).map((line) => renderLogLine(line, heroes));
}

/** A screen with no game (the menu, the rules…): its buttons only. */
export function screenReading(title: string, buttons: MirrorButton[]): MirrorModel {
  return { title, status: null, sections: [], actionsHeading: '', actions: [], actionsNote: null, buttonsHeading: say('a11y.buttons'), buttons };
}
