// Whose eyes the cooperative board is (issue 11: "Hot-seat hand-off as in classic, with an 'open hands'
// option (table talk is normal in a cooperative game)").
import { describe, expect, it } from 'vitest';
import { Eyes } from '../../scenes/presenter/eyes';

describe('the cooperative board\'s eyes', () => {
  it('with closed hands, hides the screen until the next person taps when the eyes pass between two people', () => {
    const eyes = new Eyes('team', [true, true], true);
    expect(eyes.viewer).toBe(0);
    expect(eyes.handoff).toBe(0); // the first person taps before their hand shows
    expect(eyes.accept()).toBe(true);
    eyes.follow(1); // the table picked the second hero
    expect(eyes.viewer).toBe(1);
    expect(eyes.handoff).toBe(1);
    expect(eyes.accept()).toBe(true);
    expect(eyes.handoff).toBeNull();
    eyes.follow('team'); // between two turns the eyes stay where they were
    expect(eyes.viewer).toBe(1);
    expect(eyes.handoff).toBeNull();
  });

  it('with open hands, never drops a curtain: everyone sees every hand', () => {
    const eyes = new Eyes('team', [true, true, true], false);
    expect(eyes.handoff).toBeNull();
    eyes.follow(2);
    expect(eyes.viewer).toBe(2);
    expect(eyes.handoff).toBeNull();
  });

  it('keeps a bot\'s turn seen through the last person\'s eyes, and follows the bot that acts when all are bots', () => {
    const mixed = new Eyes(0, [true, false], true);
    mixed.follow(1);
    expect(mixed.viewer).toBe(0);
    const bots = new Eyes(1, [false, false], true);
    expect(bots.viewer).toBe(1);
    bots.follow('team');
    expect(bots.viewer).toBe(1);
    bots.follow(0);
    expect(bots.viewer).toBe(0);
    expect(bots.handoff).toBeNull();
  });
});
