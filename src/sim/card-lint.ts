// The card lint (DESIGN "Cards"): every script is checked against the catalogue and the engine before
// any game runs. Card ids named in filters must exist, enumerated values must be known, named
// handlers must be registered, every variable must be bound by an earlier op of the same effect
// (choose / chooseSeat / let / draw … as), "each" only makes sense inside a forEach (or a seat
// choice's `having`), "fighters" only in a Vaincu; and every trigger keyword of a card's printed text
// must have a script part that answers it (card-coverage.ts); a card that scores by a rule needs the
// bots' guess of its worth (lintVpWorth). Pure functions; the test is test/cards/lint.test.ts.
import type { CardScript, CardType, Cond, Dest, Filter, Num, Op, Sel, Static, Who } from '../cards';
import { missingTriggers } from './card-coverage';
import { EPIC_RULES } from '../cards/dsl';

export interface LintContext {
  /** Every known card type id. */
  cardIds: ReadonlySet<number>;
  /** Registered named handlers, with the variables each reads. */
  handlers: Readonly<Record<string, readonly string[]>>;
}

export interface LintIssue {
  id: number;
  /** Where in the script: "play[2].from.var", "statics[0].when", … */
  at: string;
  message: string;
}

const ZONES = new Set([
  'hand', 'deck', 'discard', 'wounded', 'frozen', 'marked', 'destroyed', 'armor', 'setAside', 'play', 'relics', 'pillars',
  'field', 'fieldDiscard', 'reserve', 'pillarsAside', 'pillarsInPlay', 'epicDeck', 'epic', 'epicsDone',
  'under', // the cards under a player's relics (Urne d'Athéna)
]);
const DEST_ZONES = new Set(['hand', 'discard', 'deckTop', 'wounded', 'destroyed', 'fieldDiscard', 'reserve', 'relics', 'setAside']);
const MARKERS = new Set(['wound', 'freeze', 'vp', 'any']);
const COUNTERS = new Set(['sapphires', 'hourglasses', 'players', 'libraLeft']);
const KINDS = new Set(['character', 'armor', 'relic', 'pillar', 'epic']);
const RANKS = new Set(['veryCommon', 'common', 'uncommon', 'rare', 'veryRare']);
const HEROES = new Set(['seiya', 'shiryu', 'hyoga', 'shun', 'ikki']);
const CLASSES = new Set([
  'hero', 'transcendedHero', 'bronzeSaint', 'silverSaint', 'goldSaint', 'blackSaint', 'steelSaint', 'ghostSaint',
  'unconstellatedSaint', 'goldArmor', 'bronzeArmor', 'armor', 'godWarrior', 'warrior', 'guard', 'marinaGeneral',
  'marina', 'relic', 'pillar', 'epic',
]);

/** What is known at a point of an effect: the variables bound so far, and where the effect runs. */
interface Scope {
  vars: Set<string>;
  /** Inside a forEach (or a seat condition), where "each" names a seat. */
  inEach: boolean;
  /** In a Vaincu, where "fighters" names the cards used against the card. */
  defeated: boolean;
}

export function lintScript(script: CardScript, card: CardType | undefined, ctx: LintContext): LintIssue[] {
  const issues: LintIssue[] = [];
  const id = script.id;
  const bad = (at: string, message: string) => issues.push({ id, at, message });
  if (!card) bad('id', `no card type ${id} in the catalogue`);

  const who = (w: Who | undefined, at: string, s: Scope) => {
    if (w === undefined || w === 'me' || w === 'active') return;
    if (w === 'each') { if (!s.inEach) bad(at, '"each" is used outside a forEach'); return; }
    if (typeof w === 'object' && 'seatVar' in w) { if (!s.vars.has(w.seatVar)) bad(at, `seat variable "${w.seatVar}" is used before it is bound`); return; }
    bad(at, `unknown player reference ${JSON.stringify(w)}`);
  };
  const ids = (list: number[] | undefined, at: string) => {
    for (const t of list ?? []) if (!ctx.cardIds.has(t)) bad(at, `unknown card type ${t}`);
  };
  const filter = (f: Filter | undefined, at: string) => {
    if (!f) return;
    ids(f.typeIds, `${at}.typeIds`);
    ids(f.notTypeIds, `${at}.notTypeIds`);
    for (const k of f.kind ?? []) if (!KINDS.has(k)) bad(`${at}.kind`, `unknown card kind "${k}"`);
    for (const c of f.classes ?? []) if (!CLASSES.has(c)) bad(`${at}.classes`, `unknown class "${c}"`);
    for (const r of f.rank ?? []) if (!RANKS.has(r)) bad(`${at}.rank`, `unknown rank "${r}"`);
    if (f.heroName !== undefined && !HEROES.has(f.heroName)) bad(`${at}.heroName`, `unknown hero "${f.heroName}"`);
    if (f.marker !== undefined && !MARKERS.has(f.marker)) bad(`${at}.marker`, `unknown marker "${f.marker}"`);
    if (f.noMarker !== undefined && !MARKERS.has(f.noMarker)) bad(`${at}.noMarker`, `unknown marker "${f.noMarker}"`);
    (f.not ?? []).forEach((g, i) => filter(g, `${at}.not[${i}]`)); // Garde d'Asgard 1035
    if (f.hasPart !== undefined && !['play', 'arrival', 'exit', 'defeated'].includes(f.hasPart)) bad(`${at}.hasPart`, `unknown script part "${String(f.hasPart)}"`); // Soldat Marina 2024
  };
  const sel = (x: Sel, at: string, s: Scope): void => {
    if (!x || typeof x !== 'object') { bad(at, 'a selector is missing'); return; }
    if ('where' in x && x.where?.rankAmong) sel(x.where.rankAmong, `${at}.where.rankAmong`, s); // Écaille de la Sirène 2031
    if ('var' in x) { if (!s.vars.has(x.var)) bad(`${at}.var`, `variable "${x.var}" is used before it is bound`); filter(x.where, `${at}.where`); return; }
    if ('self' in x) return;
    if ('fighters' in x) { if (!s.defeated) bad(at, '"fighters" only exist in a Vaincu'); filter(x.where, `${at}.where`); return; }
    if ('beside' in x || 'adjacent' in x || 'facers' in x) { filter(x.where, `${at}.where`); return; } // facers: Kassa 2016
    if ('reserveTop' in x) { if (!(x.reserveTop >= 1)) bad(at, 'reserveTop takes at least 1 card'); filter(x.where, `${at}.where`); return; }
    if ('any' in x) { x.any.forEach((part, i) => sel(part, `${at}.any[${i}]`, s)); filter(x.where, `${at}.where`); return; }
    if ('nth' in x) { sel(x.of, `${at}.of`, s); return; }
    if ('reverse' in x) { sel(x.reverse, `${at}.reverse`, s); return; }
    if ('deckTop' in x) { if (!(x.deckTop >= 1)) bad(at, 'deckTop takes at least 1 card'); who(x.of, `${at}.of`, s); filter(x.where, `${at}.where`); return; }
    if ('zone' in x) {
      if (!ZONES.has(x.zone)) bad(`${at}.zone`, `unknown zone "${x.zone}"`);
      if (x.of !== undefined && x.of !== 'opponents' && x.of !== 'others' && x.of !== 'all') who(x.of, `${at}.of`, s);
      filter(x.where, `${at}.where`);
      return;
    }
    bad(at, `unknown selector ${JSON.stringify(x)}`);
  };
  const num = (n: Num | undefined, at: string, s: Scope): void => {
    if (n === undefined || typeof n === 'number') return;
    if ('count' in n) sel(n.count, `${at}.count`, s);
    else if ('distinctNames' in n) sel(n.distinctNames, `${at}.distinctNames`, s);
    else if ('vars' in n) { if (!s.vars.has(n.vars)) bad(`${at}.vars`, `variable "${n.vars}" is used before it is bound`); }
    else if ('neg' in n) num(n.neg, `${at}.neg`, s);
    else if ('sum' in n) n.sum.forEach((x, i) => num(x, `${at}.sum[${i}]`, s));
    else if ('counter' in n) { if (!COUNTERS.has(n.counter)) bad(`${at}.counter`, `unknown counter "${n.counter}"`); }
    else if ('vpTokensOn' in n) sel(n.vpTokensOn, `${at}.vpTokensOn`, s);
    else bad(at, `unknown number ${JSON.stringify(n)}`);
  };
  const cond = (c: Cond, at: string, s: Scope): void => {
    if ('exists' in c) sel(c.exists, `${at}.exists`, s);
    else if ('not' in c) cond(c.not, `${at}.not`, s);
    else if ('all' in c) c.all.forEach((x, i) => cond(x, `${at}.all[${i}]`, s));
    else if ('any' in c) c.any.forEach((x, i) => cond(x, `${at}.any[${i}]`, s));
    else if ('clock' in c || 'facing' in c) return;
    else if ('canAcquire' in c) filter(c.where, `${at}.where`);
    else if ('chosen' in c) { if (!s.vars.has(c.chosen)) bad(`${at}.chosen`, `variable "${c.chosen}" is used before it is bound`); }
    else if ('hourglasses' in c) return;
    else if ('num' in c) num(c.num, `${at}.num`, s);
    else if ('most' in c) sel(c.most, `${at}.most`, { ...s, inEach: true });
    else if ('setIn' in c) { if (c.setIn !== 'asgard' && c.setIn !== 'poseidon') bad(`${at}.setIn`, `unknown set "${String(c.setIn)}"`); }
    else bad(at, `unknown condition ${JSON.stringify(c)}`);
  };
  const dest = (d: Dest, at: string, s: Scope) => {
    if (!DEST_ZONES.has(d.zone)) bad(`${at}.zone`, `unknown destination "${d.zone}"`);
    who(d.of, `${at}.of`, s);
  };
  const ops = (list: Op[], at: string, s: Scope): void => {
    list.forEach((op, i) => {
      const here = `${at}[${i}]`;
      switch (op.op) {
        case 'draw': num(op.n, `${here}.n`, s); who(op.who, `${here}.who`, s); if (op.as) s.vars.add(op.as); return;
        case 'choose':
          sel(op.from, `${here}.from`, s); if (op.reveal) sel(op.reveal, `${here}.reveal`, s); who(op.who, `${here}.who`, s);
          if (op.min < 0 || op.max < op.min) bad(here, `choose ${op.min} to ${op.max} is not a range`);
          s.vars.add(op.as); return;
        case 'chooseSeat':
          who(op.who, `${here}.who`, s);
          if (op.having) cond(op.having, `${here}.having`, { ...s, inEach: true });
          s.vars.add(op.as); return;
        case 'optional': who(op.who, `${here}.who`, s); ops(op.ops, `${here}.ops`, { ...s, vars: new Set(s.vars) }); return;
        case 'move': sel(op.cards, `${here}.cards`, s); dest(op.to, `${here}.to`, s); return;
        case 'wound': case 'freeze': case 'heal': case 'destroy': case 'discard': sel(op.cards, `${here}.cards`, s); return;
        case 'healPoints': sel(op.cards, `${here}.cards`, s); if (!(op.points >= 1)) bad(here, 'heal at least 1 point'); return;
        case 'addVp': sel(op.cards, `${here}.cards`, s); num(op.n, `${here}.n`, s); if (op.value !== 1 && op.value !== -1) bad(here, 'a VP token is +1 or -1'); return;
        case 'removeVp': sel(op.cards, `${here}.cards`, s); num(op.n, `${here}.n`, s); if (op.as) s.vars.add(op.as); return;
        case 'gainVp': num(op.n, `${here}.n`, s); who(op.who, `${here}.who`, s); if (op.value !== 1 && op.value !== -1) bad(here, 'a VP token is +1 or -1'); return;
        case 'gainEnergy': who(op.who, `${here}.who`, s); if (!(op.n >= 1)) bad(here, 'gain at least 1 energy'); return;
        case 'takeLibra': who(op.who, `${here}.who`, s); who(op.from, `${here}.from`, s); return;
        case 'eliminate': who(op.who, `${here}.who`, s); return;
        case 'equip': sel(op.cards, `${here}.cards`, s); who(op.who, `${here}.who`, s); return;
        case 'forEachCard': {
          sel(op.cards, `${here}.cards`, s);
          const inner = { ...s, vars: new Set([...s.vars, op.as]) };
          ops(op.ops, `${here}.ops`, inner);
          return;
        }
        case 'removeFlames': if (!(op.n >= 1)) bad(here, 'remove at least 1 flame'); return;
        case 'refillField': return;
        case 'shuffle': who(op.who, `${here}.who`, s); return;
        case 'if':
          cond(op.cond, `${here}.cond`, s);
          ops(op.then, `${here}.then`, { ...s, vars: new Set(s.vars) });
          if (op.else) ops(op.else, `${here}.else`, { ...s, vars: new Set(s.vars) });
          return;
        case 'forEach': ops(op.ops, `${here}.ops`, { ...s, vars: new Set(s.vars), inEach: true }); return;
        case 'modify': sel(op.cards, `${here}.cards`, s); num(op.force, `${here}.force`, s); num(op.cosmos, `${here}.cosmos`, s); return;
        case 'costMod': sel(op.cards, `${here}.cards`, s); num(op.force, `${here}.force`, s); num(op.cosmos, `${here}.cosmos`, s); return;
        case 'call': {
          const reads = ctx.handlers[op.handler];
          if (!reads) { bad(here, `no handler named "${op.handler}" is registered`); return; }
          for (const v of reads) if (!s.vars.has(v)) bad(here, `handler "${op.handler}" reads "${v}", which no earlier op binds`);
          return;
        }
        case 'let': sel(op.cards, `${here}.cards`, s); s.vars.add(op.as); return;
        case 'swap': sel(op.a, `${here}.a`, s); sel(op.b, `${here}.b`, s); return;
        case 'commit': sel(op.cards, `${here}.cards`, s); return;
        case 'turnBonus': return;
        case 'grant': sel(op.cards, `${here}.cards`, s); return;
        case 'chooseRandom': sel(op.from, `${here}.from`, s); num(op.n, `${here}.n`, s); s.vars.add(op.as); return; // Robes Divines Delta, Epsilon
        case 'playCard': sel(op.cards, `${here}.cards`, s); if (op.as) s.vars.add(op.as); return; // Robes Divines Gamma, Delta
        case 'offerTarget': // Urne d'Athéna, Écaille du Dragon des Mers, Krishna, Anneau des Nibelungen
          sel(op.cards, `${here}.cards`, s); num(op.force, `${here}.force`, s); num(op.cosmos, `${here}.cosmos`, s); who(op.who, `${here}.who`, s);
          if (op.to !== 'discard' && op.to !== 'hand') bad(`${here}.to`, `unknown destination "${String(op.to)}"`);
          return;
        case 'applyEffect': // Écaille des Lyumnades, Soldat Marina 2024
          sel(op.cards, `${here}.cards`, s);
          if (!['play', 'arrival', 'exit', 'defeated'].includes(op.part)) bad(`${here}.part`, `unknown script part "${String(op.part)}"`);
          return;
        default: bad(here, `unknown op ${JSON.stringify((op as { op?: unknown }).op)}`);
      }
    });
  };
  const statics = (list: Static[]) => list.forEach((st, i) => {
    const at = `statics[${i}]`;
    const s: Scope = { vars: new Set(), inEach: false, defeated: false };
    switch (st.on) {
      case 'self': case 'beside':
        filter(st.where, `${at}.where`); if (st.when) cond(st.when, `${at}.when`, s);
        num(st.force, `${at}.force`, s); num(st.cosmos, `${at}.cosmos`, s); return;
      case 'cost': filter(st.facedBy, `${at}.facedBy`); num(st.force, `${at}.force`, s); num(st.cosmos, `${at}.cosmos`, s); return;
      case 'altCost': filter(st.facedBy, `${at}.facedBy`); return;
      case 'field':
        if ('forbid' in st) { if (st.forbid !== 'heal' && st.forbid !== 'acquire') bad(at, `unknown field rule "${String((st as { forbid: unknown }).forbid)}"`); if ('where' in st) filter(st.where, `${at}.where`); }
        else if ('forbidFacing' in st) { filter(st.forbidFacing, `${at}.forbidFacing`); filter(st.faced, `${at}.faced`); } // Thétis 2020, Soldat Marina 2025
        else if ('faceToll' in st) { filter(st.faceToll.where, `${at}.faceToll.where`); if (!(st.faceToll.discard >= 1)) bad(at, 'a toll discards at least 1 card'); } // Soldat Marina 2021
        else if (!('fight' in st)) bad(at, 'a field rule forbids something or sets a fight condition');
        else if (st.fight.woundForForce) filter(st.fight.woundForForce.where, `${at}.fight.woundForForce.where`); // Bian 2019
        return;
      case 'faced': filter(st.where, `${at}.where`); num(st.force, `${at}.force`, s); num(st.cosmos, `${at}.cosmos`, s); return;
      case 'shield': filter(st.where, `${at}.where`); return;
      case 'facers': filter(st.where, `${at}.where`); num(st.force, `${at}.force`, s); num(st.cosmos, `${at}.cosmos`, s); return;
      case 'costs':
        filter(st.where, `${at}.where`); if (st.when) cond(st.when, `${at}.when`, s);
        filter(st.nextTo, `${at}.nextTo`); // Garde d'Asgard 1033
        num(st.force, `${at}.force`, s); num(st.cosmos, `${at}.cosmos`, s); return;
      case 'values': filter(st.where, `${at}.where`); if (st.when) cond(st.when, `${at}.when`, s); return;
      case 'usedInstead': filter(st.where, `${at}.where`); return;
      case 'returnsAside': return;
      case 'epicRule': if (!(EPIC_RULES as readonly string[]).includes(st.rule)) bad(at, `unknown Epic rule "${String(st.rule)}"`); return; // Epics 2911–2916
      case 'holder': if (st.forbid !== 'equip') bad(at, `unknown holder rule "${String((st as { forbid: unknown }).forbid)}"`); return; // Anneau des Nibelungen 1011
      case 'facedRoute': filter(st.where, `${at}.where`); return; // Athéna 1013
      case 'unreducible': return; // Sorento 2014
      case 'forceCostAsCosmos': filter(st.where, `${at}.where`); return; // Soldat Marina 2023
      case 'othersExit': ops(st.ops, `${at}.ops`, s); return; // Soldat Marina 2024
      case 'carriesUnder': return; // Urne d'Athéna 2028
      default: bad(at, `unknown static ${JSON.stringify((st as { on?: unknown }).on)}`);
    }
  });

  const fresh = (defeated = false): Scope => ({ vars: new Set(), inEach: false, defeated });
  statics(script.statics ?? []);
  if (script.play) ops(script.play, 'play', fresh());
  if (script.activate) {
    if (!['discard', 'wound', 'destroy', 'freeze'].includes(script.activate.cost)) bad('activate.cost', `unknown activation cost "${script.activate.cost}"`);
    ops(script.activate.ops, 'activate.ops', fresh());
  }
  if (script.defeated) ops(script.defeated, 'defeated', fresh(true));
  if (script.arrival) ops(script.arrival, 'arrival', fresh());
  for (const part of ['exit', 'marked', 'epicEnd', 'gameEnd', 'turnStart', 'turnEnd'] as const) {
    if (script[part]) ops(script[part]!, part, fresh());
  }
  (script.actions ?? []).forEach((a, i) => {
    if (a.when) cond(a.when, `actions[${i}].when`, fresh());
    if (typeof a.label !== 'string' || !a.label) bad(`actions[${i}].label`, 'a turn action needs a label');
    ops(a.ops, `actions[${i}].ops`, fresh());
  });
  (script.whenever ?? []).forEach((w, i) => {
    if (!['field', 'discard', 'fieldDiscard', 'hand', 'marked', 'epic'].includes(w.to)) bad(`whenever[${i}].to`, `unknown zone "${w.to}"`);
    filter(w.where, `whenever[${i}].where`);
    ops(w.ops, `whenever[${i}].ops`, { vars: new Set(['it']), inEach: false, defeated: false });
  });
  if (card && card.kind !== 'epic' && (script.epicEnd || script.gameEnd || script.turnStart || script.turnEnd || script.whenever)) {
    bad('id', 'only Epics have end-of-Epic, end-of-game, turn and whenever hooks');
  }
  if (card && card.kind !== 'epic' && card.kind !== 'relic' && script.actions) bad('actions', 'only Epics and relics have turn actions');
  if (card) for (const t of missingTriggers(card, script)) bad('triggers', `the printed text has "${t}" but no script part answers it`);
  return issues;
}

/**
 * Lints every script, and asks for a script on every card of `requireSets` whose printed text has
 * a trigger keyword.
 */
export function lintCards(cards: ReadonlyMap<number, CardType>, scripts: readonly CardScript[], ctx: LintContext, requireSets: readonly string[] = ['base']): LintIssue[] {
  const issues: LintIssue[] = [];
  const seen = new Set<number>();
  for (const script of scripts) {
    if (seen.has(script.id)) issues.push({ id: script.id, at: 'id', message: 'scripted twice' });
    seen.add(script.id);
    issues.push(...lintScript(script, cards.get(script.id), ctx));
  }
  for (const card of cards.values()) {
    if (!requireSets.includes(card.set) || seen.has(card.id)) continue;
    for (const t of card.triggers) issues.push({ id: card.id, at: 'triggers', message: `the printed text has "${t}" but the card has no script` });
  }
  return issues;
}

/**
 * Every card of the catalogue (every set) that scores by a rule (cards/vp.ts VP_RULES) must have a
 * worth hint for the bots (cards/vp.ts WORTH_HINTS): without one a bot reads its VP as 1 and
 * undervalues it (Hilda 1014 had none). Ids are passed in, so the lint stays free of the bots.
 */
export function lintVpWorth(cards: ReadonlyMap<number, CardType>, vpRuleIds: Iterable<number>, worthIds: ReadonlySet<number>): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const id of vpRuleIds) {
    if (!cards.has(id)) issues.push({ id, at: 'vp', message: `a VP rule for card type ${id}, which is not in the catalogue` });
    else if (!worthIds.has(id)) issues.push({ id, at: 'vp', message: 'scores by a VP rule but has no worth hint for the bots (WORTH_HINTS)' });
  }
  return issues;
}

/** The sets of card types the rules name (cards/sets.ts) and the General → pillar pairing (cards/pillars.ts). */
export interface CardSets {
  generals: readonly number[];
  pillars: readonly number[];
  pillarOfGeneral: Readonly<Record<number, number>>;
}

/**
 * The derived sets hold exactly the cards of their class (Generals: class marinaGeneral; pillars: kind
 * pillar, read apart from the copy zone the set is derived from), none is empty, and the pairing is one
 * to one between the Generals and the pillars: setup puts each General on a pile and its pillar beside it.
 */
export function lintCardSets(cards: ReadonlyMap<number, CardType>, sets: CardSets): LintIssue[] {
  const issues: LintIssue[] = [];
  const bad = (id: number, at: string, message: string) => issues.push({ id, at, message });
  const exactly = (name: string, ids: readonly number[], what: string, test: (card: CardType) => boolean) => {
    if (ids.length === 0) bad(0, name, `the set of ${what} is empty`);
    for (const id of ids) if (!cards.get(id) || !test(cards.get(id)!)) bad(id, name, `is in the set of ${what} but is not one`);
    for (const card of cards.values()) if (test(card) && !ids.includes(card.id)) bad(card.id, name, `is one of the ${what} but not in their set`);
  };
  exactly('generals', sets.generals, 'Mariner Generals', (c) => c.classes.includes('marinaGeneral'));
  exactly('pillars', sets.pillars, 'pillars', (c) => c.kind === 'pillar');
  const pairedPillars = new Map<number, number>();
  for (const [general, pillar] of Object.entries(sets.pillarOfGeneral).map(([g, p]) => [Number(g), p] as const)) {
    if (!sets.generals.includes(general)) bad(general, 'pillarOfGeneral', 'is paired with a pillar but is not a Mariner General');
    if (!sets.pillars.includes(pillar)) bad(general, 'pillarOfGeneral', `is paired with ${pillar}, which is not a pillar`);
    const other = pairedPillars.get(pillar);
    if (other !== undefined) bad(general, 'pillarOfGeneral', `shares pillar ${pillar} with General ${other}`);
    pairedPillars.set(pillar, general);
  }
  for (const general of sets.generals) if (sets.pillarOfGeneral[general] === undefined) bad(general, 'pillarOfGeneral', 'this General protects no pillar');
  for (const pillar of sets.pillars) if (!pairedPillars.has(pillar)) bad(pillar, 'pillarOfGeneral', 'no General protects this pillar');
  return issues;
}
