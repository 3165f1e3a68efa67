// The cooperative GameState a scenario describes (docs/scenarios.md, "Cooperative scenarios"): a dealt
// game (its `setup`, dealt by newCoopGame), or the board the file arranges, built directly: only the
// cards it lists, the players' phase, nothing pending, the rng from the seed.
import { LIBRA_WEAPONS } from '../../cards/pillars';
import { rules, type CoopState } from '../../engine';
import { seedToRng } from '../../engine/core/rng';
import type { CardMarkers, Modifier, PlayedCard, Uid } from '../../engine/classic/types';
import { DIFFICULTY, PILES, WATER_START } from '../../engine/coop/types';
import { buildEpic, buildPlayers } from './builder-players';
import { resolveRefs } from './refs';
import type { CoopScenario, CoopScenarioState } from './schema-coop';

/** A General gone from his pile (defeated): the board keeps no card for him. */
export const NO_GENERAL = -1;

export function buildCoopState(scenario: CoopScenario): CoopState {
  const spec = scenario.state;
  if ('setup' in spec) return rules('coop').setup(spec.setup).state;
  return arrange(spec);
}

/**
 * The arranged board. Uids are made in the order the file lists the cards: the players (as in the
 * classic game); then each pile, 0 first: its General, its face-down cards bottom first, its face-up
 * top; the pillars, pile 0 first; the Main Breadwinner bottom first; Poseidon's marked cards; the
 * reserve; the Abyss; the Epics.
 */
function arrange(st: CoopScenarioState): CoopState {
  const n = st.players.length;
  const cardsOf: number[] = [];
  const make = (type: number): Uid => cardsOf.push(type) - 1;
  const makeAll = (types: number[]) => types.map(make);
  const markers: Record<number, CardMarkers> = {};
  const modifiers: Modifier[] = [];
  const { players, pendingPlay } = buildPlayers(st.players, make, markers, modifiers);

  const field: (Uid | null)[] = Array(PILES).fill(null);
  const tokenCost: Record<number, number> = {};
  const generals: Uid[] = [];
  const piles = st.piles.map((p, pile) => {
    const general = p.general === null ? NO_GENERAL : make(p.general);
    generals.push(general);
    const down = makeAll(p.down);
    if (p.top === 'general') field[pile] = general;
    else if (p.top !== null) field[pile] = make(p.top);
    if (p.generalTokens) {
      markers[general] = { vp: Array(p.generalTokens).fill(1) };
      tokenCost[general] = p.generalTokens;
    }
    return general === NO_GENERAL || p.top === 'general' ? down : [general, ...down];
  });
  const pillars: Uid[] = [];
  const pillarsInPlay: Uid[] = [];
  const pillarSide = st.piles.map(({ pillar }) => {
    const uid = make(pillar.card);
    pillars.push(uid);
    if (pillar.destroyedBy !== undefined) players[pillar.destroyedBy].pillars.push(uid);
    else if (pillar.revealed) pillarsInPlay.push(uid);
    else return [uid];
    return [];
  });
  const breadwinner = makeAll(st.breadwinner);
  const poseidonMarked = st.poseidon.marked.map((m) => {
    const uid = make(m.card);
    markers[uid] = { ...(m.wound ? { wound: true } : {}), ...(m.freeze ? { freeze: m.freeze } : {}), ...(m.vp?.length ? { vp: [...m.vp] } : {}) };
    return uid;
  });
  const reserve = makeAll(st.reserve).reverse();
  const fieldDiscard = makeAll(st.fieldDiscard);
  const epic = buildEpic(st.epic, make);

  const play: PlayedCard[] = pendingPlay.map((c) => ({
    uid: c.uid, seat: c.seat,
    facing: c.facingPillar !== undefined ? pillars[c.facingPillar] : c.facingSlot === null ? null : field[c.facingSlot],
  }));
  for (const m of st.costModifiers) modifiers.push({ uid: field[m.slot]!, force: m.force ?? 0, cosmos: m.cosmos ?? 0, kind: 'cost' });
  const sets = st.asgard ? (['asgard', 'poseidon'] as const) : (['poseidon'] as const);
  const seed = st.seed + 0;
  const heroAt = players.map((_, seat) => st.players[seat].at);
  const state: CoopState = {
    mode: 'coop', schema: 1, seed, rng: seedToRng(seed),
    setup: { seed, heroes: players.map((p) => p.hero), firstSeat: 0, sets: [...sets], ...(epic ? { epics: true } : {}) },
    cards: cardsOf, players, active: st.active + 0, firstSeat: 0, turn: st.turn, phase: 'players',
    // No clock in the cooperative mode (RULING-7).
    clock: 0, finalRound: false,
    reserve, field, fieldDiscard, play, modifiers,
    pending: null, stack: [], nextDecisionId: 1, result: null,
    markers, used: [],
    expansion: { sapphires: st.sapphires, libra: st.libra ?? LIBRA_WEAPONS, pillarsAside: [], pillarsInPlay },
    epic,
    board: {
      difficulty: st.difficulty, piles, pillars, pillarSide, generals,
      pawn: st.pawn, water: st.water ?? WATER_START[n], waterTop: st.waterTop ?? DIFFICULTY[st.difficulty].waterTop,
      breadwinner, heroAt, start: [...heroAt], played: [...st.played], givenTo: [...st.givenTo],
      round: st.round, inTurn: st.inTurn, tokenCost, flood: null, poseidonChoices: 'policy',
      poseidon: {
        seat: n, hero: 'poseidon', deck: [], hand: [], discard: [], destroyed: [], marked: poseidonMarked, armor: null,
        setAside: [], relics: [], pillars: [], vpTokens: [...st.poseidon.vpTokens], libra: st.poseidon.libra, energy: 0,
      },
    },
  };
  for (const t of st.tokens) {
    const [uid] = resolveRefs(state, [t.card], 0, true);
    (state.markers[uid] ??= {}).vp = [...(state.markers[uid]?.vp ?? []), ...t.vp];
  }
  return state;
}
