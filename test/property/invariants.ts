// Invariants of the rules engine, checked by the property tests after every step of a random game.
// checkInvariants(state) returns the list of violations (empty when the state is sound); each entry
// is a sentence that names what is wrong, so that a failing walk says why.
import { CLOCK_FLAMES, FIELD_SIZE, locate, rules, type GameEvent, type GameState, type Seat, type Uid } from '../../src/engine';
import { CARD_TYPES } from '../../src/cards';

export interface InvariantOptions {
  /**
   * Which listed actions to try with rules('classic').apply(): 'pending' (the default) tries every listed answer of a
   * pending decision; 'all' tries every listed action of the seat that must act; 'none' tries none.
   */
  applyListed?: 'pending' | 'all' | 'none';
}

const PLAYER_LISTS = ['deck', 'hand', 'discard', 'destroyed', 'marked', 'setAside', 'relics', 'pillars'] as const;

/** Every place a card can be, with the uids it holds (players' zones first, then the table). */
export function zonesOf(state: GameState): { name: string; uids: unknown[] }[] {
  const zones: { name: string; uids: unknown[] }[] = [];
  for (const [seat, p] of (state.players ?? []).entries()) {
    for (const list of PLAYER_LISTS) zones.push({ name: `players[${seat}].${list}`, uids: Array.isArray(p[list]) ? p[list] : [] });
    zones.push({ name: `players[${seat}].armor`, uids: p.armor === null ? [] : [p.armor] });
  }
  zones.push({ name: 'play', uids: (state.play ?? []).map((c) => c.uid) });
  zones.push({ name: 'reserve', uids: state.reserve ?? [] });
  zones.push({ name: 'field', uids: (state.field ?? []).filter((u) => u !== null) });
  zones.push({ name: 'fieldDiscard', uids: state.fieldDiscard ?? [] });
  if (state.expansion) {
    zones.push({ name: 'expansion.pillarsAside', uids: state.expansion.pillarsAside ?? [] });
    zones.push({ name: 'expansion.pillarsInPlay', uids: state.expansion.pillarsInPlay ?? [] });
  }
  for (const [relic, uids] of Object.entries(state.under ?? {})) zones.push({ name: `under[${relic}]`, uids }); // Urne d'Athéna
  if (state.epic) {
    zones.push({ name: 'epic.deck', uids: state.epic.deck ?? [] });
    zones.push({ name: 'epic.current', uids: state.epic.current === null ? [] : [state.epic.current] });
    zones.push({ name: 'epic.done', uids: state.epic.done ?? [] });
  }
  return zones;
}

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

const show = (x: unknown) => (Object.is(x, -0) ? '-0' : String(x));

/** Object.is on leaves, same own keys (an undefined-valued key counts): the first difference's path. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${path}: ${show(a)} (${typeof a}) vs ${show(b)} (${typeof b})`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (const k of ka) if (!(k in b)) return `${path}.${k}: present (${show((a as Record<string, unknown>)[k])}) vs absent`;
  for (const k of kb) if (!(k in a)) return `${path}.${k}: absent vs present (${show((b as Record<string, unknown>)[k])})`;
  for (const k of ka) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

export function checkInvariants(state: GameState, options: InvariantOptions = {}): string[] {
  const v: string[] = [];
  const n = Array.isArray(state.players) ? state.players.length : 0;
  const isSeat = (s: unknown) => isInt(s) && s >= 0 && s < n;

  // ——— conservation: every uid in exactly one zone ———
  const total = Array.isArray(state.cards) ? state.cards.length : 0;
  if (!Array.isArray(state.cards) || total === 0) v.push('state.cards is empty or missing');
  for (const [uid, type] of (state.cards ?? []).entries()) {
    if (!CARD_TYPES.has(type)) v.push(`card ${uid} has unknown type ${type}`);
  }
  const where = new Map<number, string[]>();
  for (const zone of zonesOf(state)) {
    for (const uid of zone.uids) {
      if (!isInt(uid) || uid < 0 || uid >= total) {
        v.push(`${zone.name} holds ${JSON.stringify(uid)}, which is not a card uid (0..${total - 1})`);
        continue;
      }
      if (!where.has(uid)) where.set(uid, []);
      where.get(uid)!.push(zone.name);
    }
  }
  for (let uid = 0; uid < total; uid++) {
    const zones = where.get(uid);
    if (!zones) v.push(`card ${uid} is lost: it is in no zone`);
    else if (zones.length > 1) v.push(`card ${uid} is in ${zones.length} places: ${zones.join(', ')}`);
  }

  // ——— counters in range ———
  if (n < 2 || n > 5) v.push(`${n} players: a classic game has 2 to 5`);
  for (const [i, p] of (state.players ?? []).entries()) if (p.seat !== i) v.push(`players[${i}].seat is ${p.seat}`);
  if (!isInt(state.clock) || state.clock < 0 || state.clock > CLOCK_FLAMES) v.push(`clock ${state.clock} is outside 0..${CLOCK_FLAMES}`);
  if (state.clock === 0 && !state.finalRound) v.push('the clock is at 0 but finalRound is not set');
  if (!Array.isArray(state.field) || state.field.length !== FIELD_SIZE) v.push(`the field has ${state.field?.length} slots, not ${FIELD_SIZE}`);
  if (!isSeat(state.active)) v.push(`active seat ${state.active} is not a seat`);
  if (!isSeat(state.firstSeat)) v.push(`firstSeat ${state.firstSeat} is not a seat`);
  if (!isInt(state.turn) || state.turn < 1) v.push(`turn ${state.turn} is not ≥ 1`);
  if (state.phase !== 'main' && state.phase !== 'gameOver') v.push(`unknown phase ${String(state.phase)}`);
  if (!isInt(state.nextDecisionId) || state.nextDecisionId < 1) v.push(`nextDecisionId ${state.nextDecisionId} is not ≥ 1`);
  for (const c of state.play ?? []) {
    if (!isSeat(c.seat)) v.push(`played card ${c.uid} has seat ${c.seat}`);
    const faced = [...(state.field ?? []), ...(state.expansion?.pillarsInPlay ?? [])];
    const offered = (state.targets ?? []).filter((t) => !t.seats || t.seats.includes(c.seat)).map((t) => t.uid);
    if (c.facing !== null && !faced.includes(c.facing) && !offered.includes(c.facing)) {
      v.push(`played card ${c.uid} faces ${c.facing}, which is neither on the field nor a revealed pillar (nor a target offered to seat ${c.seat})`);
    }
  }
  // ——— extra targets (op offerTarget) and cards under relics (Urne d'Athéna): only when there are some ———
  if (state.targets !== undefined) {
    if (!Array.isArray(state.targets) || state.targets.length === 0) v.push('state.targets is present but empty or not a list');
    const uids = (state.targets ?? []).map((t) => t.uid);
    if (new Set(uids).size !== uids.length) v.push('a card is offered twice as a target');
    for (const t of state.targets ?? []) {
      if (!isInt(t.uid) || t.uid < 0 || t.uid >= total) { v.push(`target ${JSON.stringify(t)} names no card`); continue; }
      if (t.to !== 'discard' && t.to !== 'hand') v.push(`target ${t.uid} goes to ${String(t.to)}`);
      if ((state.field ?? []).includes(t.uid)) v.push(`target ${t.uid} is a field card`);
      if ((t.seats ?? []).some((s) => !isSeat(s))) v.push(`target ${t.uid} is offered to a non-seat`);
    }
  }
  if (state.under !== undefined) {
    for (const [relic, uids] of Object.entries(state.under)) {
      if (!Array.isArray(uids) || uids.length === 0) v.push(`under[${relic}] is empty`);
      if (!(state.players ?? []).some((p) => (p.relics ?? []).includes(Number(relic)))) v.push(`cards lie under ${relic}, which is no relic in play`);
    }
    if (Object.keys(state.under).length === 0) v.push('state.under is present but empty');
  }
  for (const m of state.modifiers ?? []) {
    if (!isInt(m.uid) || !isInt(m.force) || !isInt(m.cosmos)) v.push(`modifier ${JSON.stringify(m)} is not whole numbers`);
  }

  // ——— markers (docs/expansions.md): a wound or a freeze only on a card of a marked area; every card
  // of a marked area carries a marker; VP tokens are ±1; counters of tokens in range ———
  const markedArea = new Set((state.players ?? []).flatMap((p) => p.marked ?? []));
  for (const [key, m] of Object.entries(state.markers ?? {})) {
    const uid = Number(key);
    if (!isInt(uid) || uid < 0 || uid >= total) { v.push(`markers names ${key}, which is not a card uid`); continue; }
    if (!m.wound && !m.freeze && !m.vp?.length) v.push(`card ${uid} has an empty markers entry`);
    if ((m.wound || m.freeze) && !markedArea.has(uid)) v.push(`card ${uid} carries a wound or a freeze outside a marked area`);
    if (m.wound !== undefined && m.wound !== true) v.push(`card ${uid} has wound ${String(m.wound)}`);
    if (m.freeze !== undefined && m.freeze !== 1 && m.freeze !== 2) v.push(`card ${uid} has freeze ${String(m.freeze)}`);
    if (m.vp && m.vp.some((t) => t !== 1 && t !== -1)) v.push(`card ${uid} carries VP tokens ${JSON.stringify(m.vp)}`);
  }
  for (const uid of markedArea) {
    const m = state.markers?.[uid];
    if (!m || (!m.wound && !m.freeze && !m.vp?.length)) v.push(`card ${uid} is in a marked area without a marker`);
  }
  for (const [i, p] of (state.players ?? []).entries()) {
    if (!Array.isArray(p.vpTokens) || p.vpTokens.some((t) => t !== 1 && t !== -1)) v.push(`players[${i}].vpTokens is ${JSON.stringify(p.vpTokens)}`);
    if (!isInt(p.libra) || p.libra < 0) v.push(`players[${i}].libra is ${p.libra}`);
    if (!isInt(p.energy) || p.energy < 0) v.push(`players[${i}].energy is ${p.energy}`);
    for (const uid of [...(p.hand ?? []), ...(p.deck ?? [])]) if (state.markers?.[uid]) v.push(`card ${uid} in a hand or deck carries markers`);
  }
  // Libra weapons are conserved: 6 with Poseidon, between the supply and the players.
  if (state.expansion) {
    const x = state.expansion;
    const held = (state.players ?? []).reduce((n, p) => n + (p.libra ?? 0), 0);
    const poseidon = state.setup?.sets?.includes('poseidon');
    if (!isInt(x.libra) || x.libra < 0) v.push(`expansion.libra is ${x.libra}`);
    if (poseidon && x.libra + held !== 6) v.push(`${x.libra} Libra weapons in the supply and ${held} held: not 6`);
    if (!isInt(x.sapphires) || x.sapphires < 0) v.push(`expansion.sapphires is ${x.sapphires}`);
  } else if ((state.players ?? []).some((p) => p.libra) ) v.push('a player holds Libra weapons in a game without Poseidon');
  if (state.epic) {
    const e = state.epic;
    if (!isInt(e.hourglasses) || e.hourglasses < 0) v.push(`epic.hourglasses is ${e.hourglasses}`);
    if (e.current !== null && e.hourglasses >= (CARD_TYPES.get(state.cards[e.current])?.hourglass ?? 99)) {
      v.push(`the current Epic has ${e.hourglasses} hourglasses: it should have ended`);
    }
    if (e.current === null && e.deck.length > 0) v.push('no current Epic but the Epic deck is not empty');
  }
  if (!Array.isArray(state.used)) v.push('state.used is not a list');

  // ——— JSON round trip ———
  try {
    const diff = firstDifference(state, JSON.parse(JSON.stringify(state)));
    if (diff) v.push(`the state does not round-trip through JSON: ${diff}`);
  } catch (e) {
    v.push(`the state cannot be written as JSON: ${(e as Error).message}`);
  }

  if (v.length) return v; // the checks below call the engine, which assumes a sound state

  // ——— who may act ———
  const seats = state.players.map((p) => p.seat);
  const pending = state.pending;
  if (state.phase === 'gameOver') {
    if (!state.result) v.push('the game is over but result is not set');
    if (pending) v.push('the game is over but a decision is pending');
    if (state.stack.length) v.push(`the game is over but ${state.stack.length} effect frame(s) are left on the stack`);
    for (const s of seats) if (rules('classic').legal(state, s).length) v.push(`the game is over but seat ${s} has legal actions`);
    return v;
  }
  if (state.result) v.push('result is set but the game is not over');
  if (pending) {
    if (!isSeat(pending.seat)) v.push(`the pending decision is for seat ${pending.seat}`);
    if (!(pending.id < state.nextDecisionId)) v.push(`pending decision id ${pending.id} is not below nextDecisionId ${state.nextDecisionId}`);
    if (!(pending.min <= pending.max)) v.push(`pending decision has min ${pending.min} > max ${pending.max}`);
    if (new Set(pending.options).size !== pending.options.length) v.push('pending decision lists an option twice');
    if (state.stack.length === 0) v.push('a decision is pending but no effect waits for its answer');
    if (pending.kind === 'cards' && pending.options.some((u) => !isInt(u) || u < 0 || u >= total)) v.push('pending decision offers a non-card');
    if (pending.kind === 'seat' && pending.options.some((s) => !isSeat(s))) v.push('pending decision offers a non-seat');
    if (pending.kind === 'yesNo' && firstDifference(pending.options, [1, 0])) v.push('a yes/no decision does not offer [1, 0]');
  } else if (state.stack.length) {
    v.push(`no decision is pending but ${state.stack.length} effect frame(s) are left on the stack`);
  }
  const actor: Seat = pending && isSeat(pending.seat) ? pending.seat : state.active;
  for (const s of seats) {
    if (s !== actor && rules('classic').legal(state, s).length) v.push(`seat ${s} has legal actions while seat ${actor} must act`);
  }
  if (v.length) return v;
  const listed = rules('classic').legal(state, actor);
  if (pending) {
    if (listed.length === 0) v.push(`the pending decision ${pending.id} (${pending.prompt}) has no legal answer`);
  } else if (!listed.some((a) => a.type === 'endTurn')) {
    v.push(`the active seat ${actor} cannot end its turn`);
  }
  const tryAll = options.applyListed ?? 'pending';
  if (tryAll === 'all' || (tryAll === 'pending' && pending)) {
    for (const action of listed) {
      const r = rules('classic').apply(state, action);
      if (!r.ok) v.push(`listed action ${JSON.stringify(action)} is refused: ${r.error.code} ${r.error.message}`);
    }
  }
  return v;
}

/** The uids a seat must not see: other seats' hands, every deck, the reserve, the face-down Epics
 *  and the pillars not yet revealed. */
export function hiddenFrom(state: GameState, viewer: Seat | 'audience'): Set<Uid> {
  const hidden = new Set<Uid>([...state.reserve, ...(state.epic?.deck ?? []), ...(state.expansion?.pillarsAside ?? [])]);
  for (const p of state.players) {
    for (const uid of p.deck) hidden.add(uid);
    if (p.seat !== viewer) for (const uid of p.hand) hidden.add(uid);
  }
  return hidden;
}

/**
 * What rules('classic').view(state, viewer) must hide: no uid of another seat's hand, of any deck or of the reserve
 * (except among the options, revealed cards and source of the viewer's own pending decision), and no key that would give
 * away an order or the shuffles to come.
 */
export function checkView(state: GameState, viewer: Seat | 'audience'): string[] {
  const v: string[] = [];
  const hidden = hiddenFrom(state, viewer);
  const json = JSON.stringify(rules('classic').view(state, viewer));
  const seen = JSON.parse(json) as Record<string, unknown>;
  const allowed = new Set<Uid>();
  const pending = seen.pending as Record<string, unknown> | null;
  if (pending && 'options' in pending && pending.seat === viewer) {
    if (pending.kind === 'cards') for (const uid of pending.options as Uid[]) allowed.add(uid);
    for (const uid of (pending.reveal as Uid[] | undefined) ?? []) allowed.add(uid); // shown to the deciding seat only
    // The card whose effect asks was public when the effect began; it may since have been shuffled
    // into a deck (Armure du Cancer: discarded to pay, then reshuffled by its own draw).
    if (typeof pending.source === 'number') allowed.add(pending.source);
  }
  const walk = (node: unknown, path: string, inOwnOptions: boolean) => {
    if (Array.isArray(node)) { node.forEach((x, i) => walk(x, `${path}[${i}]`, inOwnOptions)); return; }
    if (node === null || typeof node !== 'object') return;
    for (const [k, x] of Object.entries(node)) {
      const here = `${path}.${k}`;
      if (['deck', 'reserve', 'rng', 'seed', 'stack', 'cards', 'pillarsAside'].includes(k)) v.push(`view for ${viewer} has a "${k}" key at ${here}`);
      const own = inOwnOptions || (path === '$.pending' && ['options', 'optionCards', 'reveal', 'revealCards', 'source'].includes(k));
      const isUidKey = k === 'uid' || k === 'facing' || k === 'source' || (path === '$.pending' && k === 'reveal') ||
        (path === '$.pending' && k === 'options' && pending?.kind === 'cards');
      if (isUidKey) {
        const uids = Array.isArray(x) ? x : [x];
        for (const uid of uids) {
          if (typeof uid === 'number' && hidden.has(uid) && !(own && allowed.has(uid))) v.push(`view for ${viewer} shows hidden card ${uid} at ${here}`);
        }
      }
      walk(x, here, own);
    }
  };
  walk(seen, '$', false);
  return v;
}

const zoneKey = (z: { zone: string; seat?: number; slot?: number } | null) =>
  z === null ? 'nowhere' : z.zone === 'field' ? `field[${z.slot}]` : z.seat !== undefined ? `${z.zone}:${z.seat}` : z.zone;

/**
 * The events of one rules('classic').apply() are a faithful record of the step (the table animates from them): each
 * card moves from where it was to where it ends, the flames counted down match the clock, and a turn
 * that begins begins clean (nothing in play, the field refilled).
 */
export function checkEvents(before: GameState, events: GameEvent[], after: GameState): string[] {
  const v: string[] = [];
  const at = new Map<Uid, string>();
  for (let uid = 0; uid < before.cards.length; uid++) at.set(uid, zoneKey(locate(before, uid)));
  let clock = before.clock;
  for (const [i, e] of events.entries()) {
    if (e.type === 'cardMoved') {
      if (at.get(e.uid) !== zoneKey(e.from)) v.push(`event ${i}: card ${e.uid} moves from ${zoneKey(e.from)} but was in ${at.get(e.uid)}`);
      if (e.card !== before.cards[e.uid]) v.push(`event ${i}: card ${e.uid} is reported as type ${e.card}, not ${before.cards[e.uid]}`);
      at.set(e.uid, zoneKey(e.to));
    } else if (e.type === 'fieldShifted') {
      for (const m of e.moves) if (at.get(m.uid) !== `field[${m.from}]`) v.push(`event ${i}: card ${m.uid} shifts from slot ${m.from} but was in ${at.get(m.uid)}`);
      for (const m of e.moves) at.set(m.uid, `field[${m.to}]`);
    } else if (e.type === 'flamesRemoved') {
      clock -= e.n;
      if (e.n <= 0 || e.left !== clock) v.push(`event ${i}: ${e.n} flame(s) removed leaving ${e.left}, but the count gives ${clock}`);
    }
  }
  for (let uid = 0; uid < after.cards.length; uid++) {
    const actual = zoneKey(locate(after, uid));
    if (at.get(uid) !== actual) v.push(`card ${uid} is in ${actual} but the events put it in ${at.get(uid)}`);
  }
  if (clock !== after.clock) v.push(`the events count the clock down to ${clock}, the state says ${after.clock}`);
  if (events.some((e) => e.type === 'turnStarted') && after.phase === 'main' && !after.pending) {
    // (Not the hand size: an Arrival revealed after the draw may make players discard.)
    if (after.play.length) v.push(`turn ${after.turn} begins with ${after.play.length} card(s) in play`);
    if (after.field.includes(null) && after.reserve.length) v.push(`turn ${after.turn} begins with a gap on the field and ${after.reserve.length} card(s) in the reserve`);
  }
  return v;
}
