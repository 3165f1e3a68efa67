// Every word the God of War table needs, in English and in French: the refusals the engine can give
// (every `refuse('…')` and 'error.gow.…' of src/engine/gow), the table's keys, the rules chapter, and a
// French entry for every name and text of The First Weave (src/i18n/gow-content-fr.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSet, DEFAULT_CONTENT } from '../../src/engine';
import { hasMessage, messages, t } from '../../src/i18n';
import { GOW_EN } from '../../src/i18n/gow-en';
import { GOW_FR } from '../../src/i18n/gow-fr';
import { RULES_GOW_EN } from '../../src/i18n/rules-gow-en';
import { RULES_GOW_FR } from '../../src/i18n/rules-gow-fr';
import { GOW_CONTENT_FR } from '../../src/i18n/gow-content-fr';
import { cardName, companionName, enemyName, faceText, faceTitle, figureName, gowName, heroName, missionName, missionText, obstacleText, rageName, runeName, runeWord, scenarioName, setName } from '../../scenes/presenter/gow/gow-names';

const root = resolve(__dirname, '../..');
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
});
/** The {name} and {name|one|other} placeholders of a message. */
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]));

describe('the God of War words', () => {
  it('has a message in both languages for every refusal the engine can give', () => {
    const keys = new Set<string>();
    for (const f of files(join(root, 'src/engine/gow'))) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\brefuse\(\s*'(\w+)'/g)) keys.add(`error.gow.${m[1]}`);
      for (const m of text.matchAll(/'(error\.gow\.\w+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(30);
    for (const k of keys) {
      expect(GOW_EN[k], k).toBeTypeOf('string');
      expect(GOW_FR[k], k).toBeTypeOf('string');
    }
  });

  it('has the same keys and the same placeholders in both languages, and says no "card(s)"', () => {
    expect(Object.keys(GOW_FR).sort()).toEqual(Object.keys(GOW_EN).sort());
    expect(Object.keys(RULES_GOW_FR).sort()).toEqual(Object.keys(RULES_GOW_EN).sort());
    for (const [en, fr] of [[GOW_EN, GOW_FR], [RULES_GOW_EN, RULES_GOW_FR]] as const) {
      for (const k of Object.keys(en)) {
        expect([...placeholders(fr[k])].sort(), k).toEqual([...placeholders(en[k])].sort());
        expect(en[k] + fr[k], k).not.toMatch(/\(s\)|\(x\)|\(e\)s/);
      }
    }
    // Spread into the tables, and not hidden by another table's key.
    for (const k of Object.keys(GOW_EN)) {
      expect(messages('en')[k], k).toBe(GOW_EN[k]);
      expect(messages('fr')[k], k).toBe(GOW_FR[k]);
    }
  });

  it('has the keys the table asks for', () => {
    const content = contentSet(DEFAULT_CONTENT)!;
    const keys = [
      'menu.mode.gow', 'menu.slots.gow', 'menu.continueInfoGow', 'menu.gowSeat', 'menu.addGowHero', 'menu.gowMission', 'menu.gowLesson',
      'daily.gow', 'daily.gowWon', 'daily.gowLost',
      ...['endTurn', 'attack', 'move', 'interact', 'rage', 'special', 'defend', 'takeIt', 'absorb', 'noAbsorb', 'take', 'skip', 'remove', 'place', 'carry', 'cancel', 'companion', 'front', 'back', 'choose'].map((k) => `gow.ui.${k}`),
      ...['place', 'carrier', 'hero', 'absorb', 'defend', 'tie', 'poisoned', 'upgrade', 'next'].flatMap((k) => [`gow.status.${k}`, `gow.status.${k}.others`]),
      'gow.status.waiting', 'gow.status.enemies', 'gow.status.selectTarget', 'gow.status.selectCards',
      ...['health', 'rage', 'handLimit', 'deck', 'discard', 'round', 'mission', 'boss', 'upgradeDeck', 'wards'].map((k) => `gow.hud.${k}`),
      'gow.over.won', 'gow.over.lost', 'gow.over.rounds', 'gow.over.missions', ...['exhaustion', 'defeatCondition', 'stalled', 'boss'].map((k) => `gow.over.by.${k}`),
      ...content.heroes.map((h) => `gow.hero.${h.id}`), ...content.heroes.flatMap((h) => h.figures.map((f) => `gow.figure.${f.id}`)),
      ...content.runes.map((r) => `gow.rune.${r.id}`), ...content.runes.map((r) => `gow.runeTitle.${r.id}`),
      'rules.chapter.gow',
    ];
    expect(keys.filter((k) => !hasMessage(k))).toEqual([]);
    expect(t('gow.status.defend', { hero: 'Kratos', power: 3 }, 'en')).toContain('3');
    expect(t('gow.over.rounds', { n: 1 }, 'en')).toBe('1 round played');
    expect(t('gow.over.rounds', { n: 1 }, 'fr')).toBe('1 manche jouée');
    expect(t('log.gow.drew', { hero: 'Freya', n: 2 }, 'fr')).toBe('Freya pioche 2 cartes');
  });

  it('has a French name or text for every name and text of The First Weave, and none for nothing', () => {
    const content = contentSet(DEFAULT_CONTENT)!;
    const wanted: string[] = [`set:${content.id}`];
    wanted.push(...content.runes.map((r) => `rune:${r.id}`), ...content.cards.map((c) => `card:${c.id}`));
    for (const h of content.heroes) for (const f of h.figures) wanted.push(`rage:${f.id}`);
    for (const c of content.solo?.companions ?? []) c.abilities.forEach((_, n) => wanted.push(`companion:${c.hero}:${n}`));
    for (const m of [...content.missions, ...content.bosses]) wanted.push(`mission:${m.id}`, `obstacle:${m.id}`, ...(m.text ? [`mission:${m.id}:text`] : []));
    for (const s of content.scenarios) {
      wanted.push(`scenario:${s.id}`);
      for (const c of s.cards) for (const face of ['front', 'back'] as const) {
        const def = c[face];
        wanted.push(`face:${s.id}:${c.at}:${face}`, ...(def.text ? [`face:${s.id}:${c.at}:${face}:text`] : []));
        if (def.enemy) wanted.push(`enemy:${def.enemy.name}`);
      }
    }
    const unique = new Set(wanted);
    expect([...unique].filter((k) => !(k in GOW_CONTENT_FR))).toEqual([]);
    expect(Object.keys(GOW_CONTENT_FR).filter((k) => !unique.has(k))).toEqual([]);
    for (const k of unique) expect(GOW_CONTENT_FR[k].trim().length, k).toBeGreaterThan(0);
  });

  it('shows the French in French and the English in English', () => {
    expect(cardName('kratos-cleave', 'en')).toBe('Axe Cleave');
    expect(cardName('kratos-cleave', 'fr')).toBe('Taille à la hache');
    expect(cardName('no-such-card', 'fr')).toBe('no-such-card');
    expect(enemyName('Draugr Bowman', 'fr')).toBe('Archer draugr');
    expect(enemyName('A new foe', 'fr')).toBe('A new foe');
    expect(faceTitle('wanderers', 't2', 'back', 'en')).toBe('Abandoned Quiver');
    expect(faceTitle('wanderers', 't2', 'back', 'fr')).toBe('Carquois abandonné');
    expect(faceText('helheim', 'b1', 'back', 'fr')).toContain('trois colonnes');
    expect(faceText('wanderers', 't0', 'front', 'en')).toContain('raven');
    expect(missionName('troll-crossing', 'fr')).toBe('Le Passage du Troll');
    expect(missionText('helheim', 'en')).toContain('gate of Hel');
    expect(obstacleText('helheim', 'fr')).toContain('+1');
    expect(scenarioName('niflheim', 'fr')).toBe('Les Brumes de Niflheim');
    expect(heroName('brok-sindri', 'fr')).toBe('Brok et Sindri');
    expect(heroName('brok-sindri', 'en')).toBe('Brok & Sindri');
    expect(figureName('sindri', 'fr')).toBe('Sindri');
    expect(runeName('red', 'en')).toBe('Kenaz, the Ember');
    expect(runeName('red', 'fr')).toBe('Kenaz, la Braise');
    expect(runeWord('gold', 'fr')).toBe('rune dorée');
    expect(rageName('kratos', 'fr')).toBe('Fureur de Sparte');
    expect(companionName('mimir:1', 'en')).toBe('Eyes on the Path');
    expect(setName(DEFAULT_CONTENT, 'fr')).toBe('La Première Trame');
    expect(gowName('card:kratos-cleave', 'Axe Cleave', 'en')).toBe('Axe Cleave');
  });
});
