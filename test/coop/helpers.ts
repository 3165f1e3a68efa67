// Arranging cooperative games for the rules tests: a dealt game, then cards put where a test needs them
// (taken from wherever they are, so that every card stays in exactly one place).
import { rules, type CoopAction, type CoopSetupOptions, type CoopState, type GameState, type Uid } from '../../src/engine';
import { locate } from '../../src/engine/table/zones';
import { cloneState } from '../../src/engine/table/clone';

export const HEROES4 = ['seiya', 'shiryu', 'hyoga', 'shun'] as const;

export function coopGame(options: Partial<CoopSetupOptions> = {}): CoopState {
  return rules('coop').setup({ seed: 1, heroes: ['seiya', 'shun'], ...options }).state;
}

/** The stall rule's dead end (engine/coop/stall.ts): every pile down to its last General, whose token
 *  costs more than any team can bring, and no Libra weapon left. No hero can change the outcome. */
export function outOfReach(s: CoopState): CoopState {
  for (let pile = 0; pile < 7; pile++) {
    const [general, ...rest] = s.board.piles[pile];
    if (s.field[pile] !== null) s.reserve.push(s.field[pile]!);
    s.reserve.push(...rest);
    s.board.piles[pile] = [];
    s.field[pile] = general;
    s.board.tokenCost[general] = 100;
  }
  s.expansion!.libra = 0;
  return s;
}

/** Takes a card out of wherever it is (any list or field slot of the state). */
function detach(state: GameState, uid: Uid): void {
  const lists: Uid[][] = [state.reserve, state.fieldDiscard, ...state.players.flatMap((p) => [p.deck, p.hand, p.discard, p.marked, p.destroyed, p.setAside])];
  if (state.board) lists.push(...state.board.piles, state.board.breadwinner);
  for (const list of lists) {
    const i = list.indexOf(uid);
    if (i >= 0) { list.splice(i, 1); return; }
  }
  const slot = state.field.indexOf(uid);
  if (slot >= 0) { state.field[slot] = null; return; }
  throw new Error(`card ${uid} is not in a list this helper knows (${JSON.stringify(locate(state, uid))})`);
}

/** A card of that type not yet used by this test, from the reserve first, then the piles. */
export function cardOf(state: GameState, type: number, avoid: Uid[] = []): Uid {
  const pools = [state.reserve, ...(state.board?.piles ?? []).map((p) => p.slice(1)), state.board?.breadwinner ?? []];
  for (const pool of pools) {
    const uid = pool.find((u) => state.cards[u] === type && !avoid.includes(u));
    if (uid !== undefined) return uid;
  }
  throw new Error(`no free card of type ${type}`);
}

/** Puts a card of that type face up on a pile (the old top goes back under it, face down). */
export function putTop(state: CoopState, pile: number, type: number): Uid {
  const uid = cardOf(state, type);
  detach(state, uid);
  const old = state.field[pile];
  if (old !== null) state.board.piles[pile].push(old);
  state.field[pile] = uid;
  return uid;
}

/** Puts a card face down on top of a pile. */
export function putDown(state: CoopState, pile: number, type: number): Uid {
  const uid = cardOf(state, type);
  detach(state, uid);
  state.board.piles[pile].push(uid);
  return uid;
}

/** Replaces a seat's hand with cards of these types (the old hand goes back to the deck). */
export function setHand(state: GameState, seat: number, types: number[]): Uid[] {
  const p = state.players[seat];
  p.deck.push(...p.hand.splice(0));
  const uids: Uid[] = [];
  for (const type of types) {
    const own = p.deck.find((u) => state.cards[u] === type && !uids.includes(u));
    const uid = own ?? cardOf(state, type, uids);
    detach(state, uid);
    p.hand.push(uid);
    uids.push(uid);
  }
  return uids;
}

/** Applies actions in order; throws with the engine's message on a refusal. */
export function play(state: CoopState, ...actions: CoopAction[]): { state: CoopState; events: unknown[] } {
  let s = state;
  const events: unknown[] = [];
  for (const a of actions) {
    const r = rules('coop').applyAction(s, a);
    if (!r.ok) throw new Error(`${a.type} refused: ${r.error.message}`);
    s = r.state as CoopState;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The refusal of an action, checking that it left the state as it was. */
export function refusal(state: CoopState, action: CoopAction): string {
  const before = JSON.stringify(cloneState(state));
  const r = rules('coop').applyAction(state, action);
  if (r.ok) throw new Error(`${action.type} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return r.error.message;
}

/** Every card of the game, each in exactly one place. */
export function placesOf(state: CoopState): Uid[] {
  const b = state.board;
  return [
    ...state.reserve, ...state.fieldDiscard, ...state.field.filter((u): u is Uid => u !== null), ...state.play.map((c) => c.uid),
    ...b.piles.flat(), ...b.breadwinner, ...b.pillarSide.flat(), ...(state.expansion?.pillarsInPlay ?? []),
    ...state.players.flatMap((p) => [...p.deck, ...p.hand, ...p.discard, ...p.marked, ...p.destroyed, ...p.setAside, ...p.relics, ...p.pillars, ...(p.armor === null ? [] : [p.armor])]),
    ...(state.epic ? [...state.epic.deck, ...state.epic.done, ...(state.epic.current === null ? [] : [state.epic.current])] : []),
    ...Object.values(state.under ?? {}).flat(),
  ];
}
