// What the zoom panel says about a card: our text in the current language, or its facts and
// keywords when the text is not written yet. Plain TS.
import { cardType, type CardType } from '../../src/cards';
import { cardFullName } from '../../src/cards/names';
import { CARD_TEXTS } from '../../src/cards/texts';
import { getLang, t } from '../../src/i18n';

export interface CardFacts {
  name: string;
  kind: string;
  rank: string;
  cost: string;
  values: string;
  vp: string;
  flame: string | null;
  body: string;
}

export function cardFacts(typeId: number): CardFacts {
  const c: CardType = cardType(typeId);
  const own = CARD_TEXTS[typeId]?.[getLang()];
  const triggers = c.triggers.map((k) => t(`trigger.${k}`)).join(', ');
  const values = [t('ui.valueLine', { force: c.force, cosmos: c.cosmos }), ...(c.heal > 0 ? [t('ui.healLine', { n: c.heal })] : [])].join(' · ');
  return {
    name: cardFullName(typeId, getLang()),
    kind: t(`ui.kind.${c.kind}`),
    rank: c.rank ? t(`ui.rank.${c.rank}`) : '',
    cost: c.cost.force === null && c.cost.cosmos === null ? '' : t('ui.costLine', { force: c.cost.force ?? '—', cosmos: c.cost.cosmos ?? '—' }),
    values,
    vp: c.vp === null ? t('ui.vpRule') : t('ui.vpLine', { n: c.vp }),
    flame: c.icon === 'flame' ? t('ui.flameIcon') : null,
    body: own ?? (c.triggers.length ? t('ui.textMissing', { triggers }) : t('ui.noText')),
  };
}
