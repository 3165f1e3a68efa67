// The English names of the 192 card types (issue 12: names stayed French on an English table), written
// by us with the usual English Saint Seiya forms (Pegasus Seiya, Aries Mu, Sea Dragon Kanon). The
// catalogue keeps the French printed name: the rules, the saves and the scenarios name cards by it.
//
// `name` is the plate's large line, `sub` the smaller one under it, `full` the name in a sentence
// ("Seiya defeats Aries Mu by Force"). English puts the epithet first, so a saint's full name is
// "sub name"; a thing named by its kind ("North Atlantic" / "Pillar") reads "name sub".
// The card modules' names (families/) are merged in.
import { MODULE_NAMES_EN } from '../families';
import { mergeById } from '../card-module';
import { one, saint, type EnglishName } from '../english-name';

export type { EnglishName };

const BASE: Record<number, EnglishName> = {
  42: saint('Marin', 'Eagle'),
  43: saint('Shaina', 'Ophiuchus'),
  44: saint('Misty', 'Lizard'),
  45: saint('Algol', 'Perseus'),
  46: saint('Jamian', 'Crow'),
  47: saint('Babel', 'Centaurus'),
  48: saint('Asterion', 'Hound'),
  49: saint('Moses', 'Whale'),
  50: saint('Capella', 'Auriga'),
  51: saint('Albiore', 'Cepheus'),
  52: saint('Ptolemy', 'Arrow'),
  53: saint('Sirius', 'Canis Major'),
  54: saint('Algethi', 'Hercules'),
  55: saint('Dante', 'Cerberus'),
  56: saint('Dio', 'Fly'),
  57: saint('Shiva', 'Peacock'),
  58: saint('Agora', 'Lotus'),
  59: saint('Arachne', 'Tarantula'),
  60: one('Guilty'),
  61: one('Docrates'),
  62: one('Crystal Saint'),
  63: one('Geist'),
  64: one('Sea Serpent'),
  65: one('Dolphin'),
  66: one('Kuraggu'),
  67: one('Flame Saint'),
  68: one('Spartan'),
  69: one('Leda'),
  70: one('Spica'),
  71: one('Jango'),
  72: one('Black Pegasus'),
  73: one('Black Dragon'),
  74: one('Black Swan'),
  75: one('Black Andromeda'),
  76: one('Black Phoenix'),
  // The Steel Saints wear "Cloths" on the French cards too: the word is part of their name.
  77: saint('Sho', 'Sky Cloth'),
  78: saint('Ushio', 'Marine Cloth'),
  79: saint('Daichi', 'Land Cloth'),
  80: saint('Jabu', 'Unicorn'),
  81: saint('Ichi', 'Hydra'),
  82: saint('Nachi', 'Wolf'),
  83: saint('Ban', 'Lionet'),
  84: saint('Geki', 'Bear'),
  85: saint('June', 'Chameleon'),
  86: one('Cassios'),
  87: one('Gigas'),
  88: one('Phaeton'),
  89: one('Oko'),
  90: one('Jaki'),
};

export const NAMES_EN: Readonly<Record<number, EnglishName>> = mergeById('English name', [BASE, MODULE_NAMES_EN]);
