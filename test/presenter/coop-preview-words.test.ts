// Poseidon's next phase in words (issue 25: the board said "takes (hidden)"), and the chronicle's line
// after each Poseidon phase ("Poseidon's phase, round 1: took 2 cards, water 3 → 3"). Both read only
// what the table is shown: the view's preview, the events redacted for the table's eyes.
import { afterEach, describe, expect, it } from 'vitest';
import { rules, type CoopState } from '../../src/engine';
import { setLang } from '../../src/i18n';
import { previewLines } from '../../scenes/presenter/coop/coop-preview';
import { PoseidonPhaseTally } from '../../scenes/presenter/coop/phase-summary';
import { renderLogLine } from '../../scenes/presenter/log';
import { coopGame, play, putTop } from '../coop/helpers';

const KANON = 2013, IO = 2018;
const factsOf = (s: CoopState) => {
  const b = rules('coop').view(s, 0).board;
  return { preview: b.preview, water: b.water, heroes: b.heroAt.map((at, seat) => ({ hero: s.players[seat].hero, at })) };
};

afterEach(() => setLang('fr'));

describe('Poseidon\'s preview in words', () => {
  it('says a face-down card is taken unseen, and what a face-up one will do to the heroes, one line per crossing', () => {
    setLang('en');
    const s = coopGame({ start: [3, 1] });
    putTop(s, 1, KANON);
    expect(previewLines(factsOf(s))).toEqual([
      '1. Pile 1: takes the face-down card — unknown',
      '2. Pile 2 (Shun): Sea Dragon Kanon: Wound — a relic in play goes to your discard. Exit — a −1 VP token on each revealed pillar.',
    ]);
  });

  it('leaves out the parts Poseidon does not apply (Arrival, Play) and names the water rising on the start interval', () => {
    setLang('en');
    const s = coopGame({ start: [3, 5] });
    s.board.pawn = 6; // the next crossing reaches the start interval
    putTop(s, 6, IO);
    const lines = previewLines(factsOf(s));
    expect(lines[0]).toBe('1. Pile 7: Scylla Io: Marked — each opponent wounds a character in hand with 2 Force or more. Defeated — the characters that fought him with less than 2 Force are destroyed., then the water rises 3 → 4');
    expect(lines).toHaveLength(2);
  });

  it('never names a hidden card, in French too', () => {
    setLang('fr');
    const s = coopGame({ start: [3, 5] });
    const lines = previewLines(factsOf(s));
    expect(lines[0]).toBe('1. Pile 1 : prend la carte face cachée — inconnue');
    const hidden = s.board.piles[0][s.board.piles[0].length - 1];
    expect(lines.join(' ')).not.toContain(String(s.cards[hidden]));
  });
});

describe('the chronicle\'s summary of a Poseidon phase', () => {
  it('counts the cards he took and the water, from the events the table was shown, when the phase ends', () => {
    setLang('en');
    const s = coopGame({ start: [3, 5] });
    const tally = new PoseidonPhaseTally(2);
    tally.look(rules('coop').view(s, 0));
    const { state, events } = play(s, { type: 'takeTurn', seat: 0 }, { type: 'endTurn', seat: 0 }, { type: 'takeTurn', seat: 1 }, { type: 'endTurn', seat: 1 });
    const shown = rules('coop').redact(state, events as never, 0);
    const lines = tally.see(shown);
    expect(lines).toHaveLength(1);
    expect(renderLogLine(lines[0], ['seiya', 'shun'])).toBe('Poseidon’s phase, round 1: took 2 cards, water stays at 3');
    setLang('fr');
    expect(renderLogLine(lines[0], ['seiya', 'shun'])).toBe('Phase de Poséidon, manche 1 : 2 cartes prises, l’eau reste à 3');
  });

  it('names the heroes wounded and the water rising, across batches (a hero\'s choice may split the phase)', () => {
    setLang('en');
    const tally = new PoseidonPhaseTally(2);
    const see = (events: object[]) => tally.see(events as never);
    expect(see([{ type: 'coopStarted', water: 5, waterTop: 8 }, { type: 'phaseStarted', phase: 'poseidon', round: 7 }])).toEqual([]);
    const moved = (seat: number) => ({ type: 'cardMoved', uid: 1, card: 3, from: { zone: 'hand', seat }, to: { zone: 'marked', seat } });
    expect(see([{ type: 'floodAt', crossing: 1, pile: 2, reason: 'faceUp', uid: 9, card: 2018 }, moved(1), moved(2)])).toEqual([]);
    const [line] = see([{ type: 'floodAt', crossing: 2, pile: 3, reason: 'faceDown' }, { type: 'waterChanged', level: 6, top: 8, by: 'startInterval' }, { type: 'phaseStarted', phase: 'players', round: 8 }]);
    expect(renderLogLine(line, ['seiya', 'shun'])).toBe('Poseidon’s phase, round 7: took 2 cards, wounded Shun, water 5 → 6');
  });
});
