// What the table shows and offers with every set and the Epics (issue 5): the current Epic with its
// hourglasses, revealed pillars faced and destroyed like field cards (Poseidon rulebook "Mini-carte
// Pilier": 10 Force), markers on cards, each player's pillars, tokens and Libra weapons; taps on a
// pillar play a card facing it.
import { describe, expect, it } from 'vitest';
import { rules, type Action, type GameState, type SetupOptions } from '../../src/engine';
import { loadSave } from '../../src/persist/save';
import { buildTableModel } from '../../scenes/presenter/table-model';
import { InputMapper } from '../../scenes/presenter/InputMapper';
import { eventsToSteps } from '../../scenes/presenter/anim-jobs';
import { findPosition, showsExpansions } from '../e2e/positions';
import { viewFixture } from './fixtures';

const position = (): GameState => {
  const loaded = loadSave(findPosition(showsExpansions));
  if (!loaded.ok) throw new Error(loaded.message);
  return loaded.state;
};

describe('the table model with every set and the Epics', () => {
  const state = position();
  const v = rules('classic').view(state, 0);
  const legal = rules('classic').legal(state, 0);
  const m = buildTableModel(v, legal, [false, true, true, true]);

  it('shows the current Epic with its hourglasses and the Epics to come', () => {
    expect(m.expansion!.epic).toMatchObject({ uid: v.epic!.uid, type: v.epic!.type, hourglasses: v.epic!.hourglasses, duration: v.epic!.duration });
    expect(m.expansion!.epicDeckCount).toBe(v.epicDeckCount);
  });

  it('shows each revealed pillar with its cost of 10 Force and no Cosmos route', () => {
    expect(m.expansion!.pillars.length).toBe(v.pillars!.length);
    for (const p of m.expansion!.pillars) expect(p.cost).toEqual({ force: 10, cosmos: null });
  });

  it('shows Odin\'s sapphires and the Libra weapons of the supply', () => {
    expect(m.expansion!.sapphires).toBe(v.sapphires);
    expect(m.expansion!.libraLeft).toBe(v.libraLeft);
  });

  it('puts every marker of a public card on that card', () => {
    const marked = v.markers!.filter((x) => x.vp.length > 0 || x.freeze > 0);
    expect(marked.length).toBeGreaterThan(0);
    for (const x of marked) expect(m.markers[x.uid]).toEqual({ wound: x.wound, freeze: x.freeze, vp: x.vp });
  });

  it('counts each player\'s destroyed pillars, VP tokens and Libra weapons on their panel', () => {
    m.players.forEach((p, seat) => {
      expect(p.pillars.length).toBe(v.players[seat].pillars!.length);
      expect(p.vpTokens).toBe(v.players[seat].vpTokens!.reduce((a, b) => a + b, 0));
      expect(p.libra).toBe(v.players[seat].libra);
    });
  });

  it('plays a hand card facing a pillar with two taps', () => {
    const pillar = m.expansion!.pillars[0].uid!;
    const play = legal.find((a): a is Extract<Action, { type: 'play' }> => a.type === 'play' && a.facing === pillar);
    expect(play, 'a hand card may face the pillar').toBeTruthy();
    const mapper = new InputMapper();
    mapper.setModel(m);
    mapper.tap({ kind: 'hand', uid: play!.card });
    expect(mapper.targets()).toContain(pillar);
    const sent = mapper.tap({ kind: 'field', uid: pillar }).find((i) => i.kind === 'send');
    const chooser = mapper.chooser();
    // Either sent at once, or asked "with or without its Play effect" first.
    if (sent?.kind === 'send') expect(sent.action).toMatchObject({ type: 'play', card: play!.card, facing: pillar });
    else expect(chooser?.key).toBe('ui.useEffect');
  });

  it('a base game has no rail, no markers', () => {
    const base = rules('classic').setup({ seed: 3, heroes: ['seiya', 'shun'] }).state;
    const bm = buildTableModel(rules('classic').view(base, 0), rules('classic').legal(base, 0), [false, true]);
    expect(bm.expansion).toBeNull();
    expect(bm.markers).toEqual({});
  });

  it('a game with the promo cards alone has no band either (they bring no piece of their own)', () => {
    const promo = rules('classic').setup({ seed: 3, heroes: ['seiya', 'shun'], sets: ['promo'] }).state;
    expect(buildTableModel(rules('classic').view(promo, 0), rules('classic').legal(promo, 0), [false, true]).expansion).toBeNull();
    const withEpics = rules('classic').setup({ seed: 3, heroes: ['seiya', 'shun'], sets: ['promo'], epics: true }).state;
    expect(buildTableModel(rules('classic').view(withEpics, 0), rules('classic').legal(withEpics, 0), [false, true]).expansion).not.toBeNull();
  });
});

describe('expansion events become motion', () => {
  it('a pillar rising, a token and a sapphire each show (banner, bursts)', () => {
    const steps = eventsToSteps([
      { type: 'pillarRevealed', uid: 900, card: 2038, by: 5 },
      { type: 'marked', uid: 7, card: 1, marker: 'vp', value: -1 },
      { type: 'sapphireAdded', uid: 8, card: 1024, total: 3 },
      { type: 'hourglassAdded', uid: 9, card: 2905, hourglasses: 1, duration: 2 },
    ], 0, [null, null, null, null, null, null]);
    expect(steps.map((s) => s.jobs[0].kind)).toEqual(['banner', 'burst', 'burst', 'burst']);
    expect(steps[0].jobs[0]).toMatchObject({ key: 'log.pillarRevealed', card: 2038 });
    expect(steps[1].jobs[0]).toMatchObject({ at: { uid: 7 }, color: '#ff7a7a' });
  });

  it('an acquisition of a Mariner General that reveals a pillar is told on the table', () => {
    // Replays to the position and checks its events carry the pillar's rise somewhere on the way.
    const save = findPosition(showsExpansions);
    let state = rules('classic').setup(save.setup as SetupOptions).state;
    let rose = false;
    for (const action of save.actions) {
      const r = rules('classic').apply(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      rose ||= eventsToSteps(r.events, 0, state.field).some((s) => s.jobs.some((j) => j.kind === 'banner' && j.key === 'log.pillarRevealed'));
    }
    expect(rose).toBe(true);
  });
});

describe('other cards offered to face (rulings sheet "face à une carte": the Urne, the Anneau, a marked card via Krishna)', () => {
  const view = viewFixture({
    sets: ['asgard', 'poseidon'],
    targets: [
      { uid: 300, type: 2028, cost: { force: null, cosmos: 4 }, offered: { force: 0, cosmos: 2 }, to: 'discard', seats: [0] },
      { uid: 301, type: 1011, cost: { force: 5, cosmos: null }, offered: { force: 0, cosmos: 0 }, to: 'discard', seats: [1] },
    ],
    play: [{ uid: 7, seat: 0, facing: 300, type: 11 }],
  });
  const legal: Action[] = [
    { type: 'play', seat: 0, card: 1, facing: 300, effect: true },
    { type: 'acquire', seat: 0, target: 300, by: 'cosmos', armor: false },
    { type: 'endTurn', seat: 0, discard: [] },
  ];
  const m = buildTableModel(view, legal, [false, true]);

  it('shows on the rail only those the active player may face, with their cost and the cards facing them', () => {
    expect(m.expansion!.targets.map((t) => t.uid)).toEqual([300]);
    expect(m.expansion!.targets[0]).toMatchObject({ cost: { force: null, cosmos: 4 }, offered: { cosmos: 2 } });
    expect(m.expansion!.targets[0].facing.map((p) => p.uid)).toEqual([7]);
    expect(m.loose).toEqual([]);
  });

  it('acquires one with the rail button (pillars first, then the others)', () => {
    const mapper = new InputMapper();
    mapper.setModel(m);
    expect(mapper.tap({ kind: 'button', id: 'destroy:0' })).toEqual([{ kind: 'send', action: legal[1] }]);
  });
});
