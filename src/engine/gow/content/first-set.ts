// The First Weave: our first God of War content set (all of it ours: the rulebook lists no card).
// Assembled from its parts: cards and runes, heroes and solo, Scenarios with their Missions and Bosses.
import type { ContentInput } from '../content-schema';
import { CARDS, DIE, RUNES, STATUS, UPGRADES } from './first-set-cards';
import { HEROES, SOLO } from './first-set-heroes';
import { BOSSES, MISSIONS, SCENARIOS } from './first-set-scenarios';

export const FIRST_SET: ContentInput = {
  id: 'first-weave',
  name: 'The First Weave',
  ours: true,
  runes: RUNES,
  die: DIE,
  cards: CARDS,
  heroes: HEROES,
  upgrades: UPGRADES,
  status: STATUS,
  scenarios: SCENARIOS,
  missions: MISSIONS,
  bosses: BOSSES,
  solo: SOLO,
};
