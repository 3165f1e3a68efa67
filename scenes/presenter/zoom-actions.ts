// What the card zoom offers for a card (activate, heal, a Libra weapon, a pillar to destroy, a turn
// action, an acquisition) and which card type a uid shown on the table is: from the table's model.
import type { Uid } from '../../src/engine';
import { t } from '../../src/i18n';
import type { ZoomAction } from '../objects/ZoomPanel';
import { playedCards, railCards, type TableModel } from './table-model';

export function zoomActions(m: TableModel, uid: Uid, idle: boolean): ZoomAction[] {
  const out: ZoomAction[] = [];
  const railed = railCards(m);
  const played = playedCards(m).find((p) => p.uid === uid);
  if (played?.activate || (m.armorActivate?.type === 'activate' && m.armorActivate.card === uid)) {
    out.push({ id: `zoom:activate:${uid}`, caption: t('ui.activate'), tone: 'gold' });
  }
  if (played?.heal) out.push({ id: `zoom:heal:${uid}`, caption: t('ui.healAction'), tone: 'heal' });
  if (played?.libra) out.push({ id: `zoom:libra:${uid}`, caption: t('ui.useLibra'), tone: 'force' });
  const onRail = railed.findIndex((p) => p.uid === uid);
  const offer = onRail >= 0 && idle ? railed[onRail].acquire[0] : undefined;
  if (offer) {
    const caption = onRail < (m.expansion?.pillars.length ?? 0) ? t('ui.destroyPillar') : t(offer.by === 'force' ? 'ui.acquireForce' : 'ui.acquireCosmos');
    out.push({ id: `zoom:destroy:${onRail}`, caption, tone: offer.by });
  }
  (m.expansion?.uses ?? []).forEach((u, i) => { if (u.card === uid) out.push({ id: `zoom:use:${i}`, caption: t(u.label), tone: 'gold' }); });
  const slot = m.field.find((s) => s.uid === uid);
  for (const o of slot && idle ? slot.acquire : []) {
    out.push({ id: `zoom:acquire:${slot!.slot}:${o.by}`, caption: t(o.by === 'force' ? 'ui.acquireForce' : 'ui.acquireCosmos'), tone: o.by });
  }
  return out;
}

/** The type of a card the table shows, by uid (null: not shown). */
export function cardTypeShown(m: TableModel, uid: Uid): number | null {
  const cards = [
    ...m.field.flatMap((s) => (s.uid === null ? [] : [{ uid: s.uid, type: s.type! }, ...s.facing])), ...m.loose, ...(m.hand ?? []),
    ...m.fieldDiscard, ...m.players.flatMap((p) => [...p.discard, ...p.wounded, ...(p.armor ? [p.armor] : []), ...p.relics, ...p.pillars]),
    ...railCards(m).flatMap((s) => [{ uid: s.uid!, type: s.type! }, ...s.facing]), ...(m.expansion?.epic ? [m.expansion.epic] : []),
    ...(m.decision ? [...m.decision.optionCards, ...m.decision.reveal] : []),
    ...(m.decision && m.decision.sourceUid !== null && m.decision.source !== null ? [{ uid: m.decision.sourceUid, type: m.decision.source }] : []),
  ];
  return cards.find((c) => c.uid === uid)?.type ?? null;
}
