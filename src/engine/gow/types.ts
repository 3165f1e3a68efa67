// God of War's state, actions and events: plain serialisable data (docs/gow/rules.md, docs/gow/rulings.md).
import type { Position } from './content-schema';

export const GOW = 'gow';
/** A physical card of this game: an index into GowState.cards (its content id). */
export type Uid = number;
/** A card played as one of its options (a wildcard names which). */
export interface PlayedCard { uid: Uid; option: number }

export interface SeatState {
  seat: number;
  hero: string;
  /** Top of the deck is the last element. */
  deck: Uid[];
  hand: Uid[];
  discard: Uid[];
  /** Hand-limit tokens: for the rest of the game, and for this Mission only. */
  limitTokens: number;
  missionLimitTokens: number;
}

export interface FigureState {
  id: string;
  seat: number;
  health: number;
  damage: number;
  rage: number;
  track: number;
  exhausted: boolean;
  /** The column it faces; null when off the Scenario (exhausted, not yet placed, or Mimir). */
  column: number | null;
  /** Behind an ally in its column (a lone hero is always in front). */
  back: boolean;
  /** Moves left this turn (one per turn; Brok and Sindri one each). */
  moves: number;
  attackBoost: number;
  defenseBoost: number;
  /** The next Attack adds the die instead of losing it (Mimir's solo gift). */
  dieHelps: boolean;
  /** Freya's tokens on this hero: each cancels one enemy attack's damage. */
  wards: number;
  /** Mimir: the figure carrying him. */
  carrier: string | null;
  /** The column an exhausted hero stood in: Mimir, if it carried him, stays there until the next round. */
  leftFrom?: number;
}

export interface SlotState {
  at: Position;
  /** Index of the card in its Scenario's list. */
  card: number;
  face: 'front' | 'back';
  damage: number;
  stunned: boolean;
  dead: boolean;
  /** Armor values already destroyed. */
  armorBroken: number;
  /** Interaction used this Scenario. */
  used: boolean;
}

/** What the table waits for. */
export type Pending =
  | { kind: 'place'; seat: number; figure: string }
  | { kind: 'carrier'; seat: number }
  | { kind: 'hero'; seat: number }
  | { kind: 'absorb'; seat: number; target: string }
  | { kind: 'defend'; seat: number; figure: string; power: number; at: Position }
  | { kind: 'tie'; seat: number; columns: number[] }
  | { kind: 'poisoned'; seat: number; figures: string[] }
  | { kind: 'upgrade'; seat: number }
  | { kind: 'next'; seat: number; options: string[] };

/** An enemy attack being resolved, one target at a time. */
export interface AttackInProgress {
  at: Position; rune: string; power: number; targets: string[]; hit: boolean; defense: number;
  /** The questions already put about the target under way (Mimir's, the defender's): a save resumes here. */
  asked?: ('absorb' | 'defend')[];
}

/** A scenario activation under way: the rune, the places still to activate, the seat whose reveal it was. */
export interface Activation { seat: number; rune: string; queue: Position[]; attack: AttackInProgress | null; extra: boolean }

export interface GowState {
  mode: typeof GOW;
  rng: number;
  seed: number;
  content: string;
  round: number;
  /** Index into seats of the first player and of the seat whose activation it is. */
  first: number;
  active: number;
  stage: 'placing' | 'preparation' | 'activation' | 'extra' | 'upgrade' | 'next' | 'over';
  /** Within an activation: not begun, the hero's part, the Scenario's part. */
  step: 'start' | 'hero' | 'scenario';
  seats: SeatState[];
  figures: FigureState[];
  /** uid → card id. */
  cards: string[];
  upgradeDeck: Uid[];
  revealed: Uid[];
  supply: { stun: number; poison: number; crystal: number };
  /** The pyramid: Missions from the bottom (index 0), the three Bosses; the ones played, in order. */
  missions: string[];
  bosses: string[];
  played: string[];
  /** Obstacles weighing on the current Mission or Boss. */
  obstacles: string[];
  scenario: { id: string; slots: SlotState[]; columns: number; rounds: number } | null;
  tracks: Record<string, number>;
  pending: Pending | null;
  activation: Activation | null;
  /** Seats still to place a pawn at this Scenario's start, in order. */
  toPlace: { seat: number; figure: string }[];
  /** Seats still to take their upgrade, in order. */
  toUpgrade: number[];
  /** Damage a seat must give one of its two figures (Poison with Brok and Sindri), in order. */
  owed: { seat: number; amount: number }[];
  /** Solo companions' abilities used this Mission ("atreus:0"…). */
  soloUsed: string[];
  result: GowResult | null;
  /** The die's next faces, set by a rules scenario (docs/scenarios.md) to replay a rulebook example;
   *  absent in a game, where the die rolls from the seed. */
  dice?: number[];
  /** Solo: the set's added reveals made so far this round (content solo.extraReveals). */
  soloReveals?: number;
}

export interface GowResult { win: boolean; by: 'boss' | 'exhaustion' | 'defeatCondition' | 'stalled'; round: number; missions: number }

export type GowAction =
  | { type: 'place'; seat: number; figure: string; column: number; back?: boolean }
  | { type: 'carry'; seat: number; carrier: string }
  | { type: 'move'; seat: number; figure: string; column: number; back?: boolean }
  | { type: 'attack'; seat: number; figure: string; cards: PlayedCard[]; target: Position }
  | { type: 'special'; seat: number; figure: string; card: PlayedCard; targets?: string[] }
  | { type: 'rage'; seat: number; figure: string; targets?: string[] }
  | { type: 'interact'; seat: number; figure: string; at: Position; cards: PlayedCard[] }
  | { type: 'companion'; seat: number; ability: string; option: number; targets?: string[] }
  | { type: 'endTurn'; seat: number }
  | { type: 'absorb'; seat: number; yes: boolean }
  | { type: 'defend'; seat: number; cards: PlayedCard[] }
  | { type: 'choose'; seat: number; pick: string }
  | { type: 'upgrade'; seat: number; take?: Uid; remove?: Uid };

export type GowEvent =
  | { type: 'missionBegan'; mission: string; boss: boolean; obstacles: string[] }
  | { type: 'placed'; figure: string; column: number; back: boolean }
  | { type: 'moved'; figure: string; column: number; back: boolean }
  | { type: 'drew'; seat: number; uids: Uid[]; cards: string[] }
  | { type: 'statusDrawn'; seat: number; uid: Uid; card: string; status: 'stun' | 'poison' }
  | { type: 'played'; seat: number; figure: string; cards: PlayedCard[]; ids: string[]; as: string }
  | { type: 'rolled'; face: number }
  | { type: 'enemyHit'; at: Position; damage: number; health: number }
  | { type: 'armorBroken'; at: Position; value: number }
  | { type: 'enemyStunned'; at: Position }
  | { type: 'enemyDefeated'; at: Position; name: string }
  | { type: 'rage'; figure: string; rage: number }
  | { type: 'rageUsed'; figure: string; ability: string }
  | { type: 'revealed'; seat: number; uid: Uid; card: string; rune: string; extra: boolean }
  | { type: 'activated'; at: Position; rune: string }
  | { type: 'stunShaken'; at: Position }
  | { type: 'enemyAttacks'; at: Position; kind: 'melee' | 'ranged'; power: number; targets: string[] }
  | { type: 'defended'; figure: string; defense: number }
  | { type: 'heroHurt'; figure: string; damage: number; total: number }
  | { type: 'warded'; figure: string }
  | { type: 'healed'; figure: string; amount: number }
  | { type: 'exhausted'; figure: string }
  | { type: 'statusGained'; seat: number; status: 'stun' | 'poison' | 'crystal' }
  | { type: 'flipped'; at: Position; face: 'front' | 'back'; title: string }
  | { type: 'interacted'; figure: string; at: Position }
  | { type: 'handLimit'; seat: number; limit: number }
  | { type: 'upgraded'; seat: number; uid: Uid; card: string }
  | { type: 'removedCard'; seat: number; uid: Uid; card: string }
  | { type: 'upgradesBurned'; uids: Uid[]; cards: string[] }
  | { type: 'missionWon'; mission: string }
  | { type: 'roundBegan'; round: number; first: number }
  | { type: 'gameOver'; result: GowResult };
