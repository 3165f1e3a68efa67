// The players and the Epics as a scenario file lists them, made into the engine's state: shared by the
// classic builder (builder.ts) and the cooperative one (builder-coop.ts).
import type { CardMarkers, EpicState, Modifier, PlayerState, Seat, Uid } from '../../engine/classic/types';
import type { ScenarioState } from './schema';

/** A player as the file lists them (the cooperative players keep their pillars on the board instead). */
type PlayerSpec = Omit<ScenarioState['players'][number], 'pillars'> & { pillars?: number[] };
/** A card played this turn, still to be pointed at what it faces once the table is made. */
export interface PendingPlay { uid: Uid; seat: Seat; facingSlot: number | null; facingPillar?: number }

/** The players, their uids made in the order the file lists them (wounded, frozen, marked, hand, deck,
 *  discard, destroyed, armor, setAside, relics, pillars, play), with their markers and value changes. */
export function buildPlayers(specs: PlayerSpec[], make: (type: number) => Uid, markers: Record<number, CardMarkers>, modifiers: Modifier[]): { players: PlayerState[]; pendingPlay: PendingPlay[] } {
  const makeAll = (types: number[]) => types.map(make);
  const pendingPlay: PendingPlay[] = [];
  const players: PlayerState[] = specs.map((p, seat) => {
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
      pillars: makeAll(p.pillars ?? []),
      vpTokens: [...p.vpTokens], libra: p.libra, energy: p.energy,
    };
    for (const c of p.play) {
      const uid = make(c.card);
      pendingPlay.push({ uid, seat, facingSlot: c.facing, facingPillar: c.facingPillar });
      if (c.force || c.cosmos) modifiers.push({ uid, force: c.force ?? 0, cosmos: c.cosmos ?? 0, kind: 'value' });
    }
    return ps;
  });
  return { players, pendingPlay };
}

/** The Epics: the deck listed top first (the engine keeps the top last). */
export function buildEpic(spec: ScenarioState['epic'], make: (type: number) => Uid): EpicState | null {
  if (!spec) return null;
  return {
    deck: spec.deck.map(make).reverse(),
    current: spec.current === null ? null : make(spec.current),
    hourglasses: spec.hourglasses,
    done: spec.done.map(make),
  };
}
