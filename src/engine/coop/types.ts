// The cooperative mode's state, setup options, actions and events. Its state is the table's (players,
// cards in play, the field) with the seven-sided board added (CoopState.board): the same card scripts
// run on both.
import type { HeroName } from '../../cards';
import type { Action as ClassicAction, GameEvent as ClassicEvent, GameResult, PlayerState, Seat, TableState, Uid } from '../table/types';

export type Difficulty = 'easy' | 'normal' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];
export const PILES = 7;

/**
 * RULING-8: the water's top and the pile size are the difficulty (normal: top 8, piles of 11; fewer
 * cards is harder, as the rulebook says). Easy is calibrated on the planner bots (npm run sim -- --mode
 * coop --bots planner): with piles of 26 (all the reserve: 7 × 27 = 189 cards) and a top of 30, a team wins
 * a fair share; normal wins rarely, hard almost never.
 */
export const DIFFICULTY: Readonly<Record<Difficulty, { waterTop: number; pileSize: number }>> = {
  easy: { waterTop: 30, pileSize: 26 },
  normal: { waterTop: 8, pileSize: 11 },
  hard: { waterTop: 7, pileSize: 8 },
};

/**
 * Issue 25, "no dead rounds": the easy setting made shorter (an easy game ran 45–90 rounds). The same
 * two knobs of RULING-8, measured on the planner team (npm run sim -- --mode coop --bots planner
 * --difficulty easy --games 40 --seed 1): 2, 3, 4 heroes play 53, 41, 33 rounds on average instead of
 * 87, 63, 53, and still win at times with 3 or 4 (4 and 3 games in 40; 2 heroes won 2 in 40 before, none
 * now: a pair is issue 26's to calibrate).
 * A new game writes them in its setup (coopKnobs: waterTop, pileSize), so that a save made before,
 * whose setup names only its difficulty, replays the deal it was played with (DIFFICULTY.easy).
 */
export const EASY_SHORT: Readonly<{ waterTop: number; pileSize: number }> = { waterTop: 16, pileSize: 20 };

/** The knobs a new game's setup carries for its difficulty (only easy's have changed). */
export const coopKnobs = (difficulty: Difficulty | undefined): Pick<CoopSetupOptions, 'waterTop' | 'pileSize'> =>
  (difficulty === 'easy' ? { ...EASY_SHORT } : {});

/** The water's starting level by team size (rulebook "Zone de jeu" 2; RULING-8). */
export const WATER_START: Readonly<Record<number, number>> = { 2: 3, 3: 2, 4: 1, 5: 0 };

export interface CoopSetupOptions {
  seed: number;
  heroes: HeroName[];
  difficulty?: Difficulty;
  /** The pile each hero starts facing, by seat (all different); omitted: spread around the board. */
  start?: number[];
  /** The Asgard cards in the reserve (default in; the rulebook allows playing without them). */
  asgard?: boolean;
  /** The Epic mini-cards, those playable in the cooperative mode (RULING-14). */
  epics?: boolean;
  /** RULING-10: the table makes Poseidon's choices by hand instead of his VP policy. */
  poseidonByHand?: boolean;
  /** RULING-8's two knobs, written by new games (coopKnobs): both or neither; absent, the difficulty's. */
  waterTop?: number;
  pileSize?: number;
}

export type CoopAction =
  | Exclude<ClassicAction, { type: 'endTurn' }>
  /** Ends the active hero's turn: upkeep steps 1–2 only (RULING-7). */
  | { type: 'endTurn'; seat: Seat; discard?: Uid[] }
  /** The table picks who plays next in the players' phase (rulebook "Phase des joueurs"). */
  | { type: 'takeTurn'; seat: Seat }
  /** Discard a card from the hand to move to an adjacent pile. */
  | { type: 'move'; seat: Seat; discard: Uid; to: number }
  /** Give cards from the hand to a hero at the same pile (any number) or an adjacent one (one). */
  | { type: 'give'; seat: Seat; to: Seat; cards: Uid[] };
export type CoopActionType = CoopAction['type'];

/** Why Poseidon chose what he chose (RULING-10), for the log. */
export type PoseidonReason = 'yes' | 'mostVpHero' | 'mostVpTheirs' | 'leastVpOwn';

/** Why Poseidon did what he did at a pile, for the log. */
export type FloodReason = 'faceDown' | 'faceUp' | 'generalFlipped' | 'generalToken' | 'empty' | 'pillar';

/** The steps of Poseidon's phase, in the order a table shows them (rulebook "Phase de Poséidon"): the
 *  phase begins; for each pile crossed (1 = the phase's first), the pawn moves past it, then Poseidon acts
 *  there; the phase ends as the tops the heroes face are revealed. */
export type PoseidonStep =
  | { kind: 'poseidonBegins' }
  | { kind: 'floodMoves'; crossing: number }
  | { kind: 'poseidonActs'; crossing: number }
  | { kind: 'poseidonEnds' };

export type CoopEvent =
  | ClassicEvent
  | { type: 'coopStarted'; heroes: number; water: number; waterTop: number; difficulty: Difficulty }
  | { type: 'phaseStarted'; phase: 'players' | 'poseidon'; round: number }
  | { type: 'heroTurn'; seat: Seat }
  | { type: 'heroMoved'; seat: Seat; from: number; to: number; discarded: Uid }
  | { type: 'cardsGiven'; seat: Seat; to: Seat; cards: Uid[] }
  /** The flood pawn crosses `pile`, the phase's `crossing`-th crossing (from 1). */
  | { type: 'floodMoved'; crossing: number; from: number; to: number; pile: number }
  /** What Poseidon does at the pile the pawn has just crossed, and why: told before it is done. */
  | { type: 'floodAt'; crossing: number; pile: number; reason: FloodReason; uid?: Uid; card?: number }
  | { type: 'waterChanged'; level: number; top: number; by: 'startInterval' | 'pillarDestroyed' }
  | { type: 'pileRevealed'; pile: number; uid: Uid; card: number }
  /** The Poseidon phase's last step begins: the tops the heroes face are revealed, clockwise from the pawn. */
  | { type: 'poseidonReveals' }
  /** A step of Poseidon's phase begins here (what came before it belongs to the previous step): a
   *  marker for the table that shows the phase step by step. Public: it names no card. */
  | { type: 'poseidonStep'; step: PoseidonStep }
  /** A choice made by Poseidon's policy (RULING-10), with its reason: his own (seat: his), or a hero's
   *  within an effect he applies, made in his interest (seat: the hero's). */
  | { type: 'poseidonChose'; decision: number; seat: Seat; prompt: string; source: Uid; picks: number[]; reason: PoseidonReason }
  | { type: 'coopOver'; heroesWin: boolean; heroes: number; poseidon: number; reason: 'pillars' | 'water' };

/** The seven-sided board of the cooperative mode (Poseidon rulebook "Mode coopératif"). Piles, pillar
 *  sides and intervals are numbered clockwise; interval i lies just before pile i, and 0 is the start. */
export interface CoopBoard {
  difficulty: 'easy' | 'normal' | 'hard';
  /** Each pile's face-down cards: the General guarding its pillar first, the top last. A pile's revealed
   *  top card is not here but on the field slot of the same number. */
  piles: Uid[][];
  /** The pillar of each side (its card: hidden under the pile, revealed, or destroyed by a hero). */
  pillars: Uid[];
  /** The pillar still hidden under each pile (one card, or none once revealed). */
  pillarSide: Uid[][];
  /** The General placed on each pillar at setup. */
  generals: Uid[];
  /** The interval the flood pawn stands on. */
  pawn: number;
  water: number;
  waterTop: number;
  /** RULING-10: Poseidon's choices made by his VP policy ('policy'), or left to the table ('table'). */
  poseidonChoices: 'policy' | 'table';
  /** The Main Breadwinner, bottom first: Poseidon's cards; his hand is the top five. */
  breadwinner: Uid[];
  /** Poseidon's other cards, kept like a player's (sides.ts): his marked cards, tokens, Libra. */
  poseidon: Omit<PlayerState, 'hero'> & { hero: 'poseidon' };
  /** The pile each hero faces, by seat. */
  heroAt: number[];
  /** The piles the heroes chose at setup, by seat (kept for saves and replays). */
  start: number[];
  /** Heroes who have played their turn in this players' phase, in order. */
  played: Seat[];
  /** Heroes given a card this turn (from the same pile or an adjacent one): an adjacent gift is
   *  allowed only to a hero not given one yet. */
  givenTo: Seat[];
  /** The players' phase under way, from 1. */
  round: number;
  /** Whether the active hero is in their turn (false between turns, while the table picks who is next). */
  inTurn: boolean;
  /** +1 VP tokens the flood put on Generals, by uid: each raises both its costs by 1. */
  tokenCost: Record<number, number>;
  /** The Poseidon phase under way: pile crossings owed, crossings made, whether he took a card or
   *  placed a token yet, and whether its last step (the faced tops revealed) has begun. */
  flood: { left: number; moved: number; took: boolean; revealing?: true } | null;
  /** The full rounds in a row in which the heroes changed nothing (quiet.ts); absent until the first
   *  round ends, and in states saved before issue 25 counted them. */
  quiet?: QuietCount;
}

/** The quiet rounds in a row (quiet.ts): whether the round under way has had a change yet, and the final
 *  count's two sides when the last round ended (a change is a rise of the heroes' or a fall of his). */
export interface QuietCount { rounds: number; stirred: boolean; heroes: number; poseidon: number }

/** The players' phase and Poseidon's; 'gameOver' once the game is over. */
export type CoopPhase = 'players' | 'poseidon' | 'gameOver';

/** How a cooperative game ended: the team's summed VP against Poseidon's, and why. */
export interface CoopOutcome { heroesWin: boolean; heroes: number; poseidon: number; reason: 'pillars' | 'water' }
export interface CoopResult extends GameResult {
  coop: CoopOutcome;
}

/** A cooperative game: the table and the seven-sided board (its key comes last, after the table's). */
export interface CoopState extends TableState<'coop', CoopPhase, CoopResult> {
  board: CoopBoard;
}

