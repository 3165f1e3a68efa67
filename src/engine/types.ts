// The game state, actions, events and decisions: plain serialisable data.
import type { HeroName, Op, Zone } from '../cards';

/** A physical card in this game: an index into GameState.cards. */
export type Uid = number;
export type Seat = number;
export type Phase = 'main' | 'gameOver';
export const FIELD_SIZE = 6;
export const CLOCK_FLAMES = 12;
export const HAND_SIZE = 5;

export interface PlayerState {
  seat: Seat;
  hero: HeroName;
  /** Top of the deck is the last element. */
  deck: Uid[];
  hand: Uid[];
  discard: Uid[];
  /** Cards under the hero marker: out of the game for scoring. */
  destroyed: Uid[];
  wounded: Uid[];
  armor: Uid | null;
  /** The Bronze Saint cards waiting for an armor upgrade. */
  setAside: Uid[];
}

/** A character played this turn, and the field card it faces (null once that card has left). */
export interface PlayedCard {
  uid: Uid;
  seat: Seat;
  facing: Uid | null;
  /** Committed by its play effect to acquire the card it faces by this route only (rulings sheet
   *  "Verrouillage": Hyoga by Force, Shun by Cosmos). */
  lock?: 'force' | 'cosmos';
}

/** This-turn changes made by effects: values of played cards, costs of field cards. */
export interface Modifier {
  uid: Uid;
  force: number;
  cosmos: number;
  kind: 'value' | 'cost' | 'seatValue' | 'forceAtCosmos';
  /** For 'seatValue': every character this seat has in play this turn gains it (uid is -1). */
  seat?: Seat;
}

export interface EffectContext {
  seat: Seat;
  source: Uid;
  each?: Seat;
  vars: Record<string, number[]>;
  /** For a Vaincu: the cards that were used to acquire the source. */
  fighters?: Uid[];
  /** Where the source stood on the field when its effect began (last-known information). */
  slot?: number;
}

/** A continuation of an effect: the ops left to run and their context. */
export interface Frame {
  ops: Op[];
  pc: number;
  ctx: EffectContext;
}

export type DecisionKind = 'cards' | 'seat' | 'yesNo';
export interface Decision {
  id: number;
  seat: Seat;
  kind: DecisionKind;
  /** Card uids, seats, or [1, 0] for yes/no. */
  options: number[];
  min: number;
  max: number;
  /** A message key for the prompt, with the source card. */
  prompt: string;
  source: Uid;
  /** Where the answer is stored in the waiting frame. */
  bind: string;
  /** Cards shown to the deciding seat only, besides the options (Astérion looks at a hand). */
  reveal?: Uid[];
}

export interface SetupOptions {
  seed: number;
  heroes: HeroName[];
  firstSeat?: Seat;
}

export interface GameState {
  schema: 1;
  seed: number;
  /** PRNG state (mulberry32), advanced by every shuffle. */
  rng: number;
  setup: SetupOptions;
  /** Card type id of each uid. */
  cards: number[];
  players: PlayerState[];
  active: Seat;
  firstSeat: Seat;
  /** Number of turns begun, from 1. */
  turn: number;
  phase: Phase;
  clock: number;
  /** Set once the last flame is gone: the game ends when the round is complete. */
  finalRound: boolean;
  /** Top of the reserve is the last element. */
  reserve: Uid[];
  field: (Uid | null)[];
  fieldDiscard: Uid[];
  play: PlayedCard[];
  modifiers: Modifier[];
  pending: Decision | null;
  stack: Frame[];
  nextDecisionId: number;
  /** Set when the game is over. */
  result: GameResult | null;
}

export interface ScoreLine {
  seat: Seat;
  vp: number;
  /** VP per card type id, for the score screen. */
  byCard: { type: number; count: number; vp: number }[];
}
export interface GameResult {
  scores: ScoreLine[];
  winners: Seat[];
}

// ——— actions ———
export type Action =
  | { type: 'play'; seat: Seat; card: Uid; facing: Uid; effect?: boolean }
  | { type: 'equip'; seat: Seat; card: Uid; effect?: boolean }
  | { type: 'activate'; seat: Seat; card: Uid }
  | { type: 'acquire'; seat: Seat; target: Uid; by: 'force' | 'cosmos'; armor?: boolean }
  | { type: 'heal'; seat: Seat; card: Uid; targets: Uid[] }
  | { type: 'endTurn'; seat: Seat; discard?: Uid[] }
  | { type: 'answer'; seat: Seat; decision: number; picks: number[] };
export type ActionType = Action['type'];

// ——— events ———
export interface ZoneRef {
  zone: Zone;
  seat?: Seat;
  slot?: number;
}
export type GameEvent =
  | { type: 'gameStarted'; players: number; first: Seat }
  | { type: 'turnStarted'; seat: Seat; turn: number }
  | { type: 'cardMoved'; uid: Uid; card: number; from: ZoneRef; to: ZoneRef }
  | { type: 'shuffled'; what: 'deck' | 'reserve'; seat?: Seat }
  | { type: 'played'; seat: Seat; uid: Uid; card: number; facing: Uid | null }
  | { type: 'acquired'; seat: Seat; uid: Uid; card: number; by: 'force' | 'cosmos' | 'effect'; cost: number; paid: number }
  | { type: 'activated'; seat: Seat; uid: Uid; card: number; cost: 'discard' | 'wound' | 'destroy' }
  | { type: 'triggered'; uid: Uid; card: number; trigger: 'play' | 'defeated' | 'arrival' | 'flame' | 'activate' }
  | { type: 'flamesRemoved'; n: number; left: number; uid?: Uid }
  | { type: 'finalRound' }
  | { type: 'fieldShifted'; moves: { uid: Uid; from: number; to: number }[] }
  | { type: 'decision'; decision: Decision }
  | { type: 'answered'; seat: Seat; decision: number; picks: number[] }
  | { type: 'gameOver'; result: GameResult };

export type ErrorCode =
  | 'malformed' | 'gameOver' | 'notYourTurn' | 'decisionPending' | 'noDecision' | 'notInHand' | 'notOnField'
  | 'cannotFace' | 'notArmor' | 'notCharacter' | 'notInPlay' | 'noActivation' | 'cannotAcquire' | 'notEnough'
  | 'noHeal' | 'badTargets' | 'badAnswer' | 'healingForbidden' | 'internal' | 'cannotBeWounded';
export interface EngineError {
  code: ErrorCode;
  /** Message key (for translation) and an English sentence for logs and tools. */
  key: string;
  message: string;
}
export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: EngineError };
