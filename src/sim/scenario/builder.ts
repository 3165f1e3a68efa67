// The mid-game GameState a scenario describes.
import { seedToRng } from '../../engine/core/rng';
import type { CardMarkers, GameState, Modifier, PlayedCard, PlayerState, Seat, Uid } from '../../engine/classic/types';
import { EXPANSION_SETS } from '../../engine/classic/types';
import { LIBRA_WEAPONS } from '../../cards/pillars';
import { resolveRefs } from './refs';
import type { Scenario } from './schema';

/**
 * The GameState a scenario describes: only the cards it lists, uids given in the order the file
 * lists them (each player's hand, deck, discard, wounded, destroyed, armor, setAside, play; then the
 * field, the reserve and the field discard). Phase 'main', nothing pending, the rng from the seed.
 */
export function buildState(scenario: Scenario): GameState {
  // "+ 0" turns a -0 from the JSON into 0, which is what a saved state would hold.
  const st = { ...scenario.state, seed: scenario.state.seed + 0, active: scenario.state.active + 0, firstSeat: scenario.state.firstSeat + 0 };
  const cardsOf: number[] = [];
  const make = (type: number): Uid => cardsOf.push(type) - 1;
  const makeAll = (types: number[]) => types.map(make);
  const play: PlayedCard[] = [];
  const modifiers: Modifier[] = [];
  const pendingPlay: { uid: Uid; seat: Seat; facingSlot: number | null; facingPillar?: number }[] = [];
  const markers: Record<number, CardMarkers> = {};
  const players: PlayerState[] = st.players.map((p, seat) => {
    const wounded = makeAll(p.wounded);
    for (const uid of wounded) markers[uid] = { wound: true };
    const frozen = makeAll(p.frozen);
    for (const uid of frozen) markers[uid] = { freeze: 2 };
    const marked = p.marked.map((m) => {
      const uid = make(m.card);
      const marks: CardMarkers = {};
      if (m.wound) marks.wound = true;
      if (m.freeze) marks.freeze = m.freeze;
      if (m.vp?.length) marks.vp = [...m.vp];
      markers[uid] = marks;
      return uid;
    });
    const ps: PlayerState = {
      seat, hero: p.hero,
      hand: makeAll(p.hand),
      deck: makeAll(p.deck).reverse(), // the file lists the top first; the engine keeps the top last
      discard: makeAll(p.discard),
      marked: [...wounded, ...frozen, ...marked],
      destroyed: makeAll(p.destroyed),
      armor: p.armor === null ? null : make(p.armor),
      setAside: makeAll(p.setAside),
      relics: makeAll(p.relics),
      pillars: makeAll(p.pillars),
      vpTokens: [...p.vpTokens], libra: p.libra, energy: p.energy,
    };
    for (const c of p.play) {
      const uid = make(c.card);
      pendingPlay.push({ uid, seat, facingSlot: c.facing, facingPillar: c.facingPillar });
      if (c.force || c.cosmos) modifiers.push({ uid, force: c.force ?? 0, cosmos: c.cosmos ?? 0, kind: 'value' });
    }
    return ps;
  });
  const field = st.field.map((t) => (t === null ? null : make(t)));
  const reserve = makeAll(st.reserve).reverse();
  const fieldDiscard = makeAll(st.fieldDiscard);
  const pillarsAside = makeAll(st.pillarsAside);
  const pillarsInPlay = makeAll(st.pillarsInPlay);
  const epic = st.epic ? {
    deck: makeAll(st.epic.deck).reverse(),
    current: st.epic.current === null ? null : make(st.epic.current),
    hourglasses: st.epic.hourglasses,
    done: makeAll(st.epic.done),
  } : null;
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
    expansion: sets.length ? {
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
