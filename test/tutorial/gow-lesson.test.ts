// God of War's guided first round (issue 28): its deal lets Kratos attack on his first turn, and the
// lessons walk the round as the rulebook orders it (placing, sets, an attack, the end of the turn, the
// Scenario's activation, the upgrade phase), each done by what the guided hero's view shows.
import { describe, expect, it } from 'vitest';
import type { GowAction } from '../../src/engine';
import { GowSession } from '../../src/session/gow-session';
import { GOW_LESSON_SEATS, GOW_LESSON_SETUP, gowLessonGuide, isGowLesson } from '../../src/tutorial/gow-lesson';
import { hasMessage } from '../../src/i18n';

describe("God of War's guided first round", () => {
  it('is recognised by its setup, and every lesson has its words', () => {
    expect(isGowLesson(GOW_LESSON_SETUP)).toBe(true);
    expect(isGowLesson({ ...GOW_LESSON_SETUP, seed: 8 })).toBe(false);
    const guide = gowLessonGuide(GowSession.start(GOW_LESSON_SETUP, GOW_LESSON_SEATS).view(0));
    expect(['guide.gow.title', 'menu.gowLesson', ...guide.lessons.map((l) => `guide.${l.id}`)].filter((k) => !hasMessage(k))).toEqual([]);
  });

  it('walks a real round: place, attack, end the turn; the rest is read', () => {
    const session = GowSession.start(GOW_LESSON_SETUP, GOW_LESSON_SEATS);
    const guide = gowLessonGuide(session.view(0));
    const readOn = () => { while (guide.lesson?.done === 'next') guide.next(); };
    readOn();
    expect(guide.lesson?.id).toBe('gow.place');
    // A move the lesson does not teach yet is refused (the rulebook's order: place first).
    const place = session.legal(0).find((a) => a.type === 'place')!;
    expect(guide.refuse({ type: 'endTurn', seat: 0 }, session.view(0))).toBe('guide.followMe');
    expect(guide.refuse(place, session.view(0))).toBeNull();
    session.send(place);
    // The bot places its pawn; then Kratos's turn.
    while (session.toAct === 1) session.send(session.botAction()!);
    guide.observe(session.view(0));
    readOn();
    expect(guide.lesson?.id).toBe('gow.attack');
    const attack = session.legal(0).find((a): a is Extract<GowAction, { type: 'attack' }> => a.type === 'attack');
    expect(attack, 'the deal gives Kratos an attack on his first turn').toBeDefined();
    session.send(attack!);
    guide.observe(session.view(0));
    expect(guide.lesson?.id).toBe('gow.endTurn');
    session.send({ type: 'endTurn', seat: 0 });
    guide.observe(session.view(0));
    expect(guide.lesson?.id).toBe('gow.enemies');
    readOn();
    expect(guide.over).toBe(true);
  });
});
