// Engine events → lines of the table's chronicle, as message keys with parameters (names are
// resolved when shown, so switching the language rewrites the whole log).
import type { CoopEvent, GameEvent, Seat, Uid } from '../../src/engine';
import { cardFullName } from '../../src/cards/names';
import { getLang, t, type Params } from '../../src/i18n';
import { gowName } from './gow/gow-names';

/** A name told as it is, a message key said in the language shown (`msg`), or a God of War content
 *  name by its key with its English (`gow`, scenes/presenter/gow/gow-names.ts): resolved when shown. */
export type LogName = string | { msg: string } | { gow: string; en: string };
/** A number, a card, a seat, seats named as a list ("Shun and Ikki"), or a nested line (null: left out);
 *  a name, or names as a list (God of War). */
export type LogParam = number | LogName | { names: (LogName | { line: LogLine })[] } | { card: number } | { seat: Seat } | { seats: Seat[] } | { line: LogLine | null };
export interface LogLine {
  key: string;
  params: Record<string, LogParam>;
  /** The seat the line is about (for its colour), if any. */
  seat?: Seat;
}

const card = (type: number) => ({ card: type });
const seat = (s: Seat) => ({ seat: s });

/** Lines for a batch of events. cards maps a uid to its type (GameState.cards). */
export function eventsToLog(events: readonly (GameEvent | CoopEvent)[], cards: readonly number[]): LogLine[] {
  const lines: LogLine[] = [];
  // Draws and discards of a batch are told as one line each.
  const run: { draws: { seat: Seat; n: number } | null; discards: { seat: Seat; n: number } | null } = { draws: null, discards: null };
  const flush = () => {
    const { draws, discards } = run;
    if (draws) lines.push({ key: 'log.drew', params: { hero: seat(draws.seat), n: draws.n }, seat: draws.seat });
    if (discards) lines.push({ key: 'log.discarded', params: { hero: seat(discards.seat), n: discards.n }, seat: discards.seat });
    run.draws = null;
    run.discards = null;
  };
  const typeOf = (uid: Uid | null) => (uid === null ? null : cards[uid] ?? null);

  for (const e of events) {
    if (e.type === 'cardMoved') {
      const { from, to } = e;
      if (from.zone === 'deck' && to.zone === 'hand' && to.seat !== undefined) {
        if (run.draws?.seat !== to.seat) { flush(); run.draws = { seat: to.seat, n: 0 }; }
        run.draws!.n++;
        continue;
      }
      if (from.zone === 'hand' && to.zone === 'discard' && to.seat !== undefined) {
        if (run.discards?.seat !== to.seat) { flush(); run.discards = { seat: to.seat, n: 0 }; }
        run.discards!.n++;
        continue;
      }
      flush();
      const s = to.seat ?? from.seat;
      if (to.zone === 'field' && from.zone === 'reserve') lines.push({ key: 'log.arrival', params: { card: card(e.card) } });
      else if (from.zone === 'field' && to.zone === 'fieldDiscard') lines.push({ key: 'log.removed', params: { card: card(e.card) } });
      else if (to.zone === 'marked' && s !== undefined) lines.push({ key: 'log.wounded', params: { card: card(e.card), hero: seat(s) }, seat: s });
      else if (to.zone === 'destroyed' && s !== undefined) lines.push({ key: 'log.destroyed', params: { card: card(e.card), hero: seat(s) }, seat: s });
      else if (from.zone === 'marked' && to.zone === 'discard') lines.push({ key: 'log.healed', params: { card: card(e.card) }, ...(s !== undefined ? { seat: s } : {}) });
      // A healed card of Poseidon's goes back onto the Main Breadwinner (Poseidon rulebook "Poséidon").
      else if (from.zone === 'marked' && to.zone === 'breadwinner') lines.push({ key: 'log.healedToBreadwinner', params: { card: card(e.card) } });
      else if (to.zone === 'armor' && from.zone === 'hand' && s !== undefined) lines.push({ key: 'log.equipped', params: { hero: seat(s), card: card(e.card) }, seat: s });
      continue;
    }
    flush();
    switch (e.type) {
      case 'turnStarted': lines.push({ key: 'log.turn', params: { hero: seat(e.seat), turn: e.turn }, seat: e.seat }); break;
      case 'played': {
        const target = typeOf(e.facing);
        if (target !== null) lines.push({ key: 'log.played', params: { hero: seat(e.seat), card: card(e.card), target: card(target) }, seat: e.seat });
        break;
      }
      case 'acquired': {
        const key = e.by === 'force' ? 'log.acquiredForce' : e.by === 'cosmos' ? 'log.acquiredCosmos' : 'log.acquiredEffect';
        lines.push({ key, params: { hero: seat(e.seat), card: card(e.card) }, seat: e.seat });
        break;
      }
      case 'activated': lines.push({ key: 'log.activated', params: { hero: seat(e.seat), card: card(e.card) }, seat: e.seat }); break;
      case 'flamesRemoved': lines.push({ key: 'log.flames', params: { n: e.n, left: e.left } }); break;
      case 'finalRound': lines.push({ key: 'log.finalRound', params: {} }); break;
      case 'shuffled': if (e.what === 'deck' && e.seat !== undefined) lines.push({ key: 'log.shuffled', params: { hero: seat(e.seat) }, seat: e.seat }); break;
      case 'gameOver': lines.push({ key: 'log.gameOver', params: {} }); break;
      case 'marked':
        if (e.marker === 'freeze') lines.push({ key: 'log.frozen', params: { card: card(e.card) }, ...(e.seat !== undefined ? { seat: e.seat } : {}) });
        else if (e.marker === 'vp') lines.push({ key: e.value !== undefined && e.value < 0 ? 'log.tokenMinus' : 'log.tokenPlus', params: { card: card(e.card) } });
        break;
      case 'vpCollected': case 'vpGained':
        lines.push({ key: 'log.tokensCollected', params: { hero: seat(e.seat), n: e.tokens.reduce((a, b) => a + b, 0) }, seat: e.seat });
        break;
      case 'sapphireAdded': lines.push({ key: 'log.sapphire', params: { card: card(e.card), n: e.total } }); break;
      case 'pillarRevealed': lines.push({ key: 'log.pillarRevealed', params: { card: card(e.card) } }); break;
      case 'pillarDestroyed': lines.push({ key: 'log.pillarDestroyed', params: { hero: seat(e.seat), card: card(e.card) }, seat: e.seat }); break;
      case 'libraTaken': lines.push({ key: 'log.libraTaken', params: { hero: seat(e.seat) }, seat: e.seat }); break;
      case 'libraUsed': lines.push({ key: 'log.libraUsed', params: { hero: seat(e.seat), card: card(e.card) }, seat: e.seat }); break;
      case 'epicRevealed': lines.push({ key: 'log.epicRevealed', params: { card: card(e.card) } }); break;
      case 'hourglassAdded': lines.push({ key: 'log.hourglass', params: { card: card(e.card), n: e.hourglasses, of: e.duration } }); break;
      case 'epicEnded': lines.push({ key: 'log.epicEnded', params: { card: card(e.card) } }); break;
      case 'eliminated': lines.push({ key: 'log.eliminated', params: { hero: seat(e.seat) }, seat: e.seat }); break;
      // The upkeep's steps are shown on the table as they play (the status line names them); in the
      // chronicle they would be six lines a turn saying nothing new.
      case 'upkeepStep': break;
      case 'gameStarted': case 'triggered': case 'decision': case 'answered': case 'unmarked': case 'energyGained':
      case 'used': case 'fieldShifted': break;
      // The cooperative mode (docs/coop.md): piles are told 1 to 7.
      case 'coopStarted': lines.push({ key: 'log.coopStarted', params: { water: e.water, top: e.waterTop } }); break;
      case 'phaseStarted': lines.push(e.phase === 'players' ? { key: 'log.playersPhase', params: { round: e.round } } : { key: 'log.poseidonPhase', params: {} }); break;
      case 'heroMoved': lines.push({ key: 'log.heroMoved', params: { hero: seat(e.seat), pile: e.to + 1 }, seat: e.seat }); break;
      case 'cardsGiven': lines.push({ key: 'log.cardsGiven', params: { hero: seat(e.seat), to: seat(e.to), n: e.cards.length }, seat: e.seat }); break;
      case 'pileRevealed': lines.push({ key: 'log.pileRevealed', params: { card: card(e.card), pile: e.pile + 1 } }); break;
      case 'floodAt': {
        const params = { pile: e.pile + 1, ...(e.card === undefined ? {} : { card: card(e.card) }) };
        lines.push({ key: `log.flood.${e.reason}`, params });
        break;
      }
      case 'poseidonChose': {
        const picked = e.picks.length === 1 && e.reason !== 'mostVpHero' && e.reason !== 'yes' ? typeOf(e.picks[0]) : null;
        const source = typeOf(e.source);
        if (e.reason === 'mostVpHero') lines.push({ key: 'log.poseidonChose.mostVpHero', params: { hero: seat(e.picks[0]) } });
        else if (e.reason === 'yes' && source !== null) lines.push({ key: 'log.poseidonChose.yes', params: { card: card(source) } });
        else if (picked !== null) lines.push({ key: `log.poseidonChose.${e.reason}`, params: { card: card(picked) } });
        else lines.push({ key: 'log.poseidonChose.many', params: { n: e.picks.length } });
        break;
      }
      case 'waterChanged': lines.push({ key: e.by === 'startInterval' ? 'log.waterRises' : 'log.waterDrops', params: { level: e.level, top: e.top } }); break;
      case 'coopOver':
        lines.push({ key: e.reason === 'pillars' ? 'log.coopPillars' : e.heroesWin ? 'log.coopHeroesWin' : 'log.coopPoseidonWins', params: { heroes: e.heroes, poseidon: e.poseidon } });
        break;
      case 'poseidonReveals': lines.push({ key: 'log.poseidonReveals', params: {} }); break;
      case 'heroTurn': lines.push({ key: 'log.heroTurn', params: { hero: seat(e.seat) }, seat: e.seat }); break;
      case 'floodMoved': break; // told by what the flood does there
      case 'poseidonStep': break; // a step marker for the board; the events after it are told
      default: {
        const unknown: never = e; // a new engine event must be placed here
        void unknown;
      }
    }
  }
  flush();
  return lines;
}

/** The line in the current language; heroes[seat] is each seat's hero name. A seat past the heroes is
 *  Poseidon's, at the cooperative board (his cards are kept at seat players.length: a card of his
 *  wounded is told as any other). */
export function renderLogLine(line: LogLine, heroes: readonly string[]): string {
  const params: Params = {};
  const who = (seat: Seat) => (seat >= heroes.length ? t('log.poseidon') : t(`hero.${heroes[seat]}`));
  for (const [k, v] of Object.entries(line.params)) {
    params[k] = typeof v === 'number' ? v : typeof v === 'string' || 'msg' in v || 'gow' in v ? nameOf(v) : 'names' in v ? listed(v.names.map((x) => (typeof x === 'object' && 'line' in x ? renderLogLine(x.line, heroes) : nameOf(x))))
      : 'card' in v ? cardName(v.card) : 'seats' in v ? listed(v.seats.map(who))
      : 'line' in v ? (v.line ? renderLogLine(v.line, heroes) : '') : who(v.seat);
  }
  return t(line.key, params);
}

/** A name of a line in the current language. */
const nameOf = (n: LogName): string => (typeof n === 'string' ? n : 'msg' in n ? t(n.msg) : gowName(n.gow, n.en));

/** "A, B and C" in the current language. */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${t('summary.and')}${names[names.length - 1]}`;
}

/** A card's name in a sentence, in the current language ("Aries Mu" / "Mu du Bélier"). */
export const cardName = (type: number): string => {
  try { return cardFullName(type, getLang()); } catch { return `#${type}`; }
};
