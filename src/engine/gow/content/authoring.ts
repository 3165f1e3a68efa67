// The shapes a content set is written in (the format's input types, content-schema.ts), named once for
// every set's files.
import type { ContentInput } from '../content-schema';

export type CardIn = ContentInput['cards'][number];
export type OptionIn = CardIn['options'][number];
export type EffectIn = NonNullable<OptionIn['effects']>[number];
/** What an option may add to its kind and Number. */
export type Extra = Pick<OptionIn, 'rage' | 'stun' | 'effects'>;
export type ScenarioIn = ContentInput['scenarios'][number];
export type PlaceIn = ScenarioIn['cards'][number];
export type FaceIn = PlaceIn['front'];
export type EnemyIn = NonNullable<FaceIn['enemy']>;
export type AttackIn = EnemyIn['attacks'][string];
export type MissionIn = ContentInput['missions'][number];
export type Dir = 'left' | 'self' | 'right';
/** What a hit adds to an enemy attack. */
export type Hit = Pick<AttackIn, 'stun' | 'poison' | 'effects'>;
