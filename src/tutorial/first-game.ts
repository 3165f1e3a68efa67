// The guided first game (issue 12): Seiya against Shiryu, a gentle bot, on a deal chosen so that the
// first turn shows each basic of the rulebook ("Tour de jeu", "Actions"): playing a character facing
// a field card, Force against Cosmos, an armor, the cheaper sixth place, the clock's flames and the
// end of a turn. The deal is the seed's: the lessons name its cards by their uids, which a seed fixes.
import { rules, type Action, type GameView, type SetupOptions, type Uid } from '../engine';
import type { SeatConfig } from '../persist/save';
import { Guide, type Lesson } from './guide';

export const FIRST_GAME_SETUP: SetupOptions = { seed: 8281, heroes: ['seiya', 'shiryu'], firstSeat: 0 };
export const FIRST_GAME_SEATS: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', bot: 'random' }];

const SEIYA = 1, PEGASUS_ARMOR = 6;

/** Is this the guided game's setup (a resumed save)? */
export const isFirstGame = (setup: SetupOptions): boolean =>
  setup.seed === FIRST_GAME_SETUP.seed && !setup.sets?.length && !setup.epics && setup.firstSeat === 0
  && setup.heroes.join() === FIRST_GAME_SETUP.heroes.join();

/** The cards the lessons use, as the seed deals them: Léda (2 Force) first on the field, Ushio (2
 *  Cosmos) in the sixth place, four Seiya and the Pegasus armor in hand. */
function dealt() {
  const { state } = rules('classic').setup(FIRST_GAME_SETUP);
  const hand = state.players[0].hand;
  const ofType = (type: number) => hand.filter((u) => state.cards[u] === type);
  return { leda: state.field[0]!, ushio: state.field[5]!, seiyas: ofType(SEIYA), armor: ofType(PEGASUS_ARMOR)[0] };
}

// The lessons read the guided player's view (seat 0's): what that player sees, nothing more. A card
// they own is in their discard or hand (a lesson is passed once, before a reshuffle could hide it).
const facing = (s: GameView, target: Uid) => s.play.filter((p) => p.seat === 0 && p.facing === target).length;
const ownedBy0 = (s: GameView, uid: Uid) => [...s.players[0].discard, ...(s.players[0].hand ?? [])].some((c) => c.uid === uid);
const inHand = (s: GameView, type: number) => (s.players[0].hand ?? []).filter((c) => c.type === type).map((c) => `hand:${c.uid}`);
const slotOf = (s: GameView, uid: Uid) => s.field.findIndex((c) => c?.uid === uid);
const is = <T extends Action['type']>(a: Action, type: T): a is Extract<Action, { type: T }> => a.type === type;

export function firstGameLessons(): Lesson[] {
  const { leda, ushio, armor } = dealt();
  const playFacing = (a: Action) => is(a, 'play') && a.facing === leda;
  return [
    { id: 'welcome', done: 'next' },
    { id: 'field', done: 'next', focus: () => ['area:field'] },
    { id: 'clock', done: 'next', focus: () => ['area:clock'] },
    {
      id: 'playFacing', done: (s) => facing(s, leda) >= 1 || ownedBy0(s, leda), allows: playFacing,
      focus: (s) => [...inHand(s, SEIYA).slice(0, 1), `field:${leda}`],
    },
    {
      id: 'addForce', done: (s) => facing(s, leda) >= 2 || ownedBy0(s, leda), allows: playFacing,
      focus: (s) => [...inHand(s, SEIYA).slice(0, 1), `field:${leda}`],
    },
    {
      id: 'acquireForce', done: (s) => ownedBy0(s, leda),
      allows: (a) => is(a, 'acquire') && a.target === leda && a.by === 'force',
      focus: (s) => [`acquire:${slotOf(s, leda)}:force`],
    },
    {
      id: 'armor', done: (s) => s.players[0].armor?.uid === armor || ownedBy0(s, ushio),
      allows: (a) => is(a, 'equip') && a.card === armor,
      focus: () => [`hand:${armor}`, 'equip'],
    },
    {
      id: 'sixthPlace', done: (s) => ownedBy0(s, ushio),
      allows: (a) => is(a, 'acquire') && a.target === ushio && a.by === 'cosmos',
      focus: () => [`field:${ushio}`, 'acquire:5:cosmos'],
    },
    { id: 'cosmos', done: 'next', focus: () => [`hand:${ushio}`] },
    // Taught before the turn ends (issue 25): in Shiryu's turn a card arriving on the field asks the
    // player whether to wound a card of theirs.
    { id: 'wounds', done: 'next', focus: () => ['area:field'] },
    {
      // The basics are learnt: the rest of the turn is the player's own.
      id: 'endTurn', done: (s) => s.turn >= 2,
      focus: () => ['endTurn', 'confirm'],
    },
    { id: 'botTurn', done: (s) => s.turn >= 3 && s.active === 0 && s.phase === 'main' },
    { id: 'finish', done: 'next' },
  ];
}

/** The guide of the first game, from the guided player's view (seat 0's). */
export const firstGameGuide = (view: GameView): Guide => new Guide(firstGameLessons(), view);

