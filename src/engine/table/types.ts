// The table's state, actions, events and decisions, which every card ruleset stands on: plain
// serialisable data. A ruleset's own part extends them (classic/types.ts, coop/types.ts).
import type { HeroName, Marker, Op, Zone } from '../../cards';
import type { EngineError as CoreEngineError } from '../core/errors';
import type { ApplyResult as CoreApplyResult, Seat } from '../core/ruleset';

export type { Seat, Side, Viewer } from '../core/ruleset';
/** A physical card in this game: an index into GameState.cards. */
export type Uid = number;
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
  /**
   * The marked area: cards set aside with a marker on them (rulebook "Blessé"; rulings sheet "Carte
   * marquée"). Base games hold wounded characters only; with the expansions a card here may be frozen,
   * wounded and frozen, or carry VP tokens. `GameState.markers` says which (docs/expansions.md).
   */
  marked: Uid[];
  armor: Uid | null;
  /** Cards set aside for this player: Bronze Saints (and ◆ heroes) waiting for an armor upgrade, the
   *  transcended hero, the V2 armor or the Bronze armor it replaced. Not part of the player's game. */
  setAside: Uid[];
  /** Relics played into this player's area. */
  relics: Uid[];
  /** Pillars this player destroyed (face B), kept with their VP. */
  pillars: Uid[];
  /** VP tokens collected (+1 / −1 each), kept to the end and scored. */
  vpTokens: number[];
  /** Libra weapon tokens held. */
  libra: number;
  /** Asgard energy: recorded only (RULING-12). */
  energy: number;
  /** Out of the running (an Epic's end-of-game effect): scored but never a winner. */
  eliminated?: boolean;
}

/** The markers a card carries. A freeze is 2 before any Heal and 1 once its token has flipped. */
export interface CardMarkers {
  wound?: true;
  freeze?: 1 | 2;
  /** VP tokens on the card, +1 or −1 each. */
  vp?: number[];
}

/** The Poseidon and Asgard parts of the table. */
export interface ExpansionState {
  /** Odin's statue: sapphires added when God Warriors leave the field. */
  sapphires: number;
  /** Libra weapon tokens left in the supply (6 at the start with Poseidon). */
  libra: number;
  /** Pillars not yet revealed (mini-cards set aside at setup). */
  pillarsAside: Uid[];
  /** Revealed pillars, which players may face and destroy with 10 Force. */
  pillarsInPlay: Uid[];
}

/** The Epic mini-cards. */
export interface EpicState {
  /** Face down, the next Epic is the last element. */
  deck: Uid[];
  /** The revealed Epic, or null once the deck has run out. */
  current: Uid | null;
  hourglasses: number;
  /** Epics that have ended, in the order they were revealed. */
  done: Uid[];
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
  kind: 'value' | 'cost' | 'seatValue' | 'forceAtCosmos' | 'libra'
    /** A card played from another player's hand (Robe Divine Delta 1018): at the end of the turn it
     *  goes to the discard of `seat`, its owner (upkeep step 1). */
    | 'returnTo'
    /** This turn, the field cards that `seat` acquires into the discard are frozen instead (uid -1):
     *  Écaille de Poséidon 2029. */
    | 'acquiredFrozen';
  /** For 'seatValue': every character this seat has in play this turn gains it (uid is -1); for
   *  'returnTo': the owner the card goes back to. */
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
  /** A seat this effect does not affect (Robe Divine Eta 1020: only the opponents are affected by the
   *  Exits of the cards it removes): no forEach turn, card, choice or gain for that seat. */
  spare?: Seat;
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

/** The optional sets: base is always in. `promo` is the three promo cards 9001–9003 (the "goodies"),
 *  shuffled into the reserve; it is no box: it brings no zone, counter or Epic of its own. */
export type ExpansionSet = 'asgard' | 'poseidon' | 'promo';
export const EXPANSION_SETS: readonly ExpansionSet[] = ['asgard', 'poseidon', 'promo'];
/** The sets that are boxes (expansions with their own pieces: Odin's statue, pillars, Libra weapons). */
export const isBoxSet = (set: ExpansionSet): boolean => set === 'asgard' || set === 'poseidon';

export interface SetupOptions {
  seed: number;
  heroes: HeroName[];
  firstSeat?: Seat;
  /** The expansions in the game (none: base only, as old saves). */
  sets?: ExpansionSet[];
  /** The Epic mini-cards (Poseidon box), chosen per RULING-14. */
  epics?: boolean;
}

/**
 * The table every card ruleset stands on, generic over the ruleset's own part: its mode, its phases
 * and its result. A ruleset adds its own keys by extending it (after the table's, in its setup).
 */
export interface TableState<M extends string = string, P extends string = string, R extends GameResult = GameResult> {
  /** The ruleset this state follows (core/ruleset.ts). */
  mode: M;
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
  phase: P;
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
  result: R | null;
  /** Markers on cards, by uid (no entry: none). Wounds and freezes only on cards of a marked area;
   *  VP tokens on any card. */
  markers: Record<number, CardMarkers>;
  /** Odin's statue, Libra weapons and pillars: null unless Asgard or Poseidon is in. */
  expansion: ExpansionState | null;
  /** The Epics: null when they are off. */
  epic: EpicState | null;
  /** Turn actions already used this turn, as "uid:index". */
  used: string[];
  /** Cards that may be faced and acquired like field cards, wherever they are (op `offerTarget`:
   *  Urne d'Athéna, Écaille du Dragon des Mers, Krishna, Anneau des Nibelungen). Absent: none. */
  targets?: TargetEntry[];
  /** Cards placed under a relic, by the relic's uid (Urne d'Athéna). Absent: none. */
  under?: Record<number, Uid[]>;
}

/** Any ruleset's state, as the table's code (zones, markers, values, the card language) reads it;
 *  its phase is the ruleset's, 'gameOver' once the game is over. */
export type GameState = TableState;

/** A card offered to be faced and acquired outside the field (GameState.targets). */
export interface TargetEntry {
  uid: Uid;
  /** Its cost by that route; omitted: the card's printed cost by that route (none: not that route). */
  force?: number;
  cosmos?: number;
  /** Where the card goes for the player who acquires it. */
  to: 'discard' | 'hand';
  /** Who may face it; omitted: every player. */
  seats?: Seat[];
  /** The entry goes at the end of the turn. */
  thisTurn?: boolean;
}

export interface ScoreLine {
  seat: Seat;
  vp: number;
  /** VP per card type id, for the score screen (destroyed pillars included). */
  byCard: { type: number; count: number; vp: number }[];
  /** VP from tokens: collected, and on the cards of the player's game. */
  tokens?: number;
  eliminated?: boolean;
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
  /** One Heal point per entry: a frozen card is listed twice to clear its freeze (RULING-2). */
  | { type: 'heal'; seat: Seat; card: Uid; targets: Uid[] }
  /** Play a relic from the hand into your area (its Mise en jeu if `effect`). */
  | { type: 'playRelic'; seat: Seat; card: Uid; effect?: boolean }
  /** Discard a Libra weapon: +4 Force to this Hero played facing a pillar (one per Hero card). */
  | { type: 'libra'; seat: Seat; card: Uid }
  /** A turn action of the current Epic or of one of your relics. */
  | { type: 'use'; seat: Seat; card: Uid; index: number }
  | { type: 'endTurn'; seat: Seat; discard?: Uid[] }
  | { type: 'answer'; seat: Seat; decision: number; picks: number[] };
export type ActionType = Action['type'];

// ——— events ———
export interface ZoneRef {
  zone: Zone;
  seat?: Seat;
  slot?: number;
  /** Zone 'under': the relic the card lies under (Urne d'Athéna). */
  relic?: Uid;
}
export type GameEvent =
  | { type: 'gameStarted'; players: number; first: Seat }
  | { type: 'turnStarted'; seat: Seat; turn: number }
  | { type: 'cardMoved'; uid: Uid; card: number; from: ZoneRef; to: ZoneRef }
  | { type: 'shuffled'; what: 'deck' | 'reserve'; seat?: Seat }
  | { type: 'played'; seat: Seat; uid: Uid; card: number; facing: Uid | null }
  | { type: 'acquired'; seat: Seat; uid: Uid; card: number; by: 'force' | 'cosmos' | 'effect'; cost: number; paid: number }
  | { type: 'activated'; seat: Seat; uid: Uid; card: number; cost: 'discard' | 'wound' | 'destroy' | 'freeze' }
  | { type: 'triggered'; uid: Uid; card: number; trigger: TriggerName }
  | { type: 'flamesRemoved'; n: number; left: number; uid?: Uid }
  | { type: 'finalRound' }
  | { type: 'fieldShifted'; moves: { uid: Uid; from: number; to: number }[] }
  | { type: 'decision'; decision: Decision }
  | { type: 'answered'; seat: Seat; decision: number; picks: number[] }
  | { type: 'gameOver'; result: GameResult }
  /** A marker went on a card (value: the VP token's face). `seat`: whose marked area, if any. */
  | { type: 'marked'; uid: Uid; card: number; marker: Marker; value?: number; seat?: Seat }
  /** Heal or an effect took markers off a card (a freeze at 1 has flipped). */
  | { type: 'unmarked'; uid: Uid; card: number; wound: boolean; freeze: number; vp: number }
  | { type: 'vpCollected'; seat: Seat; uid: Uid; card: number; tokens: number[] }
  | { type: 'vpGained'; seat: Seat; tokens: number[] }
  | { type: 'sapphireAdded'; uid: Uid; card: number; total: number }
  | { type: 'pillarRevealed'; uid: Uid; card: number; by: Uid }
  | { type: 'pillarDestroyed'; seat: Seat; uid: Uid; card: number }
  | { type: 'libraTaken'; seat: Seat; from: Seat | 'supply'; left: number }
  | { type: 'libraUsed'; seat: Seat; uid: Uid; card: number }
  | { type: 'epicRevealed'; uid: Uid; card: number }
  | { type: 'hourglassAdded'; uid: Uid; card: number; hourglasses: number; duration: number }
  | { type: 'epicEnded'; uid: Uid; card: number }
  | { type: 'energyGained'; seat: Seat; n: number; total: number }
  | { type: 'eliminated'; seat: Seat }
  | { type: 'used'; seat: Seat; uid: Uid; card: number; index: number }
  /** The upkeep of seat's turn begins its rulebook step (1 discard, 2 draw, 3 remove the 6th field
   *  card, 4 shift right, 5 refill, 6 next player): the table shows the upkeep step by step. */
  | { type: 'upkeepStep'; step: 1 | 2 | 3 | 4 | 5 | 6; seat: Seat };
export type TriggerName =
  | 'play' | 'defeated' | 'arrival' | 'flame' | 'activate' | 'exit' | 'marked' | 'epicEnd' | 'gameEnd'
  | 'turnStart' | 'turnEnd' | 'whenever';

export type ErrorCode =
  | 'malformed' | 'gameOver' | 'notYourTurn' | 'decisionPending' | 'noDecision' | 'notInHand' | 'notOnField'
  | 'cannotFace' | 'notArmor' | 'notCharacter' | 'notInPlay' | 'noActivation' | 'cannotAcquire' | 'notEnough'
  | 'noHeal' | 'badTargets' | 'badAnswer' | 'healingForbidden' | 'internal' | 'cannotBeWounded'
  | 'notRelic' | 'noLibra' | 'cannotUse'
  /** No armor can be equipped now (Anneau des Nibelungen 1011). */
  | 'cannotEquip';
export type EngineError = CoreEngineError<ErrorCode>;
export type ApplyResult = CoreApplyResult<GameState, GameEvent, ErrorCode>;
