// The chronicle: engine events told as message keys, rendered in French or English.
import { afterEach, describe, expect, it } from 'vitest';
import { eventsToLog, renderLogLine } from '../../scenes/presenter/log';
import { setLang } from '../../src/i18n';
import { rules } from '../../src/engine';
import { session } from './helpers';

afterEach(() => setLang('fr'));

describe('eventsToLog', () => {
  it('tells a play with the card and the field card it faces', () => {
    const s = session();
    const play = rules('classic').legal(s.state, 0).find((a) => a.type === 'play')!;
    const r = s.send(play);
    if (!r.ok) throw new Error(r.error.message);
    const lines = eventsToLog(r.events, r.state.cards);
    expect(lines.map((l) => l.key)).toContain('log.played');
    setLang('en');
    const text = renderLogLine(lines.find((l) => l.key === 'log.played')!, ['seiya', 'shiryu']);
    expect(text).toMatch(/^Seiya plays .+ facing .+$/);
    setLang('fr');
    expect(renderLogLine(lines.find((l) => l.key === 'log.played')!, ['seiya', 'shiryu'])).toMatch(/^Seiya joue .+ face à .+$/);
  });

  it('groups the draws of an upkeep into one line and announces the next turn', () => {
    const s = session();
    const r = s.send({ type: 'endTurn', seat: 0, discard: [] });
    if (!r.ok) throw new Error(r.error.message);
    const keys = eventsToLog(r.events, r.state.cards).map((l) => l.key);
    expect(keys.filter((k) => k === 'log.drew').length).toBeLessThanOrEqual(2);
    expect(keys[keys.length - 1]).toBe('log.turn');
  });

  it('tells flames and the end of the game', () => {
    const lines = eventsToLog([{ type: 'flamesRemoved', n: 1, left: 3 }, { type: 'finalRound' }], []);
    expect(lines.map((l) => l.key)).toEqual(['log.flames', 'log.finalRound']);
    setLang('en');
    expect(renderLogLine(lines[0], [])).toBe('1 flame goes out: 3 left');
  });
});

describe('eventsToLog, the cooperative mode', () => {
  it('tells the Poseidon phase pile by pile, with what he took and why, and the water', () => {
    let state = rules('coop').setup({ seed: 4, heroes: ['seiya', 'shun'], start: [3, 5] }).state;
    state.board.pawn = 6; // the second crossing passes the start interval
    const events = [];
    for (const a of [{ type: 'takeTurn', seat: 0 }, { type: 'endTurn', seat: 0 }, { type: 'takeTurn', seat: 1 }, { type: 'endTurn', seat: 1 }] as const) {
      const r = rules('coop').applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      events.push(...r.events);
    }
    const lines = eventsToLog(events, state.cards);
    const keys = lines.map((l) => l.key);
    expect(keys).toContain('log.poseidonPhase');
    expect(keys.filter((k) => k.startsWith('log.flood.'))).toHaveLength(2);
    expect(keys).toContain('log.waterRises');
    setLang('en');
    const flood = lines.find((l) => l.key.startsWith('log.flood.'))!;
    expect(renderLogLine(flood, ['seiya', 'shun'])).toMatch(/^The flood crosses pile 7: /);
    expect(renderLogLine(lines.find((l) => l.key === 'log.waterRises')!, [])).toBe(`The flood passes the start: the water rises to ${state.board!.water} of 8`);
  });

  it('tells moves and gifts with the hero, the pile and the receiver', () => {
    const lines = eventsToLog([
      { type: 'heroMoved', seat: 0, from: 2, to: 3, discarded: 5 },
      { type: 'cardsGiven', seat: 0, to: 1, cards: [7, 8] },
    ], []);
    setLang('en');
    expect(lines.map((l) => renderLogLine(l, ['seiya', 'shun']))).toEqual(['Seiya discards a card and moves to pile 4', 'Seiya gives 2 cards to Shun']);
  });
});

describe('card names in the player’s language (issue 12: they stayed French on an English table)', () => {
  it('the chronicle, the zoom, the score screen and the refusals name cards in English under English', async () => {
    const { cardName } = await import('../../scenes/presenter/log');
    const { cardFacts } = await import('../../scenes/presenter/card-facts');
    const { scoreRows } = await import('../../scenes/presenter/scores');
    const { refusalLine } = await import('../../scenes/presenter/refusal');
    const line = { key: 'log.acquiredForce', params: { hero: { seat: 0 }, card: { card: 30 } } };
    const refused = { key: 'error.acquisitionForbidden', params: { card: 64, rule: 66 } };
    const scores = { scores: [{ seat: 0, vp: 4, byCard: [{ type: 2040, count: 1, vp: 4 }] }], winners: [0] };

    setLang('en');
    expect(renderLogLine(line, ['seiya'])).toBe('Seiya defeats Aries Mu by Force');
    expect(cardName(2901)).toBe('Attack on the Graad Foundation');
    expect(cardFacts(2029).name).toBe('Poseidon’s Scale');
    expect(scoreRows(scores)[0].lines[0].label).toBe('Arctic Pillar');
    expect(refusalLine(refused)).toBe('Kuraggu forbids acquiring Sea Serpent now');

    setLang('fr');
    expect(renderLogLine(line, ['seiya'])).toBe('Seiya vainc Mu du Bélier par la Force');
    expect(cardName(2901)).toBe('Attaque de la fondation Graad');
    expect(cardFacts(2029).name).toBe('Ecaille de Poséidon');
    expect(scoreRows(scores)[0].lines[0].label).toBe("Pilier de l'Océan Arctique");
  });
});
