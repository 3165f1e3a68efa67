// Les réglages du son, en français. Mêmes clés que sound-en.ts.
export const SOUND_FR: Readonly<Record<string, string>> = {
  'menu.sound': 'Son : {level}',
  'sound.off': 'coupé',
  'sound.title': 'Son',
  'sound.volume': 'Volume',
  'sound.effects': 'Effets',
  'sound.music': 'Musique',
  'sound.mute': 'Couper le son',
  'sound.close': 'Fermer',
};
