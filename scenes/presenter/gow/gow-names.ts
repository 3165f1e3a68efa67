// The names and texts of a God of War content set in the language shown: the content keeps its English
// (src/engine/gow/content/first-set*.ts), its French and Italian are in src/i18n/gow-content-fr.ts and
// gow-content-it.ts by a stable key (gow-content-fr.ts says which). Without an entry in the language
// shown (another set, a new card) the English is shown.
import { cardById, contentSet, DEFAULT_CONTENT, type GowContent } from '../../../src/engine';
import { getLang, hasMessage, t, type Lang } from '../../../src/i18n';
import { GOW_CONTENT_FR } from '../../../src/i18n/gow-content-fr';
import { GOW_CONTENT_IT } from '../../../src/i18n/gow-content-it';

/** The translated content sets, by language (English is the content's own). */
const TRANSLATED: Partial<Record<Lang, Readonly<Record<string, string>>>> = { fr: GOW_CONTENT_FR, it: GOW_CONTENT_IT };

/** The text under `key` in `lang`: that language's entry when there is one, else `english`. */
export function gowName(key: string, english: string, lang: Lang = getLang()): string {
  return TRANSLATED[lang]?.[key] ?? english;
}

const setOf = (content: string): GowContent | null => contentSet(content);

/** An action card's name ("Axe Cleave" / "Taille à la hache"); an unknown id is shown as itself. */
export function cardName(cardId: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  const set = setOf(content);
  if (!set) return cardId;
  try { return gowName(`card:${cardId}`, cardById(set, cardId).name, lang); } catch { return cardId; }
}

/** An enemy's name: its English name is the engine's own identifier for it (enemyDefeated.name). */
export const enemyName = (name: string, lang: Lang = getLang()): string => gowName(`enemy:${name}`, name, lang);

function faceDef(scenarioId: string, at: string, face: 'front' | 'back', content: string) {
  return setOf(content)?.scenarios.find((s) => s.id === scenarioId)?.cards.find((c) => c.at === at)?.[face] ?? null;
}

/** A Scenario card face's title. */
export function faceTitle(scenarioId: string, at: string, face: 'front' | 'back', lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  const def = faceDef(scenarioId, at, face, content);
  return def ? gowName(`face:${scenarioId}:${at}:${face}`, def.title, lang) : at;
}

/** A Scenario card face's text (null when the face has none). */
export function faceText(scenarioId: string, at: string, face: 'front' | 'back', lang: Lang = getLang(), content = DEFAULT_CONTENT): string | null {
  const def = faceDef(scenarioId, at, face, content);
  return def?.text ? gowName(`face:${scenarioId}:${at}:${face}:text`, def.text, lang) : null;
}

const missionDef = (id: string, content: string) => {
  const set = setOf(content);
  return set ? [...set.missions, ...set.bosses].find((m) => m.id === id) ?? null : null;
};

/** A Mission's or a Boss's name. */
export function missionName(id: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  const def = missionDef(id, content);
  return def ? gowName(`mission:${id}`, def.name, lang) : id;
}

/** A Mission's or a Boss's story line (null when it has none). */
export function missionText(id: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string | null {
  const def = missionDef(id, content);
  return def?.text ? gowName(`mission:${id}:text`, def.text, lang) : null;
}

/** The obstacle a Mission or Boss lays on the one chosen instead of it. */
export function obstacleText(id: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  const def = missionDef(id, content);
  return def ? gowName(`obstacle:${id}`, def.obstacle.text, lang) : id;
}

/** A Scenario's name. */
export function scenarioName(id: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  const def = setOf(content)?.scenarios.find((s) => s.id === id);
  return def ? gowName(`scenario:${id}`, def.name, lang) : id;
}

/** A hero's name (gow.hero.<id>; a hero of another set: its content name). */
export function heroName(id: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  if (hasMessage(`gow.hero.${id}`)) return t(`gow.hero.${id}`, {}, lang);
  return setOf(content)?.heroes.find((h) => h.id === id)?.name ?? id;
}

/** A figure's name (Brok and Sindri are two figures of one hero). */
export function figureName(id: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  if (hasMessage(`gow.figure.${id}`)) return t(`gow.figure.${id}`, {}, lang);
  return setOf(content)?.heroes.flatMap((h) => h.figures).find((f) => f.id === id)?.name ?? id;
}

/** A rune's own name in the set ("Kenaz, the Ember"); runeWord says "red rune". */
export function runeName(id: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  const def = setOf(content)?.runes.find((r) => r.id === id);
  return def ? gowName(`rune:${id}`, def.name, lang) : id;
}

/** A rune as the table says it in a sentence: "red rune" / "rune rouge" (gow.rune.<id>). */
export const runeWord = (id: string, lang: Lang = getLang()): string => (hasMessage(`gow.rune.${id}`) ? t(`gow.rune.${id}`, {}, lang) : id);

/** A figure's rage ability. */
export function rageName(figureId: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  const def = setOf(content)?.heroes.flatMap((h) => h.figures).find((f) => f.id === figureId);
  return def ? gowName(`rage:${figureId}`, def.rage.name, lang) : figureId;
}

/** A solo companion's ability, by the engine's key for it ("atreus:0"). */
export function companionName(ability: string, lang: Lang = getLang(), content = DEFAULT_CONTENT): string {
  const [hero, n] = ability.split(':');
  const def = setOf(content)?.solo?.companions.find((c) => c.hero === hero)?.abilities[Number(n)];
  return def ? gowName(`companion:${hero}:${n}`, def.name, lang) : ability;
}

/** The content set's name ("The First Weave"). */
export function setName(content = DEFAULT_CONTENT, lang: Lang = getLang()): string {
  const def = setOf(content);
  return def ? gowName(`set:${content}`, def.name, lang) : content;
}
