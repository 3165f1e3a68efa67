// The base game, cards 1–17: the heroes and their Bronze armors, the Bronze Saints, Athéna and the Pope.
// One module per card (card-module.ts): English name, our texts (short, imperative, trigger word first;
// never the printed wording), script, and for Athéna her VP rule and the bots' worth hint. Each script's
// comment names the card as printed. Heroes 1–5 have no effect of their own (their text only reminds
// which Bronze armor upgrades them).
import { card, type CardModule, type CardText } from '../card-module';
import { one, saint as saintName } from '../english-name';
import {
  choose, chosen, cls, commit, draw, each, exists, mine, when, type Filter, type Sel,
} from '../dsl';
import { character, upgrade } from './base-helpers';

const self: Sel = { self: true };
/** Characters of the named hero ("un Shiryu", "un Hyoga"): any card counting as that hero. */
const hero = (heroName: Filter['heroName']): Filter => ({ ...character, heroName });

/** A hero's text: which Bronze armor upgrades him. */
const heroText = (fr: string, en: string): CardText => ({
  fr: `Rappel — l'${fr} le fait passer au rang supérieur.`,
  en: `Reminder — the ${en} upgrades him.`,
});
/** A Bronze armor's text: the upgrade of two identical heroes. */
const bronzeArmor = (frHero: string, enHero: string): CardText => ({
  fr: `Défausser — sacrifiez une paire de ${frHero} pareils tenus en main (ils sont détruits) : le ${frHero} mis de côté du rang suivant va dans votre défausse.`,
  en: `Discard — destroy 2 identical ${enHero} from your hand; a set-aside ${enHero} one rank higher goes to your discard.`,
});

export const BASE_1_17: CardModule[] = [
  card(1, { face: { fr: 'Rappel — Armure de Pégase : rang suivant.', en: 'Reminder — the Pegasus armor: next rank.' }, name: saintName('Seiya', 'Pegasus'), text: heroText('Armure de Pégase', 'Pegasus armor') }),
  card(2, { face: { fr: 'Rappel — Armure du Dragon : rang suivant.', en: 'Reminder — the Dragon armor: next rank.' }, name: saintName('Shiryu', 'Dragon'), text: heroText('Armure du Dragon', 'Dragon armor') }),
  card(3, { face: { fr: 'Rappel — Armure du Cygne : rang suivant.', en: 'Reminder — the Cygnus armor: next rank.' }, name: saintName('Hyoga', 'Cygnus'), text: heroText('Armure du Cygne', 'Cygnus armor') }),
  card(4, { face: { fr: "Rappel — Armure d'Andromède : rang suivant.", en: 'Reminder — the Andromeda armor: next rank.' }, name: saintName('Shun', 'Andromeda'), text: heroText("Armure d'Andromède", 'Andromeda armor') }),
  card(5, { face: { fr: 'Rappel — Armure du Phoenix : rang suivant.', en: 'Reminder — the Phoenix armor: next rank.' }, name: saintName('Ikki', 'Phoenix'), text: heroText('Armure du Phoenix', 'Phoenix armor') }),
  // Bronze armors: upgrade two identical heroes
  card(6, {
    face: { fr: 'Défausser — détruisez 2 Seiya pareils en main → Seiya +1 rang.', en: 'Discard — destroy 2 same Seiya in hand → Seiya +1 rank.' },
    name: one('Pegasus Armor'),
    text: bronzeArmor('Seiya', 'Seiya'),
    script: { activate: upgrade },
  }),
  card(7, {
    face: { fr: 'Défausser — détruisez 2 Shiryu pareils en main → Shiryu +1 rang.', en: 'Discard — destroy 2 same Shiryu in hand → Shiryu +1 rank.' },
    name: one('Dragon Armor'),
    text: bronzeArmor('Shiryu', 'Shiryu'),
    script: { activate: upgrade },
  }),
  card(8, {
    face: { fr: 'Défausser — détruisez 2 Hyoga pareils en main → Hyoga +1 rang.', en: 'Discard — destroy 2 same Hyoga in hand → Hyoga +1 rank.' },
    name: one('Cygnus Armor'),
    text: bronzeArmor('Hyoga', 'Hyoga'),
    script: { activate: upgrade },
  }),
  card(9, {
    face: { fr: 'Défausser — détruisez 2 Shun pareils en main → Shun +1 rang.', en: 'Discard — destroy 2 same Shun in hand → Shun +1 rank.' },
    name: one('Andromeda Armor'),
    text: bronzeArmor('Shun', 'Shun'),
    script: { activate: upgrade },
  }),
  card(10, {
    face: { fr: 'Défausser — détruisez 2 Ikki pareils en main → Ikki +1 rang.', en: 'Discard — destroy 2 same Ikki in hand → Ikki +1 rank.' },
    name: one('Phoenix Armor'),
    text: bronzeArmor('Ikki', 'Ikki'),
    script: { activate: upgrade },
  }),
  // Seiya de Pégase (Bronze Saint): draw if a Seiya is in your discard
  card(11, {
    face: { fr: 'Mise en jeu — un Seiya dans votre défausse : piochez 1.', en: 'Play — a Seiya in your discard: draw 1.' },
    name: saintName('Seiya', 'Pegasus'),
    text: {
      fr: 'Mise en jeu — avec un Seiya dans votre défausse, piochez 1 carte.',
      en: 'Play — if a Seiya is in your discard, draw a card.',
    },
    script: { play: [when(exists(mine('discard', { heroName: 'seiya' })), [draw(1)])] },
  }),
  // Shiryu du Dragon (Bronze Saint): wound a Shiryu of your hand to draw 1
  card(12, {
    face: { fr: 'Mise en jeu — blessez un Shiryu en main : piochez 1.', en: 'Play — wound a Shiryu in hand: draw 1.' },
    name: saintName('Shiryu', 'Dragon'),
    text: {
      fr: 'Mise en jeu — blessez un Shiryu de votre main pour piocher 1 carte.',
      en: 'Play — wound a Shiryu from your hand to draw a card.',
    },
    script: {
      play: [when(exists(mine('hand', hero('shiryu'))), [
        choose(mine('hand', hero('shiryu')), 'hurt', 'prompt.woundFromHand'), { op: 'wound', cards: chosen('hurt') }, draw(1),
      ])],
    },
  }),
  // Hyoga du Cygne (Bronze Saint): with another Hyoga beside him, draw 1; both are then committed to
  // acquire the card they face by Force (rulings sheet "Verrouillage"), so the effect needs that
  // acquisition to be allowed.
  card(13, {
    face: { fr: 'Mise en jeu — un autre Hyoga face à sa carte : piochez 1 ; Force seule.', en: 'Play — another Hyoga facing his card: draw 1; Force only.' },
    name: saintName('Hyoga', 'Cygnus'),
    text: {
      fr: "Mise en jeu — si un autre Hyoga affronte la même carte, piochez 1 carte ; tous deux doivent alors l'acquérir par la Force (ni Cosmos ni Soin).",
      en: 'Play — if another Hyoga faces the same card, draw a card; both must then take it by Force (no Cosmos, no Heal).',
    },
    script: {
      play: [when({ all: [exists({ beside: true, where: hero('hyoga') }), { canAcquire: 'force' }] }, [
        draw(1),
        choose({ beside: true, where: hero('hyoga') }, 'partner', 'prompt.lockPartner'),
        commit(self, 'force'), commit(chosen('partner'), 'force'),
      ])],
    },
  }),
  // Shun d'Andromède (Bronze Saint): draw 1, committed to acquire the character he faces by Cosmos
  // (rulings sheet "Verrouillage"), so the effect needs that acquisition to be allowed.
  card(14, {
    face: { fr: 'Mise en jeu — piochez 1 ; acquérez par le Cosmos seul.', en: 'Play — draw 1; acquire by Cosmos only.' },
    name: saintName('Shun', 'Andromeda'),
    text: {
      fr: "Mise en jeu — piochez 1 carte ; Shun doit alors acquérir par le Cosmos le Personnage qu'il affronte (ni Force ni Soin).",
      en: 'Play — draw a card; Shun must then take the character he faces by Cosmos (no Force, no Heal).',
    },
    script: { play: [when({ canAcquire: 'cosmos', where: character }, [draw(1), commit(self, 'cosmos')])] },
  }),
  // Ikki du Phoenix (Bronze Saint): destroy a character of your discard to draw 1
  card(15, {
    face: { fr: 'Mise en jeu — détruisez un Perso. défaussé : piochez 1.', en: 'Play — destroy a discarded character: draw 1.' },
    name: saintName('Ikki', 'Phoenix'),
    text: {
      fr: 'Mise en jeu — détruisez un Personnage de votre défausse pour piocher 1 carte.',
      en: 'Play — destroy a character in your discard to draw a card.',
    },
    script: {
      play: [when(exists(mine('discard', character)), [
        choose(mine('discard', character), 'gone', 'prompt.destroyFromDiscard'), { op: 'destroy', cards: chosen('gone') }, draw(1),
      ])],
    },
  }),
  // Athéna: everyone draws 1, then heals all their wounded characters
  card(16, {
    face: { fr: 'Arrivée — tous piochent 1 et soignent leurs blessés.', en: 'Arrival — all draw 1 and heal their wounded.' },
    name: one('Athena'),
    text: {
      fr: 'Arrivée — chaque joueur pioche 1 carte, puis soigne tous ses Personnages blessés.',
      en: 'Arrival — every player draws a card, then heals all their wounded characters.',
    },
    script: { arrival: [each('all', [draw(1, 'each'), { op: 'heal', cards: { zone: 'wounded', of: 'each' } }])] },
    // 1 VP per full group of 10 cards in the player's game.
    vp: { rule: 'perGroup', of: 'game', size: 10 },
    worthHint: 2,
  }),
  // Pope: he and every Gold Saint of the field discard are shuffled into the reserve. When the reserve
  // is empty and no Gold Saint waits in the field discard he stays: shuffling him back alone would
  // only reveal him again, for ever.
  card(17, {
    face: { fr: 'Arrivée — Pope et Ors de la défausse du terrain → réserve.', en: 'Arrival — Pope, Gold Saints: field discard → reserve.' },
    name: one('Pope'),
    text: {
      fr: "Arrivée — le Pope et les Chevaliers d'Or de la défausse du terrain retournent dans la réserve, mélangée.",
      en: 'Arrival — the Pope and every Gold Saint in the field discard are shuffled back into the reserve.',
    },
    script: {
      arrival: [when({ any: [exists({ zone: 'reserve' }), exists({ zone: 'fieldDiscard', where: cls('goldSaint') })] }, [
        { op: 'move', cards: { zone: 'fieldDiscard', where: cls('goldSaint') }, to: { zone: 'reserve' } },
        { op: 'move', cards: self, to: { zone: 'reserve' } },
      ])],
    },
  }),
];
