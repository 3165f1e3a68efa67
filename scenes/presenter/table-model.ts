// What the table shows and offers, derived from the engine's view for one seat and the legal actions
// of that seat. No rule is computed here: every offer is a legal action, taken as is.
import type { Action, CardRef, GameResult, GameView, Seat, Uid } from '../../src/engine';
import { captionsOf, scriptOf } from '../../src/cards/scripts';

export type Energy = 'force' | 'cosmos';
export interface HealModel { card: Uid; max: number; options: Uid[] }
export interface PlayedModel {
  uid: Uid; type: number; seat: Seat; facing: Uid | null; lock?: Energy;
  activate: Action | null; heal: HealModel | null;
  /** Discard a Libra weapon for +4 Force (a Hero facing a pillar). */
  libra: Action | null;
}
export interface AcquireOption { by: Energy; armor: boolean; action: Action }
export interface SlotModel {
  slot: number; uid: Uid | null; type: number | null;
  cost: { force: number | null; cosmos: number | null };
  offered: { force: number; cosmos: number };
  /** The active seat's cards facing it. */
  facing: PlayedModel[];
  acquire: AcquireOption[];
  /** Why it cannot be acquired though what faces it looks enough (issue 12): the rules' own refusal. */
  refusal: Refusal | null;
  /** A field card's rules that change what players may do while it is there, as message keys of a few
   *  words, shown on it without a long press (issue 12): its statics' captions. Empty elsewhere. */
  captions: readonly string[];
}
/** A refusal the table shows: the engine's message key and the card types and numbers it names. */
export interface Refusal { key: string; params: Record<string, number> }
export interface HandCardModel {
  uid: Uid; type: number;
  /** Field cards this card may be played facing. */
  targets: Uid[];
  /** Both "with its Play effect" and "without" are legal. */
  effectChoice: boolean;
  /** For an armor: the equip action (effect: true when there is a choice). */
  equip: Action | null;
  /** For a relic: the action putting it into your area (effect: true when there is a choice). */
  relic: Action | null;
}
export interface PanelModel {
  seat: Seat; hero: string; isBot: boolean; active: boolean; deciding: boolean;
  handCount: number; deckCount: number; discard: CardRef[]; wounded: CardRef[]; armor: CardRef | null;
  destroyedCount: number; vp: number;
  /** Expansions: frozen cards of the marked area, VP tokens collected (sum), Libra weapons held,
   *  relics in play, pillars destroyed, eliminated. */
  frozen: number; vpTokens: number; libra: number; relics: CardRef[]; pillars: CardRef[]; eliminated: boolean;
}
/** The markers on a card the table shows. */
export interface MarkerModel { wound: boolean; freeze: 0 | 1 | 2; vp: number[] }
/** A turn action of the current Epic or of one of the viewer's relics. */
export interface UseModel { card: Uid; type: number; label: string; action: Action }
/** What the expansions add to the table (null in a base game). */
export interface ExpansionModel {
  epic: { uid: Uid; type: number; hourglasses: number; duration: number } | null;
  epicDeckCount: number;
  /** Revealed pillars: faced and destroyed like field cards (slot: their index among pillars). */
  pillars: SlotModel[];
  /** Other cards the active player may face now (a relic, a card under the Urne, a discarded or a
   *  marked card offered by an effect), faced and acquired like field cards. */
  targets: SlotModel[];
  /** Odin's sapphires (null without Asgard); Libra weapons in the supply (null without Poseidon). */
  sapphires: number | null;
  libraLeft: number | null;
  uses: UseModel[];
}
export interface DecisionModel {
  id: number; seat: Seat; kind: 'cards' | 'seat' | 'yesNo'; prompt: string;
  /** The card asking: its type and uid, when the viewer can see it. */
  source: number | null; sourceUid: Uid | null;
  options: number[]; optionCards: CardRef[]; reveal: CardRef[]; min: number; max: number;
}
export interface TableModel {
  viewer: Seat | 'audience';
  active: Seat;
  turn: number;
  clock: number;
  finalRound: boolean;
  reserveCount: number;
  fieldDiscard: CardRef[];
  field: SlotModel[];
  /** Cards in play whose field card has gone. */
  loose: PlayedModel[];
  /** The viewer's hand (null when the viewer sees no hand). */
  hand: HandCardModel[] | null;
  players: PanelModel[];
  /** The viewer's armor activation, when legal. */
  armorActivate: Action | null;
  decision: DecisionModel | null;
  /** Someone else is making a choice. */
  waiting: { seat: Seat; prompt: string } | null;
  endTurn: Action | null;
  /** The viewer may act now. */
  canAct: boolean;
  gameOver: boolean;
  result: GameResult | null;
  /** Markers of every public card, by uid (empty in a base game). */
  markers: Record<Uid, MarkerModel>;
  expansion: ExpansionModel | null;
}

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** Asks the rules why an action is refused now (null: it is not). */
export type WhyNot = (action: Action) => Refusal | null;

export function buildTableModel(view: GameView, legal: Action[], bots: boolean[], whyNot?: WhyNot): TableModel {
  const viewer = view.viewer;
  const me = viewer === 'audience' ? null : view.players[viewer];
  const handRefs = me?.hand ?? null;
  const typeOfHand = new Map((handRefs ?? []).map((c) => [c.uid, c.type]));
  const byType = <A extends Action>(type: A['type']) => legal.filter((a): a is A => a.type === type);

  const plays = byType<Extract<Action, { type: 'play' }>>('play');
  const equips = byType<Extract<Action, { type: 'equip' }>>('equip');
  const activates = byType<Extract<Action, { type: 'activate' }>>('activate');
  const heals = byType<Extract<Action, { type: 'heal' }>>('heal');
  const acquires = byType<Extract<Action, { type: 'acquire' }>>('acquire');
  const libras = byType<Extract<Action, { type: 'libra' }>>('libra');
  const relics = byType<Extract<Action, { type: 'playRelic' }>>('playRelic');
  const uses = byType<Extract<Action, { type: 'use' }>>('use');

  const played = (c: GameView['play'][number]): PlayedModel => {
    const healActions = heals.filter((h) => h.card === c.uid);
    return {
      uid: c.uid, type: c.type, seat: c.seat, facing: c.facing, ...(c.lock ? { lock: c.lock } : {}),
      activate: activates.find((a) => a.card === c.uid) ?? null,
      heal: healActions.length
        ? { card: c.uid, max: Math.max(...healActions.map((h) => h.targets.length)), options: [...new Set(healActions.flatMap((h) => h.targets))] }
        : null,
      libra: libras.find((l) => l.card === c.uid) ?? null,
    };
  };
  const inPlay = view.play.map(played);

  const slotOf = (f: NonNullable<GameView['field'][number]>, slot: number, onField = false): SlotModel => {
    const options: AcquireOption[] = [];
    for (const by of ['force', 'cosmos'] as const) {
      const mine = acquires.filter((a) => a.target === f.uid && a.by === by);
      const plain = mine.find((a) => !a.armor) ?? mine.find((a) => a.armor);
      if (plain) options.push({ by, armor: !!plain.armor, action: plain });
    }
    // The totals look enough for a route that no listed action takes: the rules say why.
    let refusal: Refusal | null = null;
    for (const by of ['force', 'cosmos'] as const) {
      const cost = f.cost[by];
      if (refusal || !whyNot || cost === null || f.offered[by] < cost || options.some((o) => o.by === by) || view.viewer !== view.active) continue;
      refusal = whyNot({ type: 'acquire', seat: view.active, target: f.uid, by });
    }
    return {
      slot, uid: f.uid, type: f.type, cost: { ...f.cost }, offered: { ...f.offered },
      facing: inPlay.filter((p) => p.facing === f.uid && p.seat === view.active), acquire: options, refusal,
      captions: onField ? captionsOf(f.type) : [],
    };
  };
  const field: SlotModel[] = view.field.map((f, slot) => f ? slotOf(f, slot, true)
    : { slot, uid: null, type: null, cost: { force: null, cosmos: null }, offered: { force: 0, cosmos: 0 }, facing: [], acquire: [], refusal: null, captions: [] });
  const pillars = (view.pillars ?? []).map((f, i) => slotOf(f, i));
  const targets = (view.targets ?? []).filter((x) => !x.seats || x.seats.includes(view.active)).map((f, i) => slotOf(f, i));
  const faceable = new Set([...view.field.map((f) => f?.uid), ...pillars.map((f) => f.uid), ...targets.map((f) => f.uid)]);

  const hand: HandCardModel[] | null = handRefs && handRefs.map((c) => {
    const mine = plays.filter((p) => typeOfHand.get(p.card) === c.type);
    const targets = [...new Set(mine.map((p) => p.facing))];
    const eq = equips.filter((e) => typeOfHand.get(e.card) === c.type);
    const both = (list: { effect?: boolean }[]) => list.some((a) => a.effect === false) && list.some((a) => a.effect !== false);
    const effectChoice = both(mine) || both(eq);
    const equip = eq.length ? { ...(eq.find((e) => e.effect !== false) ?? eq[0]), card: c.uid } : null;
    const rel = relics.filter((r) => typeOfHand.get(r.card) === c.type);
    const relic = rel.length ? { ...(rel.find((r) => r.effect !== false) ?? rel[0]), card: c.uid } : null;
    return { uid: c.uid, type: c.type, targets, effectChoice: effectChoice || both(rel), equip, relic };
  });

  const pending = view.pending;
  const source = pending && 'options' in pending && pending.source >= 0 ? sourceType(view, pending.source) : null;
  const decision: DecisionModel | null = pending && 'options' in pending
    ? {
      id: pending.id, seat: pending.seat, kind: pending.kind, prompt: pending.prompt,
      source, sourceUid: source === null ? null : pending.source,
      options: [...pending.options], optionCards: pending.optionCards, reveal: pending.revealCards ?? [],
      min: pending.min, max: pending.max,
    }
    : null;
  const deciding = pending ? pending.seat : null;

  const markers: Record<Uid, MarkerModel> = {};
  for (const mk of view.markers ?? []) markers[mk.uid] = { wound: mk.wound, freeze: mk.freeze, vp: [...mk.vp] };
  const players: PanelModel[] = view.players.map((p) => ({
    seat: p.seat, hero: p.hero, isBot: bots[p.seat] ?? false, active: p.seat === view.active, deciding: p.seat === deciding,
    handCount: p.handCount, deckCount: p.deckCount, discard: p.discard, wounded: p.marked, armor: p.armor,
    destroyedCount: p.destroyed.length, vp: p.vp ?? 0,
    frozen: p.marked.filter((c) => markers[c.uid]?.freeze).length,
    vpTokens: (p.vpTokens ?? []).reduce((a, b) => a + b, 0), libra: p.libra ?? 0,
    relics: p.relics ?? [], pillars: p.pillars ?? [], eliminated: !!p.eliminated,
  }));
  const armorUid = me?.armor?.uid ?? null;

  // The promo cards bring nothing to show under the field: with them alone there is no band.
  const sets = (view.sets ?? []).filter((s) => s !== 'promo');
  const useTypes = new Map<Uid, number>([
    ...(view.epic ? [[view.epic.uid, view.epic.type] as [Uid, number]] : []),
    ...view.players.flatMap((p) => (p.relics ?? []).map((r) => [r.uid, r.type] as [Uid, number])),
  ]);
  const expansion: ExpansionModel | null = sets.length === 0 ? null : {
    epic: view.epic ? { uid: view.epic.uid, type: view.epic.type, hourglasses: view.epic.hourglasses, duration: view.epic.duration } : null,
    epicDeckCount: view.epicDeckCount ?? 0,
    pillars,
    targets,
    sapphires: sets.includes('asgard') ? view.sapphires ?? 0 : null,
    libraLeft: sets.includes('poseidon') ? view.libraLeft ?? 0 : null,
    uses: uses.map((u) => ({ card: u.card, type: useTypes.get(u.card) ?? 0, label: turnActionLabel(useTypes.get(u.card), u.index), action: u })),
  };

  return {
    viewer, active: view.active, turn: view.turn, clock: view.clock, finalRound: view.finalRound,
    reserveCount: view.reserveCount, fieldDiscard: view.fieldDiscard, field,
    loose: inPlay.filter((p) => p.facing === null || !faceable.has(p.facing)),
    hand, players,
    armorActivate: armorUid === null ? null : activates.find((a) => a.card === armorUid) ?? null,
    decision,
    waiting: pending && !('options' in pending) ? { seat: pending.seat, prompt: pending.prompt } : null,
    endTurn: legal.find((a) => a.type === 'endTurn') ?? null,
    canAct: legal.length > 0,
    gameOver: view.phase === 'gameOver',
    result: view.result,
    markers,
    expansion,
  };
}

/** The cards on the expansions' rail that can be faced: the pillars, then the other targets. */
export const railCards = (m: TableModel): SlotModel[] => (m.expansion ? [...m.expansion.pillars, ...m.expansion.targets] : []);

/** Every card played this turn, wherever it stands: facing a field card, a card of the rail, or loose. */
export const playedCards = (m: TableModel): PlayedModel[] =>
  [...m.field.flatMap((s) => s.facing), ...railCards(m).flatMap((s) => s.facing), ...m.loose];

/** The message key naming a turn action of a card (its script's label). */
function turnActionLabel(type: number | undefined, index: number): string {
  return (type === undefined ? undefined : scriptOf(type)?.actions?.[index]?.label) ?? 'ui.use';
}

/** The card type of a decision's source card, wherever the viewer can see it. */
function sourceType(view: GameView, uid: Uid): number | null {
  const all: CardRef[] = [
    ...view.field.filter((f): f is NonNullable<typeof f> => f !== null), ...view.play, ...view.fieldDiscard,
    ...view.players.flatMap((p) => [...(p.hand ?? []), ...p.discard, ...p.marked, ...p.destroyed, ...(p.armor ? [p.armor] : [])]),
  ];
  return all.find((c) => c.uid === uid)?.type ?? null;
}

/** Is this action one of the legal ones (the same shape)? */
export const isListed = (legal: Action[], action: Action) => legal.some((a) => same(a, action));
