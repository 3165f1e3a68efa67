// The pieces' data in the language shown: the engine's view and the content set speak English (the
// content's own words); the table and the audience window draw the French of gow-names.ts in French.
import type { GowSlotView, GowView } from '../../../src/engine';
import type { ActionCardData, HeroBoardData, PyramidData } from '../../objects/gow/gowData';
import { cardName, enemyName, faceText, faceTitle, figureName, heroName, missionName } from './gow-names';

/** A Scenario place as shown: its title, text and enemy named in the language in force. */
export function localSlot(view: Pick<GowView, 'scenario' | 'content'>, slot: GowSlotView): GowSlotView {
  const id = view.scenario?.id ?? '';
  const text = faceText(id, slot.at, slot.face, undefined, view.content);
  return {
    ...slot, title: faceTitle(id, slot.at, slot.face, undefined, view.content),
    ...(slot.text !== undefined && text !== null ? { text } : {}),
    enemy: slot.enemy && { ...slot.enemy, name: enemyName(slot.enemy.name) },
  };
}

export const localCard = (data: ActionCardData): ActionCardData => ({ ...data, card: { ...data.card, name: cardName(data.card.id) } });

export const localBoard = (data: HeroBoardData): HeroBoardData =>
  ({ ...data, name: heroName(data.hero), figures: data.figures.map((f) => ({ ...f, name: figureName(f.id) })) });

export const localPyramid = (data: PyramidData): PyramidData =>
  ({ rows: data.rows.map((row) => row.map((tile) => ({ ...tile, name: missionName(tile.id) }))) });
