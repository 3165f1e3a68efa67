// The sound settings, in English. Same keys as sound-fr.ts.
export const SOUND_EN: Readonly<Record<string, string>> = {
  'menu.sound': 'Sound: {level}',
  'sound.off': 'off',
  'sound.title': 'Sound',
  'sound.volume': 'Volume',
  'sound.effects': 'Effects',
  'sound.music': 'Music',
  'sound.mute': 'Mute',
  'sound.close': 'Close',
};
