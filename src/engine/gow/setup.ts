// Setting a game up (rulebook p.4–5): heroes, shuffled starting decks, rage at 0, the Mission pyramid and
// its Bosses, the upgrade deck, the supplies; the first Mission's Scenario laid and its pawns placed.
import { seedToRng, shuffleInPlace } from '../core/rng';
import { contentSet, DEFAULT_CONTENT } from './content';
import { advance, beginMission } from './flow';
import { heroDef } from './lookup';
import { GOW, type FigureState, type GowEvent, type GowState, type SeatState, type Uid } from './types';

export interface GowSetup {
  seed: number;
  /** One hero id per seat, in turn order from the first player (solo: ["kratos"]). */
  heroes: string[];
  content?: string;
  /** The first Mission, for a first game (the rulebook advises Mission 1): it goes to the pyramid's bottom. */
  firstMission?: string;
}

export class GowSetupError extends Error {}

export function setupGow(options: GowSetup): { state: GowState; events: GowEvent[] } {
  const content = contentSet(options.content ?? DEFAULT_CONTENT);
  if (!content) throw new GowSetupError(`no content set "${options.content}"`);
  const heroes = options.heroes;
  if (heroes.length < 1 || heroes.length > 4) throw new GowSetupError('God of War is played by 1 to 4 heroes');
  if (new Set(heroes).size !== heroes.length) throw new GowSetupError('each hero is played by one seat');
  for (const h of heroes) if (!content.heroes.some((x) => x.id === h)) throw new GowSetupError(`no hero "${h}" in ${content.name}`);
  if (heroes.length === 1 && content.solo && heroes[0] !== content.solo.hero) throw new GowSetupError(`alone, the player is ${content.solo.hero} (rulebook p.13)`);
  if (heroes.length > 1 && heroes.every((h) => heroDef(content, h).carried)) throw new GowSetupError('someone must stand on the Scenario');
  if (options.firstMission !== undefined && !content.missions.some((m) => m.id === options.firstMission)) throw new GowSetupError(`no Mission "${options.firstMission}"`);

  const cards: string[] = [];
  const mint = (id: string): Uid => cards.push(id) - 1;
  const state: GowState = {
    mode: GOW, rng: seedToRng(options.seed), seed: options.seed, content: content.id, round: 0, first: 0, active: 0,
    stage: 'placing', step: 'start', seats: [], figures: [], cards, upgradeDeck: [], revealed: [],
    supply: { stun: content.status.supply, poison: content.status.supply, crystal: content.status.supply },
    missions: [], bosses: [], played: [], obstacles: [], scenario: null, tracks: {}, pending: null, activation: null,
    toPlace: [], toUpgrade: [], owed: [], soloUsed: [], result: null,
  };
  heroes.forEach((id, seat) => {
    const hero = heroDef(content, id);
    const deck = shuffleInPlace(state, hero.deck.map(mint));
    const s: SeatState = { seat, hero: id, deck, hand: [], discard: [], limitTokens: 0, missionLimitTokens: 0 };
    state.seats.push(s);
    for (const f of hero.figures) state.figures.push(newFigure(f.id, seat, f.health, f.rage.track));
  });
  const pick = (ids: string[], n: number) => shuffleInPlace(state, [...ids]).slice(0, n);
  const missions = pick(content.missions.map((m) => m.id), 3);
  if (options.firstMission !== undefined) {
    const at = missions.indexOf(options.firstMission);
    if (at >= 0) missions.splice(at, 1); else missions.pop();
    missions.unshift(options.firstMission);
  }
  state.missions = missions;
  state.bosses = pick(content.bosses.map((b) => b.id), 3);
  state.upgradeDeck = shuffleInPlace(state, content.upgrades.flatMap((u) => Array.from({ length: u.copies }, () => mint(u.card))));
  const events: GowEvent[] = [];
  beginMission(state, missions[0], events);
  advance(state, events);
  return { state, events };
}

const newFigure = (id: string, seat: number, health: number, track: number): FigureState => ({
  id, seat, health, damage: 0, rage: 0, track, exhausted: false, column: null, back: false, moves: 1,
  attackBoost: 0, defenseBoost: 0, dieHelps: false, wards: 0, carrier: null,
});
