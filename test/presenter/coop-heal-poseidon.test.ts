// Healing Poseidon's marked cards at the cooperative board (issue 22): his marked cards are drawn in
// his corner, lit when a card in play may heal them; a tap on one opens that healer's choice with it
// picked and Confirm sends the heal (as the Heal button of the card in play does); the chronicle tells
// that it went back onto the Main Breadwinner. Rulings sheet "Soigner" (« les cartes adverses peuvent
// être soignées »); Poseidon rulebook "Poséidon" (« elle rejoint face visible le Main Breadwinner »).
import { afterEach, describe, expect, it } from 'vitest';
import { rules, type CoopAction, type CoopState } from '../../src/engine';
import { markCard } from '../../src/engine/table/markers';
import { poseidonSeat } from '../../src/engine/coop/sides';
import { setLang } from '../../src/i18n';
import { CoopInput } from '../../scenes/presenter/coop/coop-input';
import { buildCoopModel } from '../../scenes/presenter/coop/coop-model';
import { coopLayout, markedSpots } from '../../scenes/presenter/coop/coop-layout';
import { eventsToLog, renderLogLine } from '../../scenes/presenter/log';
import { MIN_TARGET } from '../../scenes/presenter/table-layout';
import { cardOf, coopGame, play, putTop, setHand } from '../coop/helpers';

const SEIYA = 1; // 1 Heal
const ATHENA = 16; // 2 Heal
const GEKI = 84;
const CASSIOS = 86;

/** Seiya (seat 0, the viewer) at pile 0 with the given cards played; Poseidon's Geki is wounded. */
function table(healers: number[] = [SEIYA]): { s: CoopState; geki: number; played: number[] } {
  let s = play(coopGame({ start: [0, 3] }), { type: 'takeTurn', seat: 0 }).state;
  const top = putTop(s, 0, CASSIOS);
  const played = setHand(s, 0, healers);
  s = play(s, ...played.map((card): CoopAction => ({ type: 'play', seat: 0, card, facing: top, effect: false }))).state;
  const geki = cardOf(s, GEKI);
  markCard(s, geki, 'wound', [], poseidonSeat(s));
  return { s, geki, played };
}

function inputFor(s: CoopState): CoopInput {
  const input = new CoopInput();
  input.setModel(buildCoopModel(rules('coop').view(s, 0), rules('coop').legal(s, 0), [false, false], () => null));
  return input;
}

afterEach(() => setLang('en'));

describe('healing Poseidon\'s marked cards at the board', () => {
  it('lights his marked card while a card in play may heal it, and not otherwise', () => {
    const { s, geki } = table();
    expect(inputFor(s).markedTargets()).toEqual([geki]);
    const { s: none } = table([CASSIOS]); // no Heal
    expect(inputFor(none).markedTargets()).toEqual([]);
  });

  it('a tap on his marked card opens the healer\'s choice with it picked; Confirm sends the heal, which the engine accepts', () => {
    const { s, geki, played: [seiya] } = table();
    const input = inputFor(s);
    expect(input.tap({ kind: 'marked', uid: geki }).every((i) => i.kind === 'changed')).toBe(true);
    const chooser = input.chooser()!;
    expect(chooser).toMatchObject({ key: 'ui.healChoose', sourceUid: seiya, kind: 'cards', picks: [geki], canConfirm: true });
    // The choice draws his card as what it is (its type is known though the table model lacks it).
    expect(chooser.optionTypes[chooser.options.indexOf(geki)]).toBe(GEKI);
    const sent = input.tap({ kind: 'button', id: 'confirm' });
    expect(sent).toEqual([{ kind: 'send', action: { type: 'heal', seat: 0, card: seiya, targets: [geki] } }]);
    const r = rules('coop').applyAction(s, (sent[0] as { action: CoopAction }).action);
    expect(r.ok).toBe(true);
  });

  it('with a healer\'s choice already open (its Heal button), a tap on his card picks it, a second unpicks it', () => {
    const { s, geki, played: [, athena] } = table([SEIYA, ATHENA]);
    const input = inputFor(s);
    input.tap({ kind: 'button', id: `heal:${athena}` });
    expect(input.chooser()).toMatchObject({ sourceUid: athena, max: 1, picks: [] });
    input.tap({ kind: 'marked', uid: geki });
    expect(input.chooser()!.picks).toEqual([geki]);
    input.tap({ kind: 'marked', uid: geki });
    expect(input.chooser()!.picks).toEqual([]);
    input.tap({ kind: 'marked', uid: geki });
    expect(input.tap({ kind: 'button', id: 'confirm' })).toEqual([{ kind: 'send', action: { type: 'heal', seat: 0, card: athena, targets: [geki] } }]);
  });

  it('with two healers, a tap heals with the one that has the fewest Heal points', () => {
    const { s, geki, played: [seiya] } = table([ATHENA, SEIYA]);
    const input = inputFor(s);
    input.tap({ kind: 'marked', uid: geki });
    expect(input.chooser()!.sourceUid).toBe(seiya);
  });

  it('a tap with nothing to heal it looks at the card', () => {
    const { s, geki } = table([CASSIOS]);
    expect(inputFor(s).tap({ kind: 'marked', uid: geki })).toEqual([{ kind: 'inspect', uid: geki }]);
  });

  it('the chronicle says the healed card went back onto his Main Breadwinner, and names him for his wounded card (EN and FR)', () => {
    const { s, geki, played: [seiya] } = table();
    const { events } = play(s, { type: 'heal', seat: 0, card: seiya, targets: [geki] });
    const heroes = ['seiya', 'shun'];
    const wounded = eventsToLog([{ type: 'cardMoved', uid: geki, card: GEKI, from: { zone: 'hand', seat: 2 }, to: { zone: 'marked', seat: 2 } }], s.cards);
    setLang('en');
    const en = eventsToLog(events as never[], s.cards).map((l) => renderLogLine(l, heroes));
    expect(en).toContain('Bear Geki is healed and goes back face up onto Poseidon’s Main Breadwinner');
    expect(renderLogLine(wounded[0], heroes)).toBe('Bear Geki of Poseidon is wounded');
    setLang('fr');
    const fr = eventsToLog(events as never[], s.cards).map((l) => renderLogLine(l, heroes));
    expect(fr).toContain('Geki de l\'Ours est soigné et retourne face visible sur le Main Breadwinner de Poséidon');
    expect(renderLogLine(wounded[0], heroes)).toBe('Geki de l\'Ours de Poséidon est blessé');
  });

  it('draws his marked cards inside his corner, each leaving at least 44 px to tap, on a tablet both ways round', () => {
    for (const [w, h] of [[1280, 720], [1024, 768], [768, 1024]]) {
      const corner = coopLayout(w, h, 2).poseidon;
      for (let n = 1; n <= 6; n++) {
        const { spots, bottom } = markedSpots(corner, corner.y + 70, n);
        expect(spots).toHaveLength(n);
        for (const { hit } of spots) {
          expect(Math.min(hit.w, hit.h), `${w}×${h}, ${n} cards`).toBeGreaterThanOrEqual(MIN_TARGET);
          expect(hit.x).toBeGreaterThanOrEqual(corner.x);
          expect(hit.x + hit.w).toBeLessThanOrEqual(corner.x + corner.w);
        }
        expect(bottom).toBeLessThan(corner.y + corner.h);
      }
    }
  });
});
