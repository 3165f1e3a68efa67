// Invariants of a cooperative game, checked after every step by the coop fuzzer (src/sim/fuzz/coop.ts,
// `npm run fuzz:coop`, test/property/coop-invariants.test.ts): every card in exactly one place, the
// water and the flood pawn in range, destroyed pillars staying destroyed. Each entry names what is wrong.
import type { CoopState, Uid } from '../../engine';

/** Every place a card of a cooperative game can be, with the uids it holds. */
export function coopPlaces(state: CoopState): { name: string; uids: readonly Uid[] }[] {
  const b = state.board;
  const places: { name: string; uids: readonly Uid[] }[] = [
    { name: 'reserve', uids: state.reserve },
    { name: 'field', uids: state.field.filter((u): u is Uid => u !== null) },
    { name: 'Abyss (fieldDiscard)', uids: state.fieldDiscard },
    { name: 'play', uids: state.play.map((c) => c.uid) },
    { name: 'Main Breadwinner', uids: b.breadwinner },
    ...b.piles.map((uids, pile) => ({ name: `pile ${pile}`, uids })),
    ...b.pillarSide.map((uids, side) => ({ name: `pillarSide ${side}`, uids })),
  ];
  if (state.expansion) {
    places.push({ name: 'pillarsInPlay', uids: state.expansion.pillarsInPlay }, { name: 'pillarsAside', uids: state.expansion.pillarsAside });
  }
  for (const [seat, p] of state.players.entries()) {
    for (const list of ['deck', 'hand', 'discard', 'marked', 'destroyed', 'setAside', 'relics', 'pillars'] as const) {
      places.push({ name: `players[${seat}].${list}`, uids: p[list] });
    }
    places.push({ name: `players[${seat}].armor`, uids: p.armor === null ? [] : [p.armor] });
  }
  // Poseidon's own cards besides the Main Breadwinner (his marked cards; the rest stays empty).
  for (const list of ['deck', 'hand', 'discard', 'marked', 'destroyed', 'setAside', 'relics', 'pillars'] as const) {
    places.push({ name: `poseidon.${list}`, uids: b.poseidon[list] });
  }
  places.push({ name: 'poseidon.armor', uids: b.poseidon.armor === null ? [] : [b.poseidon.armor] }); // Robe Divine Delta plays a hero's armor for him

  if (state.epic) {
    places.push({ name: 'epic.deck', uids: state.epic.deck }, { name: 'epic.done', uids: state.epic.done });
    places.push({ name: 'epic.current', uids: state.epic.current === null ? [] : [state.epic.current] });
  }
  for (const [relic, uids] of Object.entries(state.under ?? {})) places.push({ name: `under[${relic}]`, uids });
  return places;
}

/** The Generals alone and face up on their pillar: no effect may move them (rulebook "Autres"). */
export const lastGeneralsOnField = (state: CoopState): Uid[] =>
  state.board.generals.filter((uid, pile) => state.field[pile] === uid && state.board.piles[pile].length === 0);

/** The last Generals that left the field in an action other than the hero's acquisition of that very
 *  General ("il doit forcément être vaincu"). */
export function generalsMovedByEffect(before: readonly Uid[], after: CoopState, action: { type: string; target?: Uid }): string[] {
  return before.filter((uid) => !after.field.includes(uid) && !(action.type === 'acquire' && action.target === uid))
    .map((uid) => `the last General ${uid} left the field by an effect`);
}

/** What the checks remember from one step to the next. */
export interface CoopMemory {
  cards: number;
  /** The cards the setup left out of the game (Pope, Hilda, Poseidon, the relics: in the box, no place). */
  boxed: Set<Uid>;
  /** Pillars once held destroyed by a player. */
  destroyed: Set<Uid>;
}

/** The memory of a game just set up: what is in the box stays there, every other card is in play. */
export function coopMemory(state: CoopState): CoopMemory {
  const placed = new Set(coopPlaces(state).flatMap((p) => p.uids));
  const boxed = new Set(state.cards.map((_, uid) => uid).filter((uid) => !placed.has(uid)));
  return { cards: state.cards.length, boxed, destroyed: new Set() };
}

export function checkCoopInvariants(state: CoopState, memory: CoopMemory): string[] {
  const v: string[] = [];
  const b = state.board;
  if (state.cards.length !== memory.cards) v.push(`the game has ${state.cards.length} cards, not ${memory.cards}`);
  const where = new Map<Uid, string[]>();
  for (const place of coopPlaces(state)) {
    for (const uid of place.uids) {
      if (!Number.isInteger(uid) || uid < 0 || uid >= state.cards.length) { v.push(`${place.name} holds ${JSON.stringify(uid)}, which is no card`); continue; }
      const at = where.get(uid);
      if (at) at.push(place.name); else where.set(uid, [place.name]);
    }
  }
  for (let uid = 0; uid < state.cards.length; uid++) {
    const at = where.get(uid);
    if (memory.boxed.has(uid)) { if (at) v.push(`card ${uid}, out of the game since the setup, is in ${at.join(', ')}`); continue; }
    if (!at) v.push(`card ${uid} is lost: it is in no place`);
    else if (at.length > 1) v.push(`card ${uid} is in ${at.length} places: ${at.join(', ')}`);
  }
  if (state.field.length !== 7) v.push(`the field has ${state.field.length} places, not 7`);
  if (!Number.isInteger(b.water) || b.water < 0 || b.water > b.waterTop) v.push(`the water ${b.water} is outside 0..${b.waterTop}`);
  if (!Number.isInteger(b.pawn) || b.pawn < 0 || b.pawn > 6) v.push(`the flood pawn ${b.pawn} is outside 0..6`);
  for (const [seat, at] of b.heroAt.entries()) if (!Number.isInteger(at) || at < 0 || at > 6) v.push(`hero ${seat} faces pile ${at}`);
  const held = new Set(state.players.flatMap((p) => p.pillars));
  for (const uid of memory.destroyed) if (!held.has(uid)) v.push(`pillar ${uid} was destroyed and has come back (${where.get(uid)?.join(', ') ?? 'nowhere'})`);
  for (const uid of held) memory.destroyed.add(uid);
  if (state.phase === 'gameOver' && !state.result?.coop) v.push('the game is over without a cooperative result');
  // Poseidon's phase runs inside the last end of turn; it stops between actions only for a choice (an Epic's end).
  if (state.phase === 'poseidon' && !state.pending) v.push('Poseidon\'s phase stopped between actions with no choice pending');
  if (state.phase !== 'gameOver' && state.phase !== 'players' && state.phase !== 'poseidon') v.push(`between actions the phase is ${state.phase}`);
  return v;
}
