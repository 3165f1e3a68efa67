// Our player-facing card texts: every base card with an effect has one in French and English, each
// trigger keyword of the printed card appears as our trigger word, and no text copies the printed
// wording (the reference text is for understanding only).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, type Trigger } from '../../src/cards';
import { CARD_TEXTS } from '../../src/cards/texts';
import { SCRIPTS } from '../../src/cards/scripts';
import { loadReference, referenceDir } from '../../src/tools/normalise-cards';

const WORDS: Partial<Record<Trigger, { fr: string; en: string }>> = {
  play: { fr: 'Mise en jeu —', en: 'Play —' },
  discard: { fr: 'Défausser —', en: 'Discard —' },
  wound: { fr: 'Blesser —', en: 'Wound —' },
  destroy: { fr: 'Détruire —', en: 'Destroy —' },
  defeated: { fr: 'Vaincu —', en: 'Defeated —' },
  arrival: { fr: 'Arrivée —', en: 'Arrival —' },
};
const base = [...CARD_TYPES.values()].filter((c) => c.set === 'base');
const mine = base;

/** Runs of `n` consecutive words that two texts share, ignoring case and punctuation. */
function sharedRuns(a: string, b: string, n: number): string[] {
  const words = (t: string) => t.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9+-]+/).filter(Boolean);
  const runs = (w: string[]) => new Set(w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' ')));
  const theirs = runs(words(b));
  return [...runs(words(a))].filter((r) => theirs.has(r));
}

describe('card texts (ours, FR and EN)', () => {
  it('every base card has a French and an English text', () => {
    for (const card of mine) {
      expect(CARD_TEXTS[card.id]?.fr, `${card.id} ${card.name} fr`).toMatch(/\S/);
      expect(CARD_TEXTS[card.id]?.en, `${card.id} ${card.name} en`).toMatch(/\S/);
    }
  });

  it('names each trigger of the printed card with our trigger word (every base card)', () => {
    for (const card of mine) {
      for (const t of card.triggers) {
        const word = WORDS[t];
        if (!word) continue;
        expect(CARD_TEXTS[card.id].fr, `${card.id} ${card.name}`).toContain(word.fr);
        expect(CARD_TEXTS[card.id].en, `${card.id} ${card.name}`).toContain(word.en);
      }
    }
  });

  it('every base card with an effect has a text', () => {
    const missing = base.filter((c) => c.triggers.length > 0 && !CARD_TEXTS[c.id]).map((c) => c.id);
    expect(missing).toEqual([]);
  });

  it('every scripted expansion card has a French and an English text', () => {
    const missing = [...SCRIPTS.keys()].filter((id) => id > 1000 && !(CARD_TEXTS[id]?.fr && CARD_TEXTS[id]?.en));
    expect(missing).toEqual([]);
  });

  it.runIf(fs.existsSync(referenceDir))('no card text copies the printed wording (no 6 words in a row in common)', () => {
    const printed = new Map(loadReference().raws.map((r) => [Number(r.id), String(r.effets ?? '')]));
    const copied = [...mine, ...[...CARD_TYPES.values()].filter((c) => c.set !== 'base' && CARD_TEXTS[c.id])]
      .map((card) => [card.id, sharedRuns(CARD_TEXTS[card.id].fr, printed.get(card.id) ?? '', 6)] as const)
      .filter(([, runs]) => runs.length > 0);
    expect(copied).toEqual([]);
  });

  it('the English texts carry no French accent (issue 12: an English table must read English)', () => {
    const accented = Object.entries(CARD_TEXTS).filter(([, t]) => /[àâäçéèêëîïôöùûüÿœÉÈÀ]/.test(t.en)).map(([id]) => Number(id));
    expect(accented).toEqual([]);
  });

  it('the copy check itself finds a copied run', () => {
    expect(sharedRuns('Vaincu — Blesser tous les Personnages utilisés pour le combattre.', 'Vaincu - Blesser tous les Personnages utilisés pour le combattre.', 6)).not.toEqual([]);
    expect(sharedRuns("Vaincu — blessez chaque Personnage qui l'a combattu.", 'Vaincu - Blesser tous les Personnages utilisés pour le combattre.', 6)).toEqual([]);
  });
});
