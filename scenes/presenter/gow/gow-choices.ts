// The words of a listed choice on God of War's table (a rage ability, a Special, a companion, a defense,
// an answer to the table's questions): one short line naming what the action does and to whom.
import type { GowAction, GowView } from '../../../src/engine';
import { t } from '../../../src/i18n';
import { cardName, companionName, enemyName, figureName, missionName, rageName } from './gow-names';

const PLACE = /^[tb][0-5]$/;

/** A card's content id, wherever the view shows it (a hand, a discard, the revealed upgrades). */
function cardIdOf(view: GowView, uid: number): string {
  for (const s of view.seats) {
    const found = (Array.isArray(s.hand) ? s.hand : []).concat(s.discard).find((c) => c.uid === uid);
    if (found) return found.card;
  }
  return view.revealed.find((c) => c.uid === uid)?.card ?? '';
}

/** A target: an enemy by its place, or a figure. */
function targetName(view: GowView, target: string): string {
  if (!PLACE.test(target)) return figureName(target);
  const enemy = view.scenario?.slots.find((s) => s.at === target)?.enemy;
  return enemy ? enemyName(enemy.name) : target;
}

const withTargets = (view: GowView, head: string, targets?: readonly string[]) =>
  (targets?.length ? `${head} → ${targets.map((x) => targetName(view, x)).join(', ')}` : head);

export function choiceLabel(action: GowAction, view: GowView): string {
  switch (action.type) {
    case 'rage': return withTargets(view, `${t('gow.ui.rage')}: ${rageName(action.figure)}`, action.targets);
    case 'special': return withTargets(view, `${t('gow.ui.special')}: ${cardName(cardIdOf(view, action.card.uid))}`, action.targets);
    case 'companion': return withTargets(view, `${companionName(action.ability)}${action.option ? ` (${action.option + 1})` : ''}`, action.targets);
    case 'defend': return action.cards.length ? `${t('gow.ui.defend')}: ${action.cards.map((c) => cardName(cardIdOf(view, c.uid))).join(' + ')}` : t('gow.ui.takeIt');
    case 'absorb': return t(action.yes ? 'gow.ui.absorb' : 'gow.ui.noAbsorb');
    case 'carry': return `${t('gow.ui.carry')}: ${figureName(action.carrier)}`;
    case 'upgrade': return action.take !== undefined ? `${t('gow.ui.take')}: ${cardName(cardIdOf(view, action.take))}` : `${t('gow.ui.remove')}: ${cardName(cardIdOf(view, action.remove ?? -1))}`;
    case 'choose': {
      const kind = view.pending?.kind;
      if (kind === 'next') return missionName(action.pick);
      if (kind === 'poisoned') return figureName(action.pick);
      return `${t('gow.ui.choose')} ${Number(action.pick) + 1}`;
    }
    default: return t(`gow.ui.${action.type}`);
  }
}
