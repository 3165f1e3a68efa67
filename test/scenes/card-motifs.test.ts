// Cards of different families are told apart at a glance (issue 25): each family's art window carries
// its own motif, decided by the card's classes alone (painted from the id, never at random).
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, type CardClass } from '../../src/cards';
import { motifOf } from '../../scenes/objects/cardMotifs';

const of = (...classes: CardClass[]) => motifOf({ classes });

describe('card family motifs', () => {
  it('gives the families the issue names motifs of their own', () => {
    const families = [of('hero', 'bronzeSaint'), of('silverSaint'), of('goldSaint'), of('marinaGeneral'), of('godWarrior'), of('armor'), of('relic'), of('pillar'), of('epic'), of('blackSaint')];
    expect(new Set(families).size).toBe(families.length);
  });
  it('a Gold armor wears the Gold Saints\' sun, a Marina the Generals\' waves', () => {
    expect(of('goldArmor', 'armor')).toBe(of('goldSaint'));
    expect(of('marina')).toBe(of('marinaGeneral'));
  });
  it('every card of the game has a motif, and the catalogue shows at least eight', () => {
    const motifs = new Set([...CARD_TYPES.values()].map((c) => motifOf(c)));
    expect(motifs.size).toBeGreaterThanOrEqual(8);
  });
});
