// The sound settings, in Italian. Same keys as sound-en.ts.
export const SOUND_IT: Readonly<Record<string, string>> = {
  'menu.sound': 'Audio: {level}',
  'sound.off': 'spento',
  'sound.title': 'Audio',
  'sound.volume': 'Volume',
  'sound.effects': 'Effetti',
  'sound.music': 'Musica',
  'sound.mute': 'Muto',
  'sound.close': 'Chiudi',
};
