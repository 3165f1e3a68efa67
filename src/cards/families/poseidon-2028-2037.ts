// Poseidon 2028–2037: the Urne d'Athéna and the Scales. One module per card (card-module.ts): its
// name, our texts, its script and the prompts only it asks. Each script's comment names the card as
// printed and says what it does in our words.
import { card, type CardModule } from '../card-module';
import { exists, theirs, when, type Filter } from '../dsl';
import { one } from '../english-name';
import { character, pick, self } from '../scripts/expansion-helpers';

/** Urne d'Athéna: a character that may be acquired (its Mise en jeu is an acquisition). */
const urnPrey: Filter = { ...character, acquirable: true };

export const POSEIDON_2028_2037: CardModule[] = [
  // Urne d'Athéna (relic): Mise en jeu: a character of an opponent's discard goes under the Urne (an
  // acquisition, rulings sheet "Acquérir": only a character that no rule in force forbids acquiring is
  // offered; with none, the Mise en jeu cannot be used and nobody may face the Urne); that opponent may
  // then face the Urne with 4 Cosmos to take it into their discard (acquiring the card under it too).
  // Whatever the Urne undergoes, the card under it undergoes too (static carriesUnder: it follows the
  // Urne wherever it goes, is marked with it, gets its VP tokens). The card goes under by the engine's
  // named handler putUnder (engine/classic/handlers/put-under.ts); the place is the table's `under`.
  card(2028, {
    name: one('Athena’s Urn'),
    text: {
      fr: "Mise en jeu — glissez sous l'Urne un Personnage acquis dans la défausse adverse de votre choix ; ce joueur pourra la combattre pour 4 Cosmos et la mettre dans sa défausse. Tout ce que subit l'Urne, la carte glissée dessous le subit aussi.",
      en: 'Play — acquire a character from an opponent’s discard by slipping it under the Urn; that player may fight the Urn for 4 Cosmos to put it into their discard. Whatever happens to the Urn happens to the card beneath it.',
    },
    prompts: {
      'prompt.urnOpponent': { fr: 'Choisissez l’adversaire dont la défausse vous prête un Personnage', en: 'Choose the opponent whose discard you take a character from' },
      'prompt.urnCharacter': { fr: 'Choisissez le Personnage à glisser sous l’Urne', en: 'Choose the character to put under the Urn' },
    },
    script: {
      statics: [{ on: 'carriesUnder' }],
      play: [
        { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.urnOpponent', having: exists(theirs('discard', urnPrey)) },
        when({ chosen: 'foe' }, [
          pick({ zone: 'discard', of: { seatVar: 'foe' }, where: urnPrey }, 'kept', 'prompt.urnCharacter'),
          { op: 'call', handler: 'putUnder' },
          { op: 'offerTarget', cards: self, cosmos: 4, to: 'discard', who: { seatVar: 'foe' } },
        ]),
      ],
    },
  }),
];
