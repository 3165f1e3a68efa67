// Reading the content a state follows: a card by uid, a face by place, a hero, a Mission.
import type { CardDef, Content, FaceDef, HeroDef, MissionDef, Position } from './content-schema';
import { contentSet } from './content';
import type { FigureState, GowState, SlotState, Uid } from './types';

export function contentOf(state: Pick<GowState, 'content'>): Content {
  const set = contentSet(state.content);
  if (!set) throw new Error(`no content set "${state.content}"`);
  return set;
}

const cardIndex = new WeakMap<Content, Map<string, CardDef>>();
export function cardById(content: Content, id: string): CardDef {
  let index = cardIndex.get(content);
  if (!index) { index = new Map(content.cards.map((c) => [c.id, c])); cardIndex.set(content, index); }
  const def = index.get(id);
  if (!def) throw new Error(`no card "${id}" in ${content.id}`);
  return def;
}

export const cardOf = (state: GowState, uid: Uid): CardDef => cardById(contentOf(state), state.cards[uid]);

export const heroDef = (content: Content, id: string): HeroDef => {
  const hero = content.heroes.find((h) => h.id === id);
  if (!hero) throw new Error(`no hero "${id}"`);
  return hero;
};

/** A Mission or a Boss by id. */
export function missionDef(content: Content, id: string): MissionDef {
  const m = content.missions.find((x) => x.id === id) ?? content.bosses.find((x) => x.id === id);
  if (!m) throw new Error(`no mission "${id}"`);
  return m;
}
export const isBoss = (content: Content, id: string) => content.bosses.some((b) => b.id === id);

export const current = (state: GowState): MissionDef => missionDef(contentOf(state), state.played[state.played.length - 1]);

export function slotAt(state: GowState, at: Position): SlotState | undefined {
  return state.scenario?.slots.find((s) => s.at === at);
}

export function faceOf(state: GowState, slot: SlotState): FaceDef {
  const scenario = contentOf(state).scenarios.find((s) => s.id === state.scenario!.id)!;
  const card = scenario.cards[slot.card];
  return slot.face === 'front' ? card.front : card.back;
}

export const rowOf = (at: Position): 'top' | 'bottom' => (at[0] === 't' ? 'top' : 'bottom');
export const columnOf = (at: Position): number => Number(at[1]);

/** The enemy on a slot, alive or not (null: no enemy on its face). */
export const enemyAt = (state: GowState, slot: SlotState) => faceOf(state, slot).enemy ?? null;

/** The damage an enemy has taken: its track's pool, or the tokens on its card. */
export function enemyDamage(state: GowState, slot: SlotState): number {
  const track = enemyAt(state, slot)?.track;
  return track !== undefined ? (state.tracks[track] ?? 0) : slot.damage;
}

export const alive = (state: GowState, slot: SlotState): boolean => enemyAt(state, slot) !== null && !slot.dead;

export const figureById = (state: GowState, id: string): FigureState => {
  const f = state.figures.find((x) => x.id === id);
  if (!f) throw new Error(`no figure "${id}"`);
  return f;
};

/** Figures standing on the Scenario (placed, not exhausted, not carried). */
export const standing = (state: GowState) => state.figures.filter((f) => f.column !== null && !f.exhausted);

/** The figures of a column, front first. */
export function inColumn(state: GowState, column: number): FigureState[] {
  return standing(state).filter((f) => f.column === column).sort((a, b) => Number(a.back) - Number(b.back));
}

export function handLimit(state: GowState, seat: number): number {
  const s = state.seats[seat];
  return Math.max(1, 7 + s.limitTokens + s.missionLimitTokens);
}

/** Every card in a place: hands, decks, discard piles, the upgrade deck, the revealed cards (a card out
 *  of the game, or a status card gone back to its supply, is in none). */
export const placedCards = (state: GowState): Uid[] =>
  [...state.seats.flatMap((s) => [...s.hand, ...s.deck, ...s.discard]), ...state.upgradeDeck, ...state.revealed];

export const isCarried = (content: Content, state: GowState, figure: FigureState) => heroDef(content, state.seats[figure.seat].hero).carried === true;
