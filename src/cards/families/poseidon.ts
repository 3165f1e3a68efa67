// Poseidon 2001–2010, 2026–2027, 2038–2044: the ◆ and transcended ★ Heroes, Kiki, the Trident and the
// seven pillars. One module per card (card-module.ts): its English name, our texts (short, imperative,
// trigger word first; never the printed wording), its script, and for the pillars their VP rule (face B)
// and the bots' worth hint. Each script's comment names the card as printed and says what it does in
// our words. These scripts proved the expansion mechanics end to end (marked cards and Marqué,
// transcended heroes, freeze, Exit, pillars, Libra weapons, VP tokens, relics: docs/expansions.md).
import { card, type CardModule, type CardText } from '../card-module';
import { choose, chosen, cls, commit, draw, each, exists, mine, theirs, when, type Filter, type Op } from '../dsl';
import { one, saint, split } from '../english-name';
import { character, destroy, hero, marina, pick, self, to, transcend } from './expansion-helpers';
import { HERO_PLAY_TEXT, withMarked } from './hero-texts';

/** Poseidon's ◆ Hero, Marqué: "votre … transcendé vient dans votre main". */
const transcendedToHand = (play: CardText, hero: string): CardText =>
  withMarked(play, `votre ${hero} transcendé vient dans votre main.`, `your transcended ${hero} comes to your hand.`);

/** The transcended ★ Heroes: marked, discarded or destroyed, they go back aside (the engine reads the static). */
const transcended = (id: number, name: string, constellation: string): CardModule => card(id, {
  name: saint(name, constellation),
  text: { fr: 'Héros transcendé — marqué, défaussé ou détruit, il retourne à l’écart.', en: 'Transcended Hero — marked, discarded or destroyed, he goes back aside.' },
  script: { statics: [{ on: 'returnsAside' }] },
});

/** A pillar: 10 Force to destroy; each gives its facers a bonus, and scores by a VP rule on face B (2 VP
 *  plus a bonus, kept by the player who destroyed it). "Marina" reads both Marina classes (Marina,
 *  Général Marina): docs/expansions.md. */
const pillar = (id: number, facts: { name: string; facers: Filter; fr: string; en: string } & Pick<CardModule, 'vp' | 'worthHint'>): CardModule => card(id, {
  name: split(facts.name, 'Pillar'),
  text: { fr: `Pilier — 10 Force pour le détruire ; ${facts.fr} face à lui a +1 Force.`, en: `Pillar — 10 Force destroys it; ${facts.en} facing it gets +1 Force.` },
  face: { fr: `Pilier — 10 Force ; ${facts.fr} face à lui : +1 Force.`, en: `Pillar — 10 Force; ${facts.en} facing it: +1 Force.` },
  script: { statics: [{ on: 'facers', where: facts.facers, force: 1 }] },
  vp: facts.vp,
  worthHint: facts.worthHint,
});
const saintFilter: Filter = { saint: true };

const everyoneRedraws: Op[] = [each('all', [
  { op: 'let', cards: theirs('hand'), as: 'old' }, { op: 'discard', cards: chosen('old') }, draw(5, 'each'),
])];

/** Poseidon's ◆ Heroes: the play effect of their hero, and Marqué: their transcended ★ to your hand. */
const POSEIDON_HEROES: CardModule[] = [
  // Seiya de Pégase ◆: draw one card per Seiya in your discard
  card(2001, {
    face: { fr: 'Mise en jeu — piochez 1 par Seiya défaussé. Marqué — Seiya transcendé.', en: 'Play — draw 1 per Seiya discarded. Marked — its Transcended.' },
    name: saint('Seiya', 'Pegasus'),
    text: transcendedToHand(HERO_PLAY_TEXT.seiya, 'Seiya'),
    script: { play: [draw({ count: mine('discard', hero('seiya')) })], marked: [transcend(2006)] },
  }),
  // Shiryu du Dragon ◆: wound a common character of your hand to draw 2
  card(2002, {
    face: { fr: 'Mise en jeu — blessez un ▲ : piochez 2. Marqué — Shiryu transcendé.', en: 'Play — wound a ▲ in hand: draw 2. Marked — its Transcended.' },
    name: saint('Shiryu', 'Dragon'),
    text: transcendedToHand(HERO_PLAY_TEXT.shiryu, 'Shiryu'),
    script: {
      play: [when(exists(mine('hand', { ...character, rank: ['common'] })), [
        pick(mine('hand', { ...character, rank: ['common'] }), 'hurt', 'prompt.woundFromHand'), { op: 'wound', cards: chosen('hurt') }, draw(2),
      ])],
      marked: [transcend(2007)],
    },
  }),
  // Hyoga du Cygne ◆: draw one card per other Hyoga fighting beside him; like the base Hyoga, he and
  // they are then committed to acquire the card they face by Force (rulings sheet "Verrouillage")
  card(2003, {
    face: { fr: 'Mise en jeu — 1 carte par Hyoga voisin ; Force seule. Marqué — Hyoga transcendé.', en: 'Play — 1 per Hyoga beside; Force only. Marked — its Transcended.' },
    name: saint('Hyoga', 'Cygnus'),
    text: transcendedToHand(HERO_PLAY_TEXT.hyoga, 'Hyoga'),
    script: {
      play: [when({ all: [exists({ beside: true, where: hero('hyoga') }), { canAcquire: 'force' }] }, [
        draw({ count: { beside: true, where: hero('hyoga') } }),
        commit(self, 'force'), commit({ beside: true, where: hero('hyoga') }, 'force'),
      ])],
      marked: [transcend(2008)],
    },
  }),
  // Shun d'Andromède ◆: facing a field card that has a Cosmos cost, draw 1 (committed to Cosmos)
  card(2004, {
    face: { fr: 'Mise en jeu — face au Cosmos : piochez 1. Marqué — Shun transcendé.', en: 'Play — vs Cosmos cost: draw 1. Marked — its Transcended.' },
    name: saint('Shun', 'Andromeda'),
    text: transcendedToHand(HERO_PLAY_TEXT.shun, 'Shun'),
    script: { play: [when({ canAcquire: 'cosmos' }, [draw(1), commit(self, 'cosmos')])], marked: [transcend(2009)] },
  }),
  // Ikki du Phoenix ◆: destroy a character of your discard to draw 2
  card(2005, {
    face: { fr: 'Mise en jeu — détruisez 1 défaussé : piochez 2. Marqué — Ikki transcendé.', en: 'Play — destroy 1 discarded: draw 2. Marked — its Transcended.' },
    name: saint('Ikki', 'Phoenix'),
    text: transcendedToHand(HERO_PLAY_TEXT.ikki, 'Ikki'),
    script: {
      play: [when(exists(mine('discard', character)), [pick(mine('discard', character), 'gone', 'prompt.destroyFromDiscard'), destroy(chosen('gone')), draw(2)])],
      marked: [transcend(2010)],
    },
  }),
];

export const POSEIDON: CardModule[] = [
  ...POSEIDON_HEROES,
  transcended(2006, 'Seiya', 'Pegasus'),
  transcended(2007, 'Shiryu', 'Dragon'),
  transcended(2008, 'Hyoga', 'Cygnus'),
  transcended(2009, 'Shun', 'Andromeda'),
  transcended(2010, 'Ikki', 'Phoenix'),
  // Kiki: (destroy him) take a Libra weapon; Defeated: draw 1
  card(2026, {
    face: { fr: 'Détruire — prenez une Arme de la Balance. Vaincu — piochez 1.', en: 'Destroy — take a Libra weapon. Defeated — draw 1.' },
    name: one('Kiki'),
    text: { fr: 'Détruire — prenez une Arme de la Balance. Vaincu — piochez 1 carte.', en: 'Destroy — take a Libra weapon. Defeated — draw a card.' },
    script: { activate: { cost: 'destroy', ops: [{ op: 'takeLibra' }] }, defeated: [draw(1)] },
  }),
  // Trident de Poséidon (relic): on your turn, put a −1 VP token on it (3 at most); or take its tokens
  // off to lower a field Marina's Force and Cosmos costs by as much, then discard it. Arrival: each
  // player discards their hand and draws 5.
  card(2027, {
    face: { fr: 'Jetons −1 PV : Marina moins cher. Arrivée — mains de 5.', en: '−1 VP tokens lower a Mariner. Arrival — new hands of 5.' },
    name: one('Poseidon’s Trident'),
    text: {
      fr: 'À votre tour : posez-y un jeton −1 PV (3 au plus), ou retirez-les pour baisser d’autant les coûts d’un Marina, puis défaussez le Trident. Arrivée — chacun défausse sa main et pioche 5 cartes.',
      en: 'On your turn: put a −1 VP token on it (3 at most), or take them off to lower a Mariner’s costs by as many, then discard the Trident. Arrival — everyone discards their hand and draws 5.',
    },
    script: {
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
    },
  }),
  pillar(2038, { name: 'North Atlantic', facers: marina, fr: 'chaque Marina', en: 'each Mariner', // face B: 2 VP + 1 per Marina
    vp: { rule: 'perCard', base: 2, per: 1, of: 'game', where: { classes: ['marina', 'marinaGeneral'] } }, worthHint: 4 }),
  pillar(2039, { name: 'South Atlantic', facers: cls('bronzeSaint'), fr: 'chaque Chevalier de Bronze', en: 'each Bronze Saint', // face B: 2 VP + 1 per different common Saint
    vp: { rule: 'distinctNames', base: 2, where: { ...saintFilter, rank: ['common'] } }, worthHint: 4 }),
  pillar(2040, { name: 'Arctic', facers: hero('hyoga'), fr: 'chaque Hyoga', en: 'each Hyoga', // face B: 2 VP, +1 per player to the player with the most marked cards
    vp: { rule: 'mostMarked', base: 2 }, worthHint: 3 }),
  pillar(2041, { name: 'Antarctic', facers: hero('ikki'), fr: 'chaque Ikki', en: 'each Ikki', // face B: 2 VP + 1 per destroyed Saint
    vp: { rule: 'perCard', base: 2, per: 1, of: 'destroyed', where: saintFilter }, worthHint: 3 }),
  pillar(2042, { name: 'Indian Ocean', facers: hero('shiryu'), fr: 'chaque Shiryu', en: 'each Shiryu', // face B: 2 VP, +3 with 5 marked characters
    vp: { rule: 'markedAtLeast', base: 2, bonus: 3, atLeast: 5, where: character }, worthHint: 3 }),
  pillar(2043, { name: 'South Pacific', facers: hero('shun'), fr: 'chaque Shun', en: 'each Shun', // face B: 2 VP + 1 per rare armor
    vp: { rule: 'perCard', base: 2, per: 1, of: 'game', where: { kind: ['armor'], rank: ['rare'] } }, worthHint: 3 }),
  pillar(2044, { name: 'North Pacific', facers: hero('seiya'), fr: 'chaque Seiya', en: 'each Seiya', // face B: 2 VP + 1 per very rare character
    vp: { rule: 'perCard', base: 2, per: 1, of: 'game', where: { ...character, rank: ['veryRare'] } }, worthHint: 3 }),
];

/** The play effect of Poseidon's ◆ Hero of rank n (1 Seiya … 5 Ikki): Asgard's ◆ Heroes share it. */
export const heroPlay = (n: number): Op[] => POSEIDON_HEROES.find((m) => m.id === 2000 + n)!.script!.play!;
