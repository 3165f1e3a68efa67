// The card faces' words (issue 25): the trigger words the card texts open with, which the face draws
// as keyword glyphs (they must match the words the card modules write), and the hover card's.
export const FACE_EN: Readonly<Record<string, string>> = {
  'face.kw.play': 'Play',
  'face.kw.arrival': 'Arrival',
  'face.kw.discard': 'Discard',
  'face.kw.defeated': 'Defeated',
  'face.kw.exit': 'Exit',
  'face.kw.marked': 'Marked',
  'face.kw.freeze': 'Freeze',
  'face.kw.destroy': 'Destroy',
  'face.kw.wound': 'Wound',
  'face.kw.pillar': 'Pillar',
  'face.kw.transcended': 'Transcended Hero',
  'face.kw.epicEnd': 'End of Epic',
  'face.kw.turnEnd': 'End of turn',
  'face.kw.gameEnd': 'End of game',
  'face.kw.turnStart': 'Start of turn',
  'face.kw.reminder': 'Reminder',
};
