// The mid-game GameState a classic scenario describes (the cooperative board: builder-coop.ts).
import { EXPANSION_SETS, isBoxSet, type CardMarkers, type GameState, type Modifier, type PlayedCard, type Uid } from '../../engine';
import { seedToRng } from '../../engine/core/rng';
import { LIBRA_WEAPONS } from '../../cards/pillars';
import { resolveRefs } from './refs';
import { buildEpic, buildPlayers } from './builder-players';
import type { ClassicScenario } from './schema';

/**
 * The GameState a classic scenario describes: only the cards it lists, uids given in the order the file
 * lists them (each player's hand, deck, discard, wounded, destroyed, armor, setAside, play; then the
 * field, the reserve and the field discard). Phase 'main', nothing pending, the rng from the seed.
 */
export function buildClassicState(scenario: ClassicScenario): GameState {
  // "+ 0" turns a -0 from the JSON into 0, which is what a saved state would hold.
  const st = { ...scenario.state, seed: scenario.state.seed + 0, active: scenario.state.active + 0, firstSeat: scenario.state.firstSeat + 0 };
  const cardsOf: number[] = [];
  const make = (type: number): Uid => cardsOf.push(type) - 1;
  const makeAll = (types: number[]) => types.map(make);
  const play: PlayedCard[] = [];
  const modifiers: Modifier[] = [];
  const markers: Record<number, CardMarkers> = {};
  const { players, pendingPlay } = buildPlayers(st.players, make, markers, modifiers);
  const field = st.field.map((t) => (t === null ? null : make(t)));
  const reserve = makeAll(st.reserve).reverse();
  const fieldDiscard = makeAll(st.fieldDiscard);
  const pillarsAside = makeAll(st.pillarsAside);
  const pillarsInPlay = makeAll(st.pillarsInPlay);
  const epic = buildEpic(st.epic, make);
  for (const c of pendingPlay) {
    const facing = c.facingPillar !== undefined ? pillarsInPlay[c.facingPillar] : c.facingSlot === null ? null : field[c.facingSlot];
    play.push({ uid: c.uid, seat: c.seat, facing });
  }
  for (const m of st.costModifiers) modifiers.push({ uid: field[m.slot]!, force: m.force ?? 0, cosmos: m.cosmos ?? 0, kind: 'cost' });
  const sets = EXPANSION_SETS.filter((x) => st.sets.includes(x));
  const state: GameState = {
    mode: 'classic', schema: 1, seed: st.seed, rng: seedToRng(st.seed),
    setup: { seed: st.seed, heroes: players.map((p) => p.hero), firstSeat: st.firstSeat, ...(sets.length ? { sets } : {}), ...(epic ? { epics: true } : {}) },
    cards: cardsOf, players, active: st.active, firstSeat: st.firstSeat, turn: st.turn, phase: 'main',
    clock: st.clock, finalRound: st.finalRound ?? st.clock === 0,
    reserve, field, fieldDiscard, play, modifiers,
    pending: null, stack: [], nextDecisionId: 1, result: null,
    markers, used: [],
    expansion: sets.some(isBoxSet) ? { // as setup.ts: the promo cards bring no piece of their own
      sapphires: st.sapphires, libra: st.libra ?? (sets.includes('poseidon') ? LIBRA_WEAPONS : 0), pillarsAside, pillarsInPlay,
    } : null,
    epic,
  };
  for (const t of st.tokens) {
    const [uid] = resolveRefs(state, [t.card], 0, true);
    (state.markers[uid] ??= {}).vp = [...(state.markers[uid]?.vp ?? []), ...t.vp];
  }
  return state;
}
