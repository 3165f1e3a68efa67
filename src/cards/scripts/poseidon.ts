// Poseidon card scripts (ids 2001–2044, pillars included). Each entry's comment names the card as
// printed and says what it does in our words. The scripts here prove the expansion mechanics end to
// end (marked cards and Marqué, transcended heroes, freeze, Exit, pillars, Libra weapons, VP tokens,
// relics); the other cards are scripted by the card scripters with the same ops (docs/expansions.md).
import { choose, chosen, cls, commit, draw, each, exists, mine, script, theirs, when, type CardScript, type Filter, type Op } from '../dsl';
import { character, destroy, hero, marina, pick, self, to, transcend } from './expansion-helpers';

/** Poseidon's ◆ Heroes: the play effect of their hero, and Marqué: their transcended ★ to your hand. */
const POSEIDON_HEROES: CardScript[] = [
  // Seiya de Pégase ◆: draw one card per Seiya in your discard
  script(2001, { play: [draw({ count: mine('discard', hero('seiya')) })], marked: [transcend(2006)] }),
  // Shiryu du Dragon ◆: wound a common character of your hand to draw 2
  script(2002, {
    play: [when(exists(mine('hand', { ...character, rank: ['common'] })), [
      pick(mine('hand', { ...character, rank: ['common'] }), 'hurt', 'prompt.woundFromHand'), { op: 'wound', cards: chosen('hurt') }, draw(2),
    ])],
    marked: [transcend(2007)],
  }),
  // Hyoga du Cygne ◆: draw one card per other Hyoga fighting beside him; like the base Hyoga, he and
  // they are then committed to acquire the card they face by Force (rulings sheet "Verrouillage")
  script(2003, {
    play: [when({ all: [exists({ beside: true, where: hero('hyoga') }), { canAcquire: 'force' }] }, [
      draw({ count: { beside: true, where: hero('hyoga') } }),
      commit(self, 'force'), commit({ beside: true, where: hero('hyoga') }, 'force'),
    ])],
    marked: [transcend(2008)],
  }),
  // Shun d'Andromède ◆: facing a field card that has a Cosmos cost, draw 1 (committed to Cosmos)
  script(2004, { play: [when({ canAcquire: 'cosmos' }, [draw(1), commit(self, 'cosmos')])], marked: [transcend(2009)] }),
  // Ikki du Phoenix ◆: destroy a character of your discard to draw 2
  script(2005, {
    play: [when(exists(mine('discard', character)), [pick(mine('discard', character), 'gone', 'prompt.destroyFromDiscard'), destroy(chosen('gone')), draw(2)])],
    marked: [transcend(2010)],
  }),
];

/** The transcended ★ Heroes: marked, discarded or destroyed, they go back aside (the engine reads the static). */
const TRANSCENDED: CardScript[] = [2006, 2007, 2008, 2009, 2010].map((id) => script(id, { statics: [{ on: 'returnsAside' }] }));

/** The pillars: 10 Force to destroy; each gives its facers a bonus (VP on face B: cards/vp.ts). */
const pillar = (id: number, where: Filter) => script(id, { statics: [{ on: 'facers', where, force: 1 }] });
const PILLARS: CardScript[] = [
  pillar(2038, marina), // Atlantique Nord: each Marina +1 Force
  pillar(2039, cls('bronzeSaint')), // Atlantique Sud: each Bronze Saint +1 Force
  pillar(2040, hero('hyoga')), // Arctique: each Hyoga +1 Force
  pillar(2041, hero('ikki')), // Antarctique: each Ikki +1 Force
  pillar(2042, hero('shiryu')), // Indien: each Shiryu +1 Force
  pillar(2043, hero('shun')), // Pacifique Sud: each Shun +1 Force
  pillar(2044, hero('seiya')), // Pacifique Nord: each Seiya +1 Force
];

const everyoneRedraws: Op[] = [each('all', [
  { op: 'let', cards: theirs('hand'), as: 'old' }, { op: 'discard', cards: chosen('old') }, draw(5, 'each'),
])];

export const POSEIDON: CardScript[] = [
  ...POSEIDON_HEROES,
  ...TRANSCENDED,
  // Kiki: (destroy him) take a Libra weapon; Defeated: draw 1
  script(2026, { activate: { cost: 'destroy', ops: [{ op: 'takeLibra' }] }, defeated: [draw(1)] }),
  // Trident de Poséidon (relic): on your turn, put a −1 VP token on it (3 at most); or take its tokens
  // off to lower a field Marina's Force and Cosmos costs by as much, then discard it. Arrival: each
  // player discards their hand and draws 5.
  script(2027, {
    actions: [
      { label: 'action.tridentToken', when: { num: { vpTokensOn: self }, max: 2 }, ops: [{ op: 'addVp', cards: self, value: -1 }] },
      {
        label: 'action.tridentSpend',
        when: { all: [{ num: { vpTokensOn: self }, min: 1 }, exists({ zone: 'field', where: marina })] },
        ops: [
          choose({ zone: 'field', where: marina }, 'target', 'prompt.reduceCost'),
          { op: 'removeVp', cards: self, as: 'spent' },
          { op: 'costMod', cards: chosen('target'), force: { neg: { vars: 'spent' } }, cosmos: { neg: { vars: 'spent' } } },
          to('discard', self, 'me'),
        ],
      },
    ],
    arrival: everyoneRedraws,
  }),
  ...PILLARS,
];

/** The play effect of Poseidon's ◆ Hero of rank n (1 Seiya … 5 Ikki): Asgard's ◆ Heroes share it. */
export const heroPlay = (n: number): Op[] => POSEIDON_HEROES.find((s) => s.id === 2000 + n)!.play!;
