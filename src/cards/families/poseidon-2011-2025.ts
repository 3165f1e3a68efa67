// Poseidon 2011–2025: Athéna, Poséidon, the Mariner Generals and the Marinas. One module per card
// (card-module.ts): its name, our texts, its script and the prompts only it asks. Each script's comment
// names the card as printed and says what it does in our words. Which pillar a General protects is
// cards/pillars.ts (one list, checked one to one by the card lint).
import { card, type CardModule } from '../card-module';
import { chosen } from '../dsl';
import { saint } from '../english-name';
import { pick, take } from '../scripts/expansion-helpers';

export const POSEIDON_2011_2025: CardModule[] = [
  // Kanon du Dragon des mers (Mariner General): (wound him) put a relic in play into your discard
  // (another player's is acquired, so a field rule may forbid it; your own is only moved); Exit: a −1
  // VP token on each pillar in play
  card(2013, {
    name: saint('Kanon', 'Sea Dragon'),
    text: {
      fr: 'Blesser — une Relique en jeu va dans votre défausse. Sortie — un jeton −1 PV sur chaque Pilier révélé.',
      en: 'Wound — a relic in play goes to your discard. Exit — a −1 VP token on each revealed pillar.',
    },
    prompts: { 'prompt.takeRelic': { fr: 'Choisissez une Relique en jeu', en: 'Choose a relic in play' } },
    script: {
      activate: { cost: 'wound', ops: [pick({ zone: 'relics', of: 'all' }, 'relic', 'prompt.takeRelic'), take('discard', chosen('relic'))] },
      exit: [{ op: 'addVp', cards: { zone: 'pillarsInPlay' }, value: -1 }],
    },
  }),
];
