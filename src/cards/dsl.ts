// The card language: plain JSON data that the engine interprets (src/engine/effects).
// Builders at the bottom keep the card scripts short; everything they return is serialisable.
import type { CardClass, CardKind, HeroName, Rank } from './types';

/** Whose zone, or who acts: the card's controller, the active player, the player of the current
 *  forEach iteration, or a seat chosen earlier (stored in a variable). */
export type Who = 'me' | 'active' | 'each' | { seatVar: string };
/**
 * Where a card is. `marked` is a player's marked area (the rulebook's wounded characters): every card
 * set aside with a marker on it (a wound, a freeze, VP tokens); which markers a card carries is in
 * GameState.markers. As a selector zone, 'marked' reads the whole area, 'wounded' the cards of that
 * area carrying a wound and 'frozen' those carrying a freeze (docs/expansions.md).
 * Expansion zones: a player's `relics` (relics played into their area) and `pillars` (the pillars they
 * destroyed); on the table `pillarsAside` (not yet revealed), `pillarsInPlay` (revealed, faceable),
 * `epicDeck`, `epic` (the current Epic) and `epicsDone` (Epics that have ended).
 */
export type Zone =
  | 'hand' | 'deck' | 'discard' | 'marked' | 'destroyed' | 'armor' | 'setAside' | 'play' | 'relics' | 'pillars'
  | 'field' | 'fieldDiscard' | 'reserve' | 'pillarsAside' | 'pillarsInPlay' | 'epicDeck' | 'epic' | 'epicsDone'
  /** Cards placed under a relic of the player (Urne d'Athéna 2028; GameState.under). */
  | 'under'
  /** The cooperative board (GameState.board): a pile's face-down cards (slot: the pile), the Main
   *  Breadwinner, and a pillar still hidden under its pile (slot: the side). */
  | 'pile' | 'breadwinner' | 'pillarSide';
/** Selector-only views of the marked area (see Zone). */
export type SelZone = Zone | 'wounded' | 'frozen';
export const PLAYER_ZONES: readonly Zone[] = ['hand', 'deck', 'discard', 'marked', 'destroyed', 'armor', 'setAside', 'play', 'relics', 'pillars'];
export type Marker = 'wound' | 'freeze' | 'vp';

export interface Filter {
  kind?: CardKind[];
  /** Any of these classes. */
  classes?: CardClass[];
  rank?: Rank[];
  heroName?: HeroName;
  typeIds?: number[];
  /** A Saint ("Chevalier") of any kind. */
  saint?: boolean;
  hasCosmos?: boolean;
  notSelf?: boolean;
  notTypeIds?: number[];
  /** A card that no rule in force forbids acquiring, nor any card carried with it (restrictions.ts:
   *  Kuraggu, Garde d'Asgard 1035; the character under an Urne d'Athéna). Effects that acquire offer
   *  only such cards (rulings sheet "Acquérir": an effect's acquisition obeys the rules that limit
   *  acquisitions). */
  acquirable?: boolean;
  /** Carries this marker ('any': at least one marker of any kind). */
  marker?: Marker | 'any';
  /** Does not carry this marker ('any': no marker at all). */
  noMarker?: Marker | 'any';
  /** Printed Force / Cosmos within these bounds ("possédant au moins 2 de Force"). */
  force?: { min?: number; max?: number };
  cosmos?: { min?: number; max?: number };
  /** Matches none of these filters (Garde d'Asgard 1035: all but very common characters and armors);
   *  their marker and acquirable keys are not read. */
  not?: Filter[];
  /** Its rank is the rank of one of these cards (Écaille de la Sirène 2031: "de rang identique"); read
   *  by the selectors only. */
  rankAmong?: Sel;
  /** Its script has this part (Soldat Marina 2024: a card with a Mise en jeu; Écaille des Lyumnades
   *  2033: a card with an Arrival). */
  hasPart?: 'play' | 'arrival' | 'exit' | 'defeated';
}

export type Sel =
  /** 'opponents': the card's "adversaires" (in the cooperative mode they depend on the phase);
   *  'others': "un autre joueur", the other players (never Poseidon, who is not a player). */
  | { zone: SelZone; of?: Who | 'opponents' | 'others' | 'all'; where?: Filter }
  | { var: string; where?: Filter }
  | { self: true }
  /** The cards that were used to acquire the source card (its Vaincu). */
  | { fighters: true; where?: Filter }
  /** Cards played facing the same field card as the source. */
  | { beside: true; where?: Filter }
  /** Field cards next to the source card's slot. */
  | { adjacent: true; where?: Filter }
  /** The top n cards of the reserve (Dante's Vaincu). */
  | { reserveTop: number; where?: Filter }
  /** The cards of every one of these selections, in order (Cristal: a card of your hand or in play). */
  | { any: Sel[]; where?: Filter }
  /** The nth card (from 0) of a selection, if there is one (Jamian: the two field cards he swaps). */
  | { nth: number; of: Sel }
  /** The same cards in the opposite order ("de la dernière à la première carte du terrain"). */
  | { reverse: Sel }
  /** The top n cards of a player's deck, top first (Siegfried: "the first card of their deck"). */
  | { deckTop: number; of?: Who; where?: Filter }
  /** The cards played facing the source card (Kassa 2016: +1 Force to his cost per character facing him). */
  | { facers: true; where?: Filter };

export type Num = number | { count: Sel } | { distinctNames: Sel } | { vars: string }
  /** The opposite of a number: a reduction by a count (Daichi). */
  | { neg: Num }
  /** A public counter: Odin's sapphires, the hourglasses on the current Epic, the number of players. */
  | { counter: 'sapphires' | 'hourglasses' | 'players' | 'libraLeft' }
  /** The number of VP tokens on these cards (their count, not their values). */
  | { vpTokensOn: Sel }
  /** A sum of numbers. */
  | { sum: Num[] };

export type Cond =
  | { exists: Sel; atLeast?: number }
  | { not: Cond }
  | { all: Cond[] }
  | { clock: 'even' | 'odd' }
  | { facing: 'first' | 'last' }
  | { any: Cond[] }
  /** The field card the source faces (matching `where`) may be acquired by that route: it has such a
   *  cost for the controller and no field rule forbids it (rulings sheet "Verrouillage"). */
  | { canAcquire: 'force' | 'cosmos'; where?: Filter }
  /** A variable holds at least one card or seat (a choice was possible and made). */
  | { chosen: string }
  /** The current Epic carries between min and max hourglasses (evolving Epic effects). */
  | { hourglasses: { min?: number; max?: number } }
  /** A set of cards is in this game (setup options). */
  | { setIn: 'asgard' | 'poseidon' }
  /** A number within bounds (the Trident holds at most 3 tokens). */
  | { num: Num; min?: number; max?: number }
  /** The seat `each` (or the controller) has at least as many of these cards as any other seat: the
   *  selector is read once per seat as 'each' ("the player with the most …"; ties all qualify). */
  | { most: Sel };

/** Where an effect sends cards: 'deckTop' is the top of a deck; 'wounded' is into the owner's marked
 *  area with a wound (its Marqué may fire). */
export type Dest = {
  zone: 'hand' | 'discard' | 'deckTop' | 'wounded' | 'destroyed' | 'fieldDiscard' | 'reserve' | 'relics' | 'setAside';
  of?: Who;
};

export type Op =
  /** `as` keeps the drawn cards in a variable (e.g. "reveal 3, then take the others into hand"). */
  | { op: 'draw'; n: Num; who?: Who; as?: string }
  | { op: 'choose'; from: Sel; min: number; max: number; as: string; who?: Who; prompt: string;
      /** Identical cards of one pile (hand, discard, …) are one option: choosing a type, not a copy. */
      byType?: boolean;
      /** Cards shown to the chooser only, with the options (Astérion looks at a hand). */
      reveal?: Sel }
  | { op: 'chooseSeat'; among: 'opponents' | 'others' | 'players'; as: string; who?: Who; prompt: string;
      /** Only seats for which this holds, read with that seat as 'each'; none: the variable stays empty. */
      having?: Cond }
  | { op: 'optional'; prompt: string; who?: Who; ops: Op[] }
  | { op: 'move'; cards: Sel; to: Dest; how?: 'acquire' | 'remove' }
  | { op: 'wound'; cards: Sel }
  /** Freeze: the card (any zone of a player) goes to its owner's marked area with a freeze marker. */
  | { op: 'freeze'; cards: Sel }
  /** "Soigner" written out: every wound and freeze marker goes at once (RULING-2); VP tokens stay. */
  | { op: 'heal'; cards: Sel }
  /** `points` Heal on each card: a wound takes 1, a freeze 2 (flipped after the first). */
  | { op: 'healPoints'; cards: Sel; points: number }
  /** Put `n` VP tokens of this face (+1 or −1) on each card. */
  | { op: 'addVp'; cards: Sel; value: 1 | -1; n?: Num }
  /** Take up to `n` VP tokens (all when omitted) off each card, back to the supply; `as` keeps how many. */
  | { op: 'removeVp'; cards: Sel; n?: Num; as?: string }
  /** A player receives `n` VP tokens of this face, kept to the end of the game. */
  | { op: 'gainVp'; n: Num; value: 1 | -1; who?: Who }
  /** Asgard energy: recorded and shown, nothing else (RULING-12). */
  | { op: 'gainEnergy'; n: number; who?: Who }
  /** A player takes a Libra weapon: from the supply, or from another player (`from`). */
  | { op: 'takeLibra'; who?: Who; from?: Who }
  /** A player is out of the running: scored, but never among the winners (Fonte des glaces). */
  | { op: 'eliminate'; who?: Who }
  | { op: 'destroy'; cards: Sel }
  | { op: 'discard'; cards: Sel }
  | { op: 'removeFlames'; n: number }
  | { op: 'refillField' }
  | { op: 'shuffle'; what: 'deck' | 'discardIntoDeck' | 'reserve'; who?: Who }
  | { op: 'if'; cond: Cond; then: Op[]; else?: Op[] }
  | { op: 'forEach'; players: 'opponents' | 'all'; ops: Op[] }
  | { op: 'modify'; cards: Sel; force?: Num; cosmos?: Num }
  | { op: 'costMod'; cards: Sel; force?: Num; cosmos?: Num }
  | { op: 'call'; handler: string }
  /** Keeps the cards a selector gives now in a variable, without asking anyone. */
  | { op: 'let'; cards: Sel; as: string }
  /** The first card of `a` and the first of `b` trade places (two armors, two field slots, …). */
  | { op: 'swap'; a: Sel; b: Sel }
  /** These played cards must acquire the card they face by this route: they bring nothing else and
   *  cannot heal (rulings sheet "Verrouillage": Hyoga, Shun). */
  | { op: 'commit'; cards: Sel; by: 'force' | 'cosmos' }
  /** Every character the controller plays this turn, before or after, gains these values. */
  | { op: 'turnBonus'; force?: number; cosmos?: number }
  /** This turn, the active seat may acquire these field cards by Force for their Cosmos cost (Algethi). */
  | { op: 'grant'; cards: Sel; what: 'forceAtCosmosCost' }
  /** Equip this armor ("mettre en jeu"): the player's armor in place goes to their discard; its Mise
   *  en jeu may then be used (a yes/no choice). */
  | { op: 'equip'; cards: Sel; who?: Who }
  /** Run these ops once for each card of a selection, the card in variable `as` (1 card). */
  | { op: 'forEachCard'; cards: Sel; as: string; ops: Op[] }
  /** Binds `as` to `n` cards of `from` drawn with the state's PRNG (fewer if fewer exist): Robes
   *  Divines Delta 1018 / Epsilon 1019, Écaille du Dragon des Mers. */
  | { op: 'chooseRandom'; from: Sel; n: Num; as: string }
  /** These cards may be faced and acquired like field cards, wherever they are (GameState.targets):
   *  force/cosmos omitted → the printed cost by that route; `to`: where the card goes for its acquirer;
   *  `who`: the only player who may face it (omitted: everyone); `thisTurn`: the offer ends with the
   *  turn. Urne d'Athéna 2028, Écaille du Dragon des Mers 2030, Krishna 2017, Anneau des Nibelungen 1011. */
  | { op: 'offerTarget'; cards: Sel; force?: Num; cosmos?: Num; to: 'discard' | 'hand'; who?: Who; thisTurn?: boolean }
  /** Runs that part of each selected card's script as if it had triggered, the controller as "me"
   *  (nothing for a card without it): Écaille des Lyumnades 2033, Soldat Marina 2024. */
  | { op: 'applyEffect'; cards: Sel; part: 'play' | 'arrival' | 'exit' | 'defeated' }
  /** The controller plays the first selected card (from a hand or a deck) as if from their hand: a
   *  character faces a card they choose, an armor is equipped, a relic goes to their area; its Mise en
   *  jeu is offered. Not playable (nothing to face, the Anneau forbids armors): it stays where it is.
   *  A card of another player goes to that player's discard at the end of the turn. `as` keeps the
   *  card if it was played. Robes Divines Gamma 1017 (the top of your deck), Delta 1018 (an opponent's hand). */
  | { op: 'playCard'; cards: Sel; as?: string };

/** Always-on effects, computed afresh whenever a value or a cost is read. */
export type Static = StaticRule & {
  /** A message key: a few words the table shows on the card, without a long press, while it is on the
   *  field, for a rule that changes what players may do there (issue 12; `captionsOf`). Every static
   *  that holds from the field has one (test/cards/captions.test.ts). */
  caption?: string;
};
type StaticRule =
  /** Values of played cards: the card itself, or the cards played beside it. */
  | { on: 'self' | 'beside'; where?: Filter; when?: Cond; force?: Num; cosmos?: Num; double?: boolean }
  /** Cost of this card while on the field, when at least one card facing it matches `facedBy`. */
  | { on: 'cost'; facedBy?: Filter; force?: Num; cosmos?: Num }
  /** A rule that holds for everyone while this card sits on the field. */
  | { on: 'field'; forbid: 'heal' }
  /** While this card is on the field, no other card matching `where` can be acquired, by any route (Kuraggu). */
  | { on: 'field'; forbid: 'acquire'; where?: Filter;
      /** Only by this route (Garde d'Asgard 1034: nothing is acquired by Cosmos); none: any route. */
      by?: 'force' | 'cosmos' }
  /** While on the field, acquiring this card by Force ("fighting" it) needs this many characters
   *  facing it, or a card discarded from hand (Serpent des Mers, Dauphin). */
  | { on: 'field'; fight: { minCharacters?: number; discardFromHand?: number;
      /** The fighter may wound characters of their hand matching `where` to lower the Force cost by
       *  `force` each, paid once the card is taken (Bian 2019). */
      woundForForce?: { where?: Filter; force: number } } }
  /** The cost of the field card this played card faces, when it matches `where` (Daichi). */
  | { on: 'faced'; where?: Filter; force?: Num; cosmos?: Num }
  /** Cards played beside this one (matching `where`), or that fought with it, cannot be wounded (Sho). */
  | { on: 'shield'; where?: Filter; against: 'wound' }
  /** A cost this card has, while on the field, only when at least one card facing it matches
   *  `facedBy` (Camus: Hyoga may acquire him for 8 Cosmos); the 6th slot and cost changes apply. */
  | { on: 'altCost'; facedBy: Filter; force?: number; cosmos?: number }
  /** Played cards facing this card (matching `where`) gain these values: a pillar's bonus
   *  ("each Hyoga gains +1 Force to destroy this pillar"). */
  | { on: 'facers'; where?: Filter; force?: Num; cosmos?: Num }
  /** While this card rules (on the field, or the current Epic): cards matching `where` cost this much
   *  more to acquire (`set`: exactly this much), when `when` holds. `near` limits it to the field cards
   *  on this card's left (every one before it) / on its right (every one after it) / next to it
   *  (Garde d'Asgard 1032: « Les Personnages à sa gauche »). */
  | { on: 'costs'; where?: Filter; force?: Num; cosmos?: Num; set?: boolean; when?: Cond; near?: 'left' | 'right' | 'adjacent';
      /** Only field cards next to a field card matching this (Garde d'Asgard 1033: next to the Guards). */
      nextTo?: Filter }
  /** While this card rules: played cards matching `where` have these values (`set`) or gain them
   *  (Tournoi galactique: every Hero has 1 Force and 1 Heal). */
  | { on: 'values'; where?: Filter; force?: number; cosmos?: number; heal?: number; set?: boolean; when?: Cond }
  /** While this card rules: cards matching `where` that would be discarded from play after fighting
   *  beside it are frozen instead (Isaak). */
  | { on: 'usedInstead'; where?: Filter; instead: 'freeze' }
  /** Transcended heroes: marked, discarded or destroyed, this card goes back to the cards set aside. */
  | { on: 'returnsAside' }
  /** While this Epic is current, an engine rule changes as named (EPIC_RULES): Fuite 2911, Encerclés
   *  2912, Ne jamais abandonner 2913, Septième sens 2915, Soutien télépathique 2916. */
  | { on: 'epicRule'; rule: EpicRule }
  /** While this relic is in a player's area, that player cannot equip an armor, by the action or by
   *  an effect (Anneau des Nibelungen 1011; rulings sheet "Effets de jeu"). */
  | { on: 'holder'; forbid: 'equip' }
  /** The field card this played card faces (matching `where`) may also be acquired by Cosmos for its
   *  Force cost, by this card's player (Athéna 1013: the Saint she faces). */
  | { on: 'facedRoute'; where?: Filter; cosmosAtForceCost: true }
  /** This card's costs are never lowered while on the field: every reduction is ignored, the 6th
   *  slot's included (Sorento 2014: "his costs cannot be reduced"). */
  | { on: 'unreducible' }
  /** While this card is on the field, played characters matching `forbidFacing` cannot face another
   *  card than this one matching `faced` (`fieldOnly`: only field cards are out of reach); a facing
   *  that becomes illegal ends (rulings sheet "Affronter"). Thétis 2020 (Heroes: another character),
   *  Soldat Marina 2025 (2 Force: another field character). */
  | { on: 'field'; forbidFacing: Filter; faced?: Filter; fieldOnly?: boolean }
  /** While this card is on the field, playing a character facing a card matching `where` costs
   *  discarding this many other cards, from the hand or in play (Soldat Marina 2021: to face a Marina). */
  | { on: 'field'; faceToll: { where?: Filter; discard: number } }
  /** While this card is on the field, the Force cost of the field cards next to it (matching `where`)
   *  becomes a Cosmos cost (Soldat Marina 2023). */
  | { on: 'forceCostAsCosmos'; where?: Filter }
  /** While this card is on the field, every other field card also has this Exit, the active player as
   *  "me" (Soldat Marina 2024). */
  | { on: 'othersExit'; ops: Op[] }
  /** The cards lying under this relic undergo whatever it undergoes: they go where it goes, are marked
   *  when it is, get its VP tokens (Urne d'Athéna 2028). */
  | { on: 'carriesUnder' };

/**
 * "Instead" rules of the Epics, each read by one hook of the engine (src/engine/classic/epic-rules.ts) while
 * the Epic that names it is current.
 */
export const EPIC_RULES = [
  /** Fuite 2911: a God Warrior adds a sapphire only when defeated (acquired from the field). */
  'sapphireOnlyWhenDefeated',
  /** Encerclés 2912: a Hero about to be destroyed may be discarded instead (its owner's choice). */
  'destroyedHeroMayBeDiscarded',
  /** Ne jamais abandonner 2913: a character with Heal must heal while a card is wounded or frozen. */
  'healersMustHeal',
  /** Septième sens 2915: a Bronze armor's upgrade gives an uncommon Hero instead of a common one. */
  'upgradeSkipsCommon',
  /** Soutien télépathique 2916: a player with a marked card draws up to 6 at the end of the turn. */
  'drawUpToSixIfMarked',
] as const;
export type EpicRule = typeof EPIC_RULES[number];

export type Activation = 'discard' | 'wound' | 'destroy' | 'freeze';

/** An action the active player may take on their turn with a card that is the current Epic or a relic
 *  in their area ("A son tour, le joueur actif peut …"), once per turn unless `each` is 'any'. */
export interface TurnAction {
  ops: Op[];
  when?: Cond;
  /** A message key naming the action for the player. */
  label: string;
  each?: 'turn' | 'any';
}

/** A reaction of the current Epic (or of a card on the field) to a card reaching a zone. */
export interface Whenever {
  /** The zone reached: 'field' is a card revealed on the field; 'discard' any player's discard;
   *  'marked' a player's marked area (a card that becomes marked: Encerclés 2907); 'epic' the Epic
   *  slot (the Epic itself being revealed: Encerclés 2907). */
  to: 'field' | 'discard' | 'fieldDiscard' | 'hand' | 'marked' | 'epic';
  where?: Filter;
  /** The moved card is in variable `it`. */
  ops: Op[];
}

export interface CardScript {
  id: number;
  statics?: Static[];
  play?: Op[];
  activate?: { cost: Activation; ops: Op[] };
  defeated?: Op[];
  arrival?: Op[];
  /** Sortie: the card leaves the field for the field discard (RULING-6 for several at once). */
  exit?: Op[];
  /** Marqué: the card, belonging to a player, has just become marked (its first marker). */
  marked?: Op[];
  /** Epics: when this Epic ends (its hourglasses reach its duration). */
  epicEnd?: Op[];
  /** Epics: when the game ends, before the score (every Epic revealed during the game, in order). */
  gameEnd?: Op[];
  /** Epics: at the start / the end (before upkeep step 1) of each turn while this Epic is current. */
  turnStart?: Op[];
  turnEnd?: Op[];
  /** Epics and relics: optional actions of the active player (action `use`, with the index). */
  actions?: TurnAction[];
  /** Epics: reactions to cards moving while this Epic is current. */
  whenever?: Whenever[];
}

// ——— builders ———
export const script = (id: number, parts: Omit<CardScript, 'id'>): CardScript => ({ id, ...parts });
export const draw = (n: Num, who?: Who): Op => ({ op: 'draw', n, ...(who ? { who } : {}) });
export const removeFlames = (n: number): Op => ({ op: 'removeFlames', n });
export const when = (cond: Cond, then: Op[], otherwise?: Op[]): Op => ({ op: 'if', cond, then, ...(otherwise ? { else: otherwise } : {}) });
export const each = (players: 'opponents' | 'all', ops: Op[]): Op => ({ op: 'forEach', players, ops });
export const mine = (zone: SelZone, where?: Filter): Sel => ({ zone, of: 'me', ...(where ? { where } : {}) });
export const theirs = (zone: SelZone, where?: Filter): Sel => ({ zone, of: 'each', ...(where ? { where } : {}) });
export const onField = (where?: Filter): Sel => ({ zone: 'field', ...(where ? { where } : {}) });
export const chosen = (name: string): Sel => ({ var: name });
export const exists = (sel: Sel, atLeast = 1): Cond => ({ exists: sel, atLeast });
export const choose = (from: Sel, as: string, prompt: string, min = 1, max = 1, who?: Who): Op =>
  ({ op: 'choose', from, min, max, as, prompt, ...(who ? { who } : {}) });
export const cls = (...classes: CardClass[]): Filter => ({ classes });
export const optional = (prompt: string, ops: Op[], who?: Who): Op => ({ op: 'optional', prompt, ops, ...(who ? { who } : {}) });
export const commit = (cards: Sel, by: 'force' | 'cosmos'): Op => ({ op: 'commit', cards, by });
export const freeze = (cards: Sel): Op => ({ op: 'freeze', cards });
export const wound = (cards: Sel): Op => ({ op: 'wound', cards });
/** The cards of `of` that an effect asking to discard « une carte » may take: in hand or in play, the
 *  equipped armor included (rulings sheet 002 « Défausser »: « il peut s'agir d'une carte en jeu ou d'une
 *  carte en main », unless the text names the hand, which then reads `{ zone: 'hand' }`). */
export const toDiscard = (of: Who = 'me', where?: Filter): Sel =>
  ({ any: [{ zone: 'hand', of }, { zone: 'play', of }, { zone: 'armor', of }], ...(where ? { where } : {}) });
export const addVp = (cards: Sel, value: 1 | -1, n?: Num): Op => ({ op: 'addVp', cards, value, ...(n === undefined ? {} : { n }) });
export const gainVp = (n: Num, value: 1 | -1, who?: Who): Op => ({ op: 'gainVp', n, value, ...(who ? { who } : {}) });
export const gainEnergy = (n: number, who?: Who): Op => ({ op: 'gainEnergy', n, ...(who ? { who } : {}) });
