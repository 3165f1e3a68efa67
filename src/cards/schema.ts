// Schema of the normalised card data, checked when the data loads so a bad edit fails loudly.
import { z } from './zod';

const count = z.int().check(z.minimum(0));
const positive = z.int().check(z.positive());
export const cardTypeSchema = z.strictObject({
  id: positive,
  set: z.enum(['base', 'asgard', 'poseidon', 'epic', 'promo']),
  name: z.string().check(z.minLength(1)),
  kind: z.enum(['character', 'armor', 'relic', 'pillar', 'epic']),
  rank: z.nullable(z.enum(['veryCommon', 'common', 'uncommon', 'rare', 'veryRare'])),
  classes: z.array(z.enum([
    'hero', 'transcendedHero', 'bronzeSaint', 'silverSaint', 'goldSaint', 'blackSaint', 'steelSaint', 'ghostSaint',
    'unconstellatedSaint', 'goldArmor', 'bronzeArmor', 'armor', 'godWarrior', 'warrior', 'guard', 'marinaGeneral',
    'marina', 'relic', 'pillar', 'epic',
  ])),
  heroName: z.nullable(z.enum(['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'])),
  armorFor: z.nullable(z.enum(['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'])),
  cost: z.object({ force: z.nullable(count), cosmos: z.nullable(count) }),
  force: count,
  cosmos: count,
  heal: count,
  vp: z.nullable(z.int()),
  icon: z.nullable(z.enum(['flame', 'sapphire'])),
  hourglass: z.nullable(positive),
  copies: positive,
  zone: z.enum(['starter', 'setAside', 'v2Armor', 'transcended', 'reserve', 'pillar', 'epic', 'promo']),
  triggers: z.array(z.enum([
    'play', 'discard', 'wound', 'destroy', 'freeze', 'defeated', 'arrival', 'exit', 'marked', 'epicEnd', 'gameEnd', 'static',
  ])),
});

export const cardDataSchema = z.array(cardTypeSchema);
