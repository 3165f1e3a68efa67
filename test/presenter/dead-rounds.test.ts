// Issue 25, "no dead rounds", at the cooperative table: after 3 rounds in which the heroes changed
// nothing (engine/coop/quiet.ts) the people are told so and offered Skip to the end, never made to;
// a table of bots only goes on at instant speed by itself. And the end screen's sentence for every way
// a coop game ends (Poseidon rulebook "Fin de partie": the seven pillars; the water at the top, then the
// heroes win only with strictly more VP than Poseidon).
import { describe, expect, it, vi } from 'vitest';
import { coopGame } from '../../src/app/game-actor';
import type { CoopOutcome, CoopSetupOptions, CoopState } from '../../src/engine';
import { setLang } from '../../src/i18n';
import type { CoopSeatConfig } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { CoopController } from '../../scenes/presenter/CoopController';
import { coopStatus } from '../../scenes/presenter/coop/coop-status';
import { endingSentence } from '../../scenes/presenter/coop/coop-ending';
import type { CoopModel } from '../../scenes/presenter/coop/coop-model';
import { fakeTimers } from './helpers';

// The count is arranged by hand, which no replay from the seed reaches: the undo ledger is not the subject.
vi.mock('../../src/app/undo', async (original) => ({
  ...(await original<typeof import('../../src/app/undo')>()),
  undoInfo: () => ({ free: 0, can: false, assisted: false, marker: null }),
}));

const human: CoopSeatConfig = { kind: 'human' };
const bot: CoopSeatConfig = { kind: 'bot', bot: 'planner' };

/** Three quiet rounds counted, the final count's sides where no small move reads as a change. */
const quiet = (s: CoopState) => { s.board.quiet = { rounds: 3, stirred: false, heroes: 999, poseidon: 0 }; };

function table(seats: CoopSeatConfig[], arrange?: (s: CoopState) => void) {
  const timers = fakeTimers();
  let clock = 0; // each burst of bot actions is short: the table re-syncs between them (coop-pace.test.ts)
  const session = CoopSession.start({ seed: 2, heroes: (['seiya', 'shiryu'] as CoopSetupOptions['heroes']).slice(0, seats.length), difficulty: 'easy' }, seats);
  arrange?.(session.state);
  const ctl = new CoopController(coopGame(session, 'table'), { speed: 'normal', timers, now: () => (clock += 5) });
  return { ctl, timers, session };
}

describe('the offer after 3 quiet rounds', () => {
  it('tells the people the quiet rounds and the Poseidon phases left, and offers the skip without taking it', () => {
    setLang('en');
    const { ctl } = table([human, bot], quiet);
    ctl.start();
    expect(ctl.stall).toEqual({ quiet: 3, rounds: expect.any(Number) as number });
    const n = ctl.stall!.rounds;
    expect(coopStatus(ctl.model, { error: null, step: null, moment: 'picking', humans: [true, false], viewer: 0, selected: null, stall: ctl.stall }))
      .toBe(`Nothing has changed for 3 rounds: ${n} Poseidon ${n === 1 ? 'phase' : 'phases'} left until the water reaches the top.`);
    expect(ctl.skipping).toBe(false); // an offer: the game is not provably over
    // A card a person has picked up speaks first: the offer is no rule to follow.
    const card = ctl.model.table.hand?.[0]?.uid ?? null;
    expect(card).not.toBeNull();
    expect(coopStatus(ctl.model, { error: null, step: null, moment: 'turn', humans: [true, false], viewer: 0, selected: card, stall: ctl.stall })).not.toMatch(/Nothing has changed/);
  });

  it('is not made before the third quiet round', () => {
    const { ctl } = table([human, bot], (s) => { quiet(s); s.board.quiet!.rounds = 2; });
    ctl.start();
    expect(ctl.stall).toBeNull();
  });

  it('a table of bots only goes on at instant speed by itself; one where things change does not', () => {
    const still = table([bot, bot], quiet);
    still.ctl.start();
    for (let i = 0; i < 5 && !still.ctl.skipping; i++) still.timers.run();
    expect(still.ctl.skipping).toBe(true);
    expect(still.ctl.speed).toBe('instant');
    // A fresh game, its first round under way: its bots play at the table's pace.
    const busy = table([bot, bot]);
    busy.ctl.start();
    expect(busy.session.quiet()).toBeNull();
    expect(busy.ctl.skipping).toBe(false);
  });
});

describe('the end screen says why the game ended', () => {
  /** The little of a board's model the sentence reads: the outcome, the round, the pillars. */
  const model = (coop: Partial<CoopOutcome>, round: number, destroyed: number) => ({
    round,
    table: { result: { scores: [], winners: [], coop: { heroesWin: false, heroes: 0, poseidon: 0, reason: 'water', ...coop } } },
    piles: Array.from({ length: 7 }, (_, i) => ({ pillar: { status: i < destroyed ? 'destroyed' : 'revealed' } })),
  }) as unknown as CoopModel;

  it('in English, each ending of "Fin de partie"', () => {
    setLang('en');
    expect(endingSentence(model({ heroesWin: true, reason: 'pillars', heroes: 80, poseidon: 120 }, 23, 7))).toBe('The seventh pillar fell in round 23: the undersea sanctuary collapses.');
    expect(endingSentence(model({ heroesWin: true, heroes: 140, poseidon: 120 }, 30, 5))).toBe('The water reached the top in round 30, but the heroes\' 140 VP beat Poseidon\'s 120.');
    expect(endingSentence(model({ heroes: 96, poseidon: 135 }, 41, 3))).toBe('The water reached the top in round 41. Poseidon\'s 135 VP beat the heroes\' 96: 4 pillars still stood.');
    expect(endingSentence(model({ heroes: 96, poseidon: 135 }, 41, 6))).toBe('The water reached the top in round 41. Poseidon\'s 135 VP beat the heroes\' 96: 1 pillar still stood.');
    // A tie is Poseidon's: "si le total des PV des joueurs est supérieur … Dans le cas contraire, Poséidon est le vainqueur".
    expect(endingSentence(model({ heroes: 110, poseidon: 110 }, 35, 2))).toBe('The water reached the top in round 35. The heroes\' 110 VP only tied Poseidon\'s, and a tie is his: 5 pillars still stood.');
  });

  it('in French', () => {
    setLang('fr');
    expect(endingSentence(model({ heroesWin: true, reason: 'pillars' }, 23, 7))).toBe('Le septième pilier est tombé à la manche 23 : le sanctuaire sous-marin s\'effondre.');
    expect(endingSentence(model({ heroes: 96, poseidon: 135 }, 41, 6))).toBe('L\'eau a atteint le sommet à la manche 41. Les 135 PV de Poséidon dépassent les 96 des héros : 1 pilier tenait encore debout.');
  });

  it('says nothing before the game is over', () => {
    expect(endingSentence({ round: 3, table: { result: null }, piles: [] } as unknown as CoopModel)).toBeNull();
  });
});
