// Schema of the normalised card data, checked when the data loads so a bad edit fails loudly.
import { z } from 'zod';

const count = z.number().int().min(0);
export const cardTypeSchema = z.object({
  id: z.number().int().positive(),
  set: z.enum(['base', 'asgard', 'poseidon', 'epic', 'promo']),
  name: z.string().min(1),
  kind: z.enum(['character', 'armor', 'relic', 'pillar', 'epic']),
  rank: z.enum(['veryCommon', 'common', 'uncommon', 'rare', 'veryRare']).nullable(),
  classes: z.array(z.enum([
    'hero', 'transcendedHero', 'bronzeSaint', 'silverSaint', 'goldSaint', 'blackSaint', 'steelSaint', 'ghostSaint',
    'unconstellatedSaint', 'goldArmor', 'bronzeArmor', 'armor', 'godWarrior', 'warrior', 'guard', 'marinaGeneral',
    'marina', 'relic', 'pillar', 'epic',
  ])),
  heroName: z.enum(['seiya', 'shiryu', 'hyoga', 'shun', 'ikki']).nullable(),
  armorFor: z.enum(['seiya', 'shiryu', 'hyoga', 'shun', 'ikki']).nullable(),
  cost: z.object({ force: count.nullable(), cosmos: count.nullable() }),
  force: count,
  cosmos: count,
  heal: count,
  vp: z.number().int().nullable(),
  icon: z.enum(['flame', 'sapphire']).nullable(),
  hourglass: z.number().int().positive().nullable(),
  copies: z.number().int().positive(),
  zone: z.enum(['starter', 'setAside', 'v2Armor', 'transcended', 'reserve', 'pillar', 'epic', 'promo']),
  triggers: z.array(z.enum([
    'play', 'discard', 'wound', 'destroy', 'freeze', 'defeated', 'arrival', 'exit', 'marked', 'epicEnd', 'gameEnd', 'static',
  ])),
}).strict();

export const cardDataSchema = z.array(cardTypeSchema);
