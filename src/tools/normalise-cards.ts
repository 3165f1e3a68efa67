// Normalises ../shared/reference (cards-fr.json, card-copies.json) into src/cards/card-data.json.
// Run with `npm run cards:normalise`. The reference effect text is read only to note which trigger
// keywords a card carries; it is never copied into our data (player texts are our own).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardType, CardClass, CardKind, Rank, CardSet, CopyZone, HeroName, Trigger } from '../cards/types';

const here = path.dirname(fileURLToPath(import.meta.url));
export const referenceDir = path.resolve(here, '../../../shared/reference');
const outFile = path.resolve(here, '../cards/card-data.json');

interface RawCard {
  id: number; nom: string; classe: string; rang: string;
  'cout force': number | ''; 'cout cosmos': number | ''; force: number | ''; vie: number | '';
  cosmos: number | ''; points: number | string; objet: string; effets: string;
}
interface RawCopy { id: number; copies: number; zone: string }

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));

const RANKS: Record<string, Rank | null> = {
  'Très Commun': 'veryCommon', Commun: 'common', 'Peu Commun': 'uncommon', Rare: 'rare', 'Très Rare': 'veryRare', '': null,
};

// Class phrases as printed, longest first so that "Héros Transcendé" wins over "Héros".
const CLASS_PHRASES: [string, CardClass][] = [
  ['Héros Transcendé', 'transcendedHero'], ['Héros', 'hero'],
  ['Chevalier de Bronze', 'bronzeSaint'], ["Chevalier d'Argent", 'silverSaint'], ["Chevalier d'Or", 'goldSaint'],
  ['Chevalier Noir', 'blackSaint'], ["Chevalier d'Acier", 'steelSaint'], ['Chevalier Fantôme', 'ghostSaint'],
  ['Chevalier sans constellation', 'unconstellatedSaint'],
  ["Armure d'Or", 'goldArmor'], ['Armure de Bronze', 'bronzeArmor'], ['Armure', 'armor'],
  ['Guerrier Divin', 'godWarrior'], ['Guerrier', 'warrior'], ['Garde', 'guard'],
  ['Général Marina', 'marinaGeneral'], ['Marina', 'marina'],
  ['Relique', 'relic'], ['Pilier', 'pillar'], ['Epopée', 'epic'],
];

function classesOf(printed: string): CardClass[] {
  if (!printed) return [];
  return printed.split(' - ').map((part) => {
    const hit = CLASS_PHRASES.find(([phrase]) => part.trim() === phrase);
    if (!hit) throw new Error(`unknown class "${part}"`);
    return hit[1];
  });
}

function kindOf(classes: CardClass[]): CardKind {
  if (classes.includes('epic')) return 'epic';
  if (classes.includes('pillar')) return 'pillar';
  if (classes.includes('relic')) return 'relic';
  if (classes.some((c) => c === 'armor' || c === 'goldArmor' || c === 'bronzeArmor')) return 'armor';
  return 'character';
}

const SETS: [number, number, CardSet][] = [[1, 999, 'base'], [1001, 1999, 'asgard'], [2001, 2899, 'poseidon'], [2901, 2999, 'epic'], [9001, 9999, 'promo']];
const setOf = (id: number): CardSet => SETS.find(([lo, hi]) => id >= lo && id <= hi)![2];

function zoneOf(raw: string): CopyZone {
  if (raw.startsWith('starting deck')) return 'starter';
  if (raw.startsWith('set aside')) return raw.includes('V2') ? 'v2Armor' : raw.includes('transcended') ? 'transcended' : 'setAside';
  if (raw === 'reserve') return 'reserve';
  if (raw.startsWith('pillar')) return 'pillar';
  if (raw.startsWith('epic')) return 'epic';
  if (raw.startsWith('promo')) return 'promo';
  throw new Error(`unknown copy zone "${raw}"`);
}

const HERO_NAMES: HeroName[] = ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'];
function heroNameOf(name: string): HeroName | null {
  const first = name.split(' ')[0].toLowerCase().replace('ō', 'o').replace('ū', 'u');
  return HERO_NAMES.find((h) => h === first) ?? null;
}

/** A Bronze armor belongs to the hero of its constellation: it upgrades that hero's cards. */
const ARMOR_CONSTELLATIONS: [string, HeroName][] = [['Pégase', 'seiya'], ['Dragon', 'shiryu'], ['Cygne', 'hyoga'], ['Andromède', 'shun'], ['Phoenix', 'ikki']];
const armorForOf = (name: string, classes: CardClass[]): HeroName | null =>
  classes.includes('bronzeArmor') ? ARMOR_CONSTELLATIONS.find(([c]) => name.endsWith(c))?.[1] ?? null : null;

const TRIGGER_WORDS: [RegExp, Trigger][] = [
  [/^Mise en jeu\s*-/, 'play'], [/^Défausser\s*-/, 'discard'], [/^Blesser\s*-/, 'wound'], [/^Détruire\s*-/, 'destroy'],
  [/^Geler\s*-/, 'freeze'], [/^Vaincu\s*-/, 'defeated'], [/^Arrivée\s*-/, 'arrival'], [/^Sortie\s*-/, 'exit'],
  [/^Marqué\s*-/, 'marked'], [/^Fin d'épopée\s*-/, 'epicEnd'], [/^Fin de partie\s*-/, 'gameEnd'],
];

function triggersOf(raw: RawCard): Trigger[] {
  if (raw.id >= 1 && raw.id <= 5) return []; // "upgrade with your Bronze armor" is a reminder, not an effect
  const found: Trigger[] = [];
  for (const line of raw.effets.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const hit = TRIGGER_WORDS.find(([re]) => re.test(line));
    const trigger = hit ? hit[1] : 'static';
    if (!found.includes(trigger)) found.push(trigger);
  }
  return found;
}

const num = (v: number | '' | string): number | null => (v === '' ? null : Number(v));

export function normalise(raws: RawCard[], copies: RawCopy[]): CardType[] {
  return raws.map((raw) => {
    const copy = copies.find((c) => c.id === raw.id);
    if (!copy) throw new Error(`no copy count for card ${raw.id}`);
    const classes = classesOf(raw.classe);
    const hourglass = /^Sablier (\d+)/.exec(raw.objet);
    const card: CardType = {
      id: raw.id,
      set: setOf(raw.id),
      name: raw.nom,
      kind: kindOf(classes),
      rank: RANKS[raw.rang] ?? null,
      classes,
      heroName: heroNameOf(raw.nom),
      armorFor: armorForOf(raw.nom, classes),
      cost: { force: num(raw['cout force']), cosmos: num(raw['cout cosmos']) },
      force: num(raw.force) ?? 0,
      cosmos: num(raw.cosmos) ?? 0,
      heal: num(raw.vie) ?? 0,
      vp: typeof raw.points === 'number' ? raw.points : raw.points === '' ? 0 : null,
      icon: raw.objet === 'Flamme' ? 'flame' : raw.objet === 'Saphir' ? 'sapphire' : null,
      hourglass: hourglass ? Number(hourglass[1]) : null,
      copies: copy.copies,
      zone: zoneOf(copy.zone),
      triggers: triggersOf(raw),
    };
    return card;
  });
}

/** One card a line: readable diffs, stable output for the freshness test. */
export const formatCardData = (cards: CardType[]) => `[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`;

export function loadReference(): { raws: RawCard[]; copies: RawCopy[] } {
  return {
    raws: readJson(path.join(referenceDir, 'cards-fr.json')),
    copies: readJson(path.join(referenceDir, 'card-copies.json')).cards,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const raws: RawCard[] = readJson(path.join(referenceDir, 'cards-fr.json'));
  const copies: RawCopy[] = readJson(path.join(referenceDir, 'card-copies.json')).cards;
  const cards = normalise(raws, copies);
  fs.writeFileSync(outFile, formatCardData(cards));
  console.log(`wrote ${cards.length} card types to ${path.relative(process.cwd(), outFile)}`);
}
