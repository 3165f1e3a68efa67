// Poseidon's next phase in words (issue 25: the board said "takes (hidden)"): one line per crossing
// of the flood pawn, from the view's preview only (the engine's public facts: a face-down card stays
// "unknown"), with what a face-up card he takes will do, read from our own text of that card.
import type { Trigger } from '../../../src/cards';
import { CARD_TEXTS } from '../../../src/cards/texts';
import { appliedParts, type FloodPreviewStep } from '../../../src/engine';
import { getLang, t } from '../../../src/i18n';
import { cardName, listed } from '../log';

/** What the preview needs of the board: its crossings, the water, who stands at which pile. */
export interface PreviewFacts {
  preview: readonly FloodPreviewStep[];
  water: number;
  heroes: readonly { hero: string; at: number }[];
}

const TRIGGERS: readonly Trigger[] = ['play', 'discard', 'wound', 'destroy', 'freeze', 'defeated', 'arrival', 'exit', 'marked'];

/** The parts of a card's text that begin with one of `parts`' keywords ("Wound — …"), in printed order;
 *  null when the text does not read that way (then the keywords alone are named). */
export function textParts(type: number, parts: readonly Trigger[]): string | null {
  const text = CARD_TEXTS[type]?.[getLang()];
  if (!text) return null;
  const words = TRIGGERS.map((k) => ({ k, word: t(`trigger.${k}`) }));
  // Where each keyword opens a part: at the start, or after a sentence's end.
  const starts = words.flatMap(({ k, word }) => {
    const found: { k: Trigger; at: number }[] = [];
    for (let at = text.indexOf(`${word} —`); at >= 0; at = text.indexOf(`${word} —`, at + 1)) {
      if (at === 0 || /[.!?]\s$/.test(text.slice(Math.max(0, at - 2), at))) found.push({ k, at });
    }
    return found;
  }).sort((a, b) => a.at - b.at);
  const kept = starts.flatMap((s, i) => (parts.includes(s.k) ? [text.slice(s.at, starts[i + 1]?.at ?? text.length).trim()] : []));
  return kept.length ? kept.join(' ') : null;
}

function does(step: FloodPreviewStep): string {
  switch (step.does) {
    case 'take': {
      const card = step.card === undefined ? '?' : cardName(step.card);
      const applies = step.card === undefined ? [] : appliedParts(step.card).map((p) => p.part);
      if (!applies.length || step.card === undefined) return t('preview.does.take', { card });
      const effects = textParts(step.card, applies) ?? listed(applies.map((k) => t(`trigger.${k}`)));
      return t('preview.does.takeApplies', { card, effects });
    }
    case 'tokenGeneral': return t('preview.does.tokenGeneral', { card: step.card === undefined ? '?' : cardName(step.card) });
    default: return t(`preview.does.${step.does}`);
  }
}

/** One line per crossing of the next Poseidon phase, in order. */
export function previewLines(facts: PreviewFacts): string[] {
  let water = facts.water;
  return facts.preview.map((step, k) => {
    const here = facts.heroes.filter((h) => h.at === step.pile).map((h) => t(`hero.${h.hero}`));
    let line = t('preview.line', { n: k + 1, pile: step.pile + 1, heroes: here.length ? t('preview.heroes', { heroes: listed(here) }) : '', does: does(step) });
    if (step.waterRises) {
      line += t('preview.does.water', { from: water, to: water + 1 });
      water += 1;
    }
    return line;
  });
}
