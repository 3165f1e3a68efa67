// Checking a cooperative state against a scenario's expectations: the keys both games share are read
// as in the classic game (checker.ts); the board's own are here (piles, Generals, pillars, flood pawn,
// water, Main Breadwinner, heroes' pawns, turn order, Poseidon, the result against him).
import type { CoopState } from '../../engine';
import type { GameEvent, Uid } from '../../engine';
import { poseidonScore } from '../../engine/coop/end';
import { checkExpectation, compareZone, same, sorted, tablePlaces, type Check } from './checker';
import type { Expectation, ZoneExpect } from './schema';
import type { CoopExpectation } from './schema-coop';

/** Every card in a place of the cooperative table: the shared places with Poseidon's side, and the
 *  board's piles, pillars and Main Breadwinner (a card set out of the game by the setup is in none). */
export function placedCards(state: CoopState): Uid[] {
  const b = state.board;
  return [...tablePlaces(state, [...state.players, b.poseidon]), ...b.piles.flat(), ...b.pillarSide.flat(), ...b.breadwinner];
}

/** The General still guarding a pile: face down at its bottom, or alone face up; null once gone. */
function guardOf(state: CoopState, pile: number): Uid | null {
  const b = state.board;
  const general = b.generals[pile];
  if (general === undefined || general < 0) return null;
  if (b.piles[pile][0] === general || (state.field[pile] === general && b.piles[pile].length === 0)) return general;
  return null;
}

const pillarStatus = (state: CoopState, pile: number) => {
  const b = state.board;
  if (b.pillarSide[pile].length) return 'hidden';
  return state.players.some((p) => p.pillars.includes(b.pillars[pile])) ? 'destroyed' : 'revealed';
};

export function checkCoopExpectation(state: CoopState, e: CoopExpectation, events: GameEvent[], where: string): Check[] {
  // The keys both games share mean the same on both tables.
  const out = checkExpectation(state, e as unknown as Expectation, events, where);
  const b = state.board;
  const types = (uids: Uid[]) => uids.map((u) => state.cards[u]);
  const value = (label: string, expected: unknown, actual: unknown) => out.push({ label: `${where}${label}`, ok: same(expected, actual), expected, actual });
  const zone = (label: string, expected: ZoneExpect | undefined, uids: Uid[]) => {
    if (expected) out.push(compareZone(`${where}${label}`, expected, types(uids)));
  };
  for (const [key, pe] of Object.entries(e.piles ?? {})) {
    const pile = Number(key);
    const at = `pile ${pile} `;
    const guard = guardOf(state, pile);
    const down = b.piles[pile].filter((u) => u !== guard);
    const top = state.field[pile];
    zone(`${at}down`, pe.down, down);
    if (pe.downCount !== undefined) value(`${at}downCount`, pe.downCount, down.length);
    if (pe.top !== undefined) value(`${at}top`, pe.top, top === null ? null : top === guard ? 'general' : state.cards[top]);
    if (pe.faceUp !== undefined) value(`${at}faceUp`, pe.faceUp, top !== null);
    if (pe.general !== undefined) value(`${at}general`, pe.general, guard === null ? null : state.cards[guard]);
    if (pe.pillar !== undefined) value(`${at}pillar`, pe.pillar, pillarStatus(state, pile));
  }
  zone('generals', e.generals, b.piles.flatMap((_, pile) => { const g = guardOf(state, pile); return g === null ? [] : [g]; }));
  if (e.pawn !== undefined) value('pawn', e.pawn, b.pawn);
  if (e.water !== undefined) value('water', e.water, b.water);
  if (e.waterTop !== undefined) value('waterTop', e.waterTop, b.waterTop);
  if (e.round !== undefined) value('round', e.round, b.round);
  zone('breadwinner', e.breadwinner, b.breadwinner);
  if (e.breadwinnerCount !== undefined) value('breadwinnerCount', e.breadwinnerCount, b.breadwinner.length);
  if (e.heroAt !== undefined) value('heroAt', e.heroAt, b.heroAt);
  if (e.played !== undefined) value('played', e.played, b.played);
  if (e.givenTo !== undefined) value('givenTo', e.givenTo, b.givenTo);
  if (e.inTurn !== undefined) value('inTurn', e.inTurn, b.inTurn);
  if (e.poseidon) {
    const p = b.poseidon;
    zone('Poseidon marked', e.poseidon.marked, p.marked);
    if (e.poseidon.vpTokens !== undefined) value('Poseidon vpTokens', sorted(e.poseidon.vpTokens), sorted(p.vpTokens));
    if (e.poseidon.libra !== undefined) value('Poseidon libra', e.poseidon.libra, p.libra);
    if (e.poseidon.vp !== undefined) value('Poseidon vp', e.poseidon.vp, poseidonScore(state).vp);
  }
  if (e.result) {
    const actual = state.result?.coop ?? null;
    const ok = actual !== null && Object.entries(e.result).every(([k, v]) => same(v, actual[k as keyof typeof actual]));
    out.push({ label: `${where}result`, ok, expected: e.result, actual });
  }
  return out;
}
