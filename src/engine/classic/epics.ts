// The Epic mini-cards (Poseidon rulebook "Mini-carte Épopée"): one is revealed at the start; in the
// classic game each flame removed from the clock puts an hourglass on it; when its hourglasses reach
// its duration it ends (its end-of-Epic effect runs at once) and the next one is revealed. Which Epics
// are in the deck: RULING-14 (EPIC_NEEDS below).
import { cardType } from '../../cards';
import { scriptOf } from '../../cards/scripts';
import { pushTrigger } from '../effects/stack';
import { isBoxSet, type ExpansionSet, type GameEvent, type GameState, type Uid } from '../table/types';
import { moveCard } from '../table/zones';

/**
 * RULING-14: an Epic is in the deck only if everything it names is in the game. From each Epic's text:
 * God Warriors, God Robes or Odin need Asgard; Marinas need Poseidon; Guards and uncommon (◆) Heroes
 * need Asgard or Poseidon (the base game has neither); the rest names only base cards and the tokens
 * of the Poseidon box, which come with the Epics. A ruleset may leave some out (epicsFor's `exclude`).
 */
export const EPIC_NEEDS: Readonly<Record<number, { sets: 'none' | ExpansionSet | 'either' }>> = {
  2901: { sets: 'none' }, // Attaque de la fondation Graad: Bronze and Steel Saints
  2902: { sets: 'asgard' }, // Blizzard: God Warriors
  2903: { sets: 'none' }, // Défiance: −1 VP tokens on the field
  2904: { sets: 'poseidon' }, // Déluge: Marinas
  2905: { sets: 'none' }, // Death Queen Island: Black Saints
  2906: { sets: 'none' }, // Doutes: costs by rank
  2907: { sets: 'either' }, // Encerclés: Guards
  2908: { sets: 'none' }, // Épuisement d'Athéna: flames
  2909: { sets: 'asgard' }, // Fonte des glaces: God Warriors, flames
  2910: { sets: 'none' }, // La force de l'amitié: Heroes
  2911: { sets: 'asgard' }, // Fuite: sapphires on Odin's statue
  2912: { sets: 'none' }, // Encerclés (2): destroyed Heroes
  2913: { sets: 'none' }, // Ne jamais abandonner: healing
  2914: { sets: 'either' }, // Prise d'otages: Guards (and Ghost Saints)
  2915: { sets: 'either' }, // Septième sens: uncommon Heroes
  2916: { sets: 'none' }, // Soutien télépathique: marked cards
  2917: { sets: 'none' }, // Tournoi galactique: Heroes
  2918: { sets: 'none' }, // Victoire décisive: +1 VP tokens on the field
  2919: { sets: 'none' }, // Volonté propre: armors, Heroes
};

/** The Epic type ids allowed with these sets, in card order, but those the ruleset excludes. */
export function epicsFor(sets: readonly ExpansionSet[], exclude: readonly number[] = []): number[] {
  return Object.entries(EPIC_NEEDS)
    .filter(([id, need]) => !exclude.includes(Number(id)) && (need.sets === 'none'
      || (need.sets === 'either' ? sets.some(isBoxSet) : sets.includes(need.sets))))
    .map(([id]) => Number(id));
}

export const epicDuration = (state: GameState, uid: Uid): number => cardType(state.cards[uid]).hourglass ?? 1;

/** Reveals the next Epic of the deck as the current one (none when the deck is empty). */
export function revealNextEpic(state: GameState, events: GameEvent[]): void {
  const e = state.epic;
  if (!e) return;
  e.hourglasses = 0;
  const next = e.deck[e.deck.length - 1];
  if (next === undefined) return;
  moveCard(state, next, { zone: 'epic' }, events);
  events.push({ type: 'epicRevealed', uid: next, card: state.cards[next] });
}

/** n hourglasses, one at a time: an Epic that reaches its duration ends and the next takes the rest. */
export function addHourglasses(state: GameState, n: number, events: GameEvent[]): void {
  const e = state.epic;
  if (!e) return;
  for (let i = 0; i < n && e.current !== null; i++) {
    const uid = e.current;
    e.hourglasses += 1;
    const duration = epicDuration(state, uid);
    events.push({ type: 'hourglassAdded', uid, card: state.cards[uid], hourglasses: e.hourglasses, duration });
    if (e.hourglasses >= duration) endEpic(state, events);
  }
}

/** The current Epic ends: to the Epics done, the next revealed, then its end-of-Epic effect at once. */
export function endEpic(state: GameState, events: GameEvent[]): void {
  const e = state.epic!;
  const uid = e.current!;
  moveCard(state, uid, { zone: 'epicsDone' }, events);
  events.push({ type: 'epicEnded', uid, card: state.cards[uid] });
  revealNextEpic(state, events);
  pushTrigger(state, uid, 'epicEnd', { seat: state.active }, events);
}

/** The current Epic's turn hook, resolved by the active player. */
export function pushEpicTurnHook(state: GameState, hook: 'turnStart' | 'turnEnd', events: GameEvent[]): void {
  const uid = state.epic?.current;
  if (uid === null || uid === undefined) return;
  pushTrigger(state, uid, hook, { seat: state.active }, events);
}

/** Every Epic revealed this game, in the order revealed: those done, then the current one. */
export const revealedEpics = (state: GameState): Uid[] =>
  state.epic ? [...state.epic.done, ...(state.epic.current === null ? [] : [state.epic.current])] : [];

/** End-of-game hooks of the Epics revealed this game, queued to run first-revealed first. */
export function pushGameEndHooks(state: GameState, events: GameEvent[]): boolean {
  const withHook = revealedEpics(state).filter((uid) => scriptOf(state.cards[uid])?.gameEnd?.length);
  for (const uid of [...withHook].reverse()) pushTrigger(state, uid, 'gameEnd', { seat: state.active }, events);
  return withHook.length > 0;
}

