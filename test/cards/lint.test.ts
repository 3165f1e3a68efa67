// The card lint (DESIGN "Cards", after Forge): every card validates, every reference in every
// script resolves, and every trigger keyword of a base card's printed text has a script part.
// The checker itself is tested on broken samples, so that a green lint means something.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, cardType, type CardScript } from '../../src/cards';
import { cardDataSchema } from '../../src/cards/schema';
import { ALL_SCRIPTS, SCRIPTS } from '../../src/cards/scripts';
import { HANDLER_READS, handlers } from '../../src/engine/classic/handlers';
import { answers, coverage } from '../../src/sim/card-coverage';
import { lintCards, lintCardSets, lintScript, lintVpWorth, type CardSets, type LintContext } from '../../src/sim/card-lint';
import { GENERALS, PILLARS } from '../../src/cards/sets';
import { PILLAR_OF_GENERAL } from '../../src/cards/pillars';
import { VP_RULES, WORTH_HINTS } from '../../src/cards/vp';
import rawData from '../../src/cards/card-data.json';

const ctx: LintContext = {
  cardIds: new Set(CARD_TYPES.keys()),
  handlers: Object.fromEntries(Object.keys(handlers).map((name) => [name, HANDLER_READS[name] ?? []])),
};
const allScripts: CardScript[] = [...ALL_SCRIPTS];
const show = (issues: { id: number; at: string; message: string }[]) => issues.map((i) => `${i.id} ${i.at}: ${i.message}`).join('\n');

describe('card lint', () => {
  it('every card type validates against the schema', () => {
    const parsed = cardDataSchema.safeParse(rawData);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe(true);
  });

  it('every script resolves: card ids, handlers, variables, "each" and "fighters" in their place', () => {
    expect(show(lintCards(CARD_TYPES, allScripts, ctx, []))).toBe('');
  });

  it('every trigger keyword of every base card has a script part that answers it', () => {
    expect(show(lintCards(CARD_TYPES, allScripts, ctx, ['base']))).toBe('');
  });

  it('no card is scripted twice, and the lookup holds every script', () => {
    expect(new Set(allScripts.map((s) => s.id)).size).toBe(allScripts.length);
    expect(SCRIPTS.size).toBe(allScripts.length);
  });

  it('every card that scores by a VP rule, in every set, has a guess in the bots\' worth table', () => {
    const guessed = new Set(Object.keys(WORTH_HINTS).map(Number));
    expect(show(lintVpWorth(CARD_TYPES, Object.keys(VP_RULES).map(Number), guessed))).toBe('');
  });

  it('the Generals and the pillars come from the catalogue, in id order, and each General protects one pillar of its own', () => {
    expect(GENERALS).toEqual([2013, 2014, 2015, 2016, 2017, 2018, 2019]);
    expect(PILLARS).toEqual([2038, 2039, 2040, 2041, 2042, 2043, 2044]);
    // The rulebook's pairs (the pillar with the General's initials), as setup deals them side by side.
    expect(PILLAR_OF_GENERAL).toEqual({ 2013: 2038, 2014: 2039, 2015: 2040, 2016: 2041, 2017: 2042, 2018: 2043, 2019: 2044 });
    expect(show(lintCardSets(CARD_TYPES, { generals: GENERALS, pillars: PILLARS, pillarOfGeneral: PILLAR_OF_GENERAL }))).toBe('');
  });

  it('every registered handler names the variables it reads (or none)', () => {
    for (const name of Object.keys(HANDLER_READS)) expect(handlers[name], name).toBeDefined();
  });
});

describe('the lint catches broken scripts', () => {
  const lint = (script: unknown, id = (script as CardScript).id) => lintScript(script as CardScript, CARD_TYPES.get(id), ctx);
  const messages = (script: unknown) => lint(script).map((i) => `${i.at}: ${i.message}`);

  it('an unknown card id in a filter', () => {
    expect(messages({ id: 88, play: [{ op: 'choose', from: { zone: 'hand', where: { typeIds: [999] } }, min: 1, max: 1, as: 'x', prompt: 'p' }] }))
      .toEqual(['play[0].from.where.typeIds: unknown card type 999']);
  });

  it('a variable used before it is bound, or bound only inside a branch', () => {
    expect(messages({ id: 88, play: [{ op: 'destroy', cards: { var: 'gone' } }, { op: 'choose', from: { zone: 'hand' }, min: 1, max: 1, as: 'gone', prompt: 'p' }] }))
      .toEqual(['play[0].cards.var: variable "gone" is used before it is bound']);
    expect(messages({ id: 88, play: [{ op: 'if', cond: { clock: 'even' }, then: [{ op: 'let', cards: { zone: 'hand' }, as: 'x' }] }, { op: 'discard', cards: { var: 'x' } }] }))
      .toEqual(['play[1].cards.var: variable "x" is used before it is bound']);
    expect(messages({ id: 67, play: [{ op: 'draw', n: 1, who: { seatVar: 'who' } }] }))
      .toEqual(['play[0].who: seat variable "who" is used before it is bound']);
  });

  it('a handler that is not registered, or whose input is not bound', () => {
    expect(messages({ id: 87, activate: { cost: 'discard', ops: [{ op: 'call', handler: 'noSuchHandler' }] }, arrival: [{ op: 'removeFlames', n: 1 }] }))
      .toEqual(['activate.ops[0]: no handler named "noSuchHandler" is registered']);
    expect(messages({ id: 87, activate: { cost: 'discard', ops: [{ op: 'call', handler: 'replaceFromReserve' }] }, arrival: [{ op: 'removeFlames', n: 1 }] }))
      .toEqual(['activate.ops[0]: handler "replaceFromReserve" reads "target", which no earlier op binds']);
  });

  it('"each" outside a forEach, "fighters" outside a Vaincu', () => {
    expect(messages({ id: 43, arrival: [{ op: 'discard', cards: { zone: 'armor', of: 'each' } }] }))
      .toEqual(['arrival[0].cards.of: "each" is used outside a forEach']);
    expect(messages({ id: 45, defeated: [{ op: 'wound', cards: { fighters: true } }], play: [{ op: 'wound', cards: { fighters: true } }] }))
      .toEqual(['play[0].cards: "fighters" only exist in a Vaincu']);
  });

  it('unknown ops, zones, classes and ranks', () => {
    expect(messages({ id: 88, play: [{ op: 'teleport' }] })).toEqual(['play[0]: unknown op "teleport"']);
    expect(messages({ id: 88, play: [{ op: 'discard', cards: { zone: 'pocket' } }] })).toEqual(['play[0].cards.zone: unknown zone "pocket"']);
    expect(messages({ id: 88, play: [{ op: 'discard', cards: { zone: 'hand', where: { classes: ['wizard'], rank: ['epic'] } } }] }))
      .toEqual(['play[0].cards.where.classes: unknown class "wizard"', 'play[0].cards.where.rank: unknown rank "epic"']);
  });

  it('a trigger keyword left without a script part, or answered by the wrong activation cost', () => {
    // Misty (44) has Discard and Arrival; Ptolemy (52) has Wound and Arrival.
    expect(messages({ id: 44, arrival: [{ op: 'removeFlames', n: 1 }] })).toEqual(['triggers: the printed text has "discard" but no script part answers it']);
    expect(messages({ id: 52, arrival: [{ op: 'removeFlames', n: 1 }], activate: { cost: 'discard', ops: [{ op: 'draw', n: 1 }] } }))
      .toEqual(['triggers: the printed text has "wound" but no script part answers it']);
    // A base card with triggers and no script at all.
    const without = allScripts.filter((s) => s.id !== 89);
    expect(lintCards(CARD_TYPES, without, ctx, ['base']).map((i) => i.message)).toEqual(['the printed text has "destroy" but the card has no script']);
  });

  it('expansion parts: hooks only on Epics, turn actions only on Epics and relics, "it" only in a reaction, new ops checked', () => {
    expect(messages({ id: 88, play: [{ op: 'draw', n: 1 }], turnEnd: [{ op: 'draw', n: 1 }] })).toEqual(['id: only Epics have end-of-Epic, end-of-game, turn and whenever hooks']);
    expect(messages({ id: 88, play: [{ op: 'draw', n: 1 }], actions: [{ label: 'x', ops: [] }] })).toEqual(['actions: only Epics and relics have turn actions']);
    expect(messages({ id: 2908, whenever: [{ to: 'discard', ops: [{ op: 'wound', cards: { var: 'it' } }] }], exit: [{ op: 'wound', cards: { var: 'it' } }] }))
      .toEqual(['exit[0].cards.var: variable "it" is used before it is bound']);
    expect(messages({ id: 1023, activate: { cost: 'freeze', ops: [{ op: 'addVp', cards: { self: true }, value: 2 }] }, exit: [{ op: 'freeze', cards: { zone: 'hand', where: { marker: 'burnt' } } }] }))
      .toEqual(['activate.ops[0]: a VP token is +1 or -1', 'exit[0].cards.where.marker: unknown marker "burnt"']);
    expect(messages({ id: 1023, activate: { cost: 'melt', ops: [{ op: 'draw', n: 1 }] }, exit: [{ op: 'draw', n: { counter: 'moons' } }] }))
      .toEqual(['activate.cost: unknown activation cost "melt"', 'exit[0].n.counter: unknown counter "moons"', 'triggers: the printed text has "freeze" but no script part answers it']);
  });

  it('a card with a VP rule and no worth guess (Hilda 1014 before issue 22), and a VP rule for no card', () => {
    const guessed = new Set(Object.keys(WORTH_HINTS).map(Number).filter((id) => id !== 1014));
    expect(lintVpWorth(CARD_TYPES, Object.keys(VP_RULES).map(Number), guessed).map((i) => `${i.id} ${i.at}: ${i.message}`))
      .toEqual(['1014 vp: scores by a VP rule but has no worth hint for the bots (WORTH_HINTS)']);
    expect(lintVpWorth(CARD_TYPES, [999], new Set([999])).map((i) => i.message)).toEqual(['a VP rule for card type 999, which is not in the catalogue']);
  });

  it('a derived set that is empty or misses a card of its class, and a pairing that is not one to one', () => {
    const sets: CardSets = { generals: GENERALS, pillars: PILLARS, pillarOfGeneral: PILLAR_OF_GENERAL };
    const lint = (change: Partial<CardSets>) => lintCardSets(CARD_TYPES, { ...sets, ...change }).map((i) => `${i.id} ${i.at}: ${i.message}`);
    expect(lint({ pillars: [] })).toEqual([
      '0 pillars: the set of pillars is empty',
      ...PILLARS.map((id) => `${id} pillars: is one of the pillars but not in their set`),
      ...GENERALS.map((g) => `${g} pillarOfGeneral: is paired with ${PILLAR_OF_GENERAL[g]}, which is not a pillar`),
    ]);
    expect(lint({ generals: [...GENERALS.slice(1), 2020] })).toEqual([
      '2020 generals: is in the set of Mariner Generals but is not one',
      '2013 generals: is one of the Mariner Generals but not in their set',
      '2013 pillarOfGeneral: is paired with a pillar but is not a Mariner General',
      '2020 pillarOfGeneral: this General protects no pillar',
    ]);
    expect(lint({ pillarOfGeneral: { ...PILLAR_OF_GENERAL, 2014: 2038 } })).toEqual([
      '2014 pillarOfGeneral: shares pillar 2038 with General 2013',
      '2039 pillarOfGeneral: no General protects this pillar',
    ]);
  });

  it('a script for a card that does not exist, and a card scripted twice', () => {
    expect(messages({ id: 999 })).toEqual(['id: no card type 999 in the catalogue']);
    const twice = [...allScripts, allScripts[0]];
    expect(lintCards(CARD_TYPES, twice, ctx, []).map((i) => i.message)).toEqual(['scripted twice']);
  });

  it('the trigger rule: play, activation by cost, Vaincu, Arrival, statics', () => {
    const s: CardScript = { id: 1, play: [{ op: 'draw', n: 1 }], activate: { cost: 'wound', ops: [{ op: 'draw', n: 1 }] }, statics: [{ on: 'field', forbid: 'heal' }] };
    expect(answers('play', s)).toBe(true);
    expect(answers('wound', s)).toBe(true);
    expect(answers('discard', s)).toBe(false);
    expect(answers('static', s)).toBe(true);
    expect(answers('defeated', s)).toBe(false);
    expect(answers('freeze', s)).toBe(false);
    expect(answers('exit', s)).toBe(false);
  });

  it('the trigger rule of the expansions: Freeze activations, Sortie, Marqué, end of Epic, end of game; an Epic\'s ongoing text by statics, turn hooks, actions or reactions', () => {
    const s: CardScript = {
      id: 1023, activate: { cost: 'freeze', ops: [{ op: 'draw', n: 1 }] }, exit: [{ op: 'draw', n: 1 }], marked: [{ op: 'draw', n: 1 }],
      epicEnd: [{ op: 'draw', n: 1 }], gameEnd: [{ op: 'draw', n: 1 }],
    };
    for (const t of ['freeze', 'exit', 'marked', 'epicEnd', 'gameEnd'] as const) expect(answers(t, s), t).toBe(true);
    expect(answers('static', { id: 2903, turnEnd: [{ op: 'draw', n: 1 }] })).toBe(true);
    expect(answers('static', { id: 2908, whenever: [{ to: 'discard', ops: [{ op: 'removeFlames', n: 1 }] }] })).toBe(true);
    expect(answers('static', { id: 2027, actions: [{ label: 'x', ops: [{ op: 'draw', n: 1 }] }] })).toBe(true);
    expect(answers('static', { id: 2903 })).toBe(false);
  });
});

describe('card coverage', () => {
  const rows = coverage(CARD_TYPES.values(), (id) => SCRIPTS.get(id));
  const base = rows.find((r) => r.set === 'base')!;

  it('counts the expansion scripts: each set has some cards scripted, none half-scripted', () => {
    for (const set of ['asgard', 'poseidon', 'epic'] as const) {
      const row = rows.find((r) => r.set === set)!;
      expect(row.scripted, set).toBeGreaterThan(row.noEffect);
    }
    for (const script of ALL_SCRIPTS) {
      const card = CARD_TYPES.get(script.id)!;
      expect(card.triggers.filter((t) => !answers(t, script)), `${card.id} ${card.name}`).toEqual([]);
    }
  });

  it('reports every set, with the counts of the catalogue', () => {
    expect(rows.map((r) => r.set)).toEqual(['base', 'asgard', 'poseidon', 'epic', 'promo']);
    expect(rows.map((r) => r.types)).toEqual([90, 36, 44, 19, 3]);
    for (const r of rows) expect(r.scripted + r.missing.length).toBe(r.types);
  });

  it('ids 42–90 are all scripted', () => {
    expect(base.missing.filter((id) => id >= 42)).toEqual([]);
  });

  it('the base set is complete: 90/90, nothing missing', () => {
    expect(base.missing).toEqual([]);
    expect(base.scripted).toBe(90);
  });

  it('a card without a script is counted missing in its set', () => {
    const partial = coverage(CARD_TYPES.values(), (id) => (id === 44 ? undefined : SCRIPTS.get(id)));
    expect(partial[0].missing).toContain(44);
    expect(cardType(44).triggers).toContain('arrival');
  });
});
