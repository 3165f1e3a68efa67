// Our own texts for the Epic 2901–2919 (those not in epics.ts) cards: short, imperative, trigger word first; never the printed wording.
import type { CardText } from './index';

export const TEXTS_EPICS_MORE: Record<number, CardText> = {
  2901: {
    fr: 'Une fois par tour, le joueur actif peut poser un jeton +1 PV sur chacun de ses Chevaliers de Bronze et d’Acier en main (ils restent à l’écart). Fin d’Épopée — 7 de ces cartes ou plus : elles rejoignent la défausse de leur propriétaire ; moins : la partie prend fin, comme à la dernière flamme (le tour de table s’achève, puis on compte les points).',
    en: 'Once a turn, the active player may put a +1 VP token on each Bronze and Steel Saint in their hand (they stay aside). End of Epic — 7 or more such cards: they go to their owners’ discards; fewer: the game ends as at the last flame (the round is finished, then scored).',
  },
  2902: {
    fr: 'Dès qu’un Guerrier Divin apparaît sur le terrain, c’est au joueur actif de geler une carte qu’il a en main.',
    en: 'Whenever a God Warrior is revealed on the field, the active player picks a card of their hand and freezes it.',
  },
  2904: {
    fr: 'Dès qu’un Marina apparaît sur le terrain, c’est au joueur actif de défausser une carte qu’il a en main. Fin d’Épopée — tout Marina d’une défausse y est blessé par son propriétaire.',
    en: 'Whenever a Mariner is revealed on the field, the active player discards a card from their hand. End of Epic — every Mariner in a player’s discard gets wounded.',
  },
  2907: {
    fr: 'Les Gardes demandent 1 Force de plus. Un Garde marqué, déjà ou dès qu’il le devient, retourne dans la réserve, qui est mélangée. Fin de partie — +1 PV par Garde de votre jeu.',
    en: 'Guards need 1 more Force. A Guard that is or becomes marked goes back into the reserve, which is shuffled. End of game — +1 VP per Guard in your game.',
  },
  2909: {
    fr: 'Dès qu’un Guerrier Divin arrive dans la défausse du terrain, une flamme s’éteint. Fin de partie — si cette défausse compte 7 Guerriers Divins ou plus, tout joueur qui n’a aucune Robe Divine est éliminé.',
    en: 'Whenever a God Warrior reaches the field discard, a flame goes out. End of game — with 7 or more God Warriors there, every player owning no God Robe is eliminated.',
  },
  2910: {
    fr: 'Au choix, une fois dans son tour, le joueur actif désigne un Héros (celui d’un joueur). Quiconque en tient un en main s’en défausse, et à chaque fois un Héros joué par le joueur actif prend +1 Force.',
    en: 'Once a turn, the active player may name a Hero (one a player plays). Anyone holding one in hand discards it, and each time a Hero the active player has in play gets +1 Force.',
  },
  2911: {
    fr: 'Un Guerrier Divin n’apporte son Saphir à la statue d’Odin que s’il est vaincu (acquis depuis le terrain).',
    en: 'A God Warrior gives its sapphire to Odin’s statue only when defeated (acquired from the field).',
  },
  2912: {
    fr: 'Un Héros qui vient d’être détruit peut, au choix de son propriétaire, aller plutôt dans sa défausse.',
    en: 'A Hero that gets destroyed may go to its owner’s discard instead, if the owner wishes.',
  },
  2913: {
    fr: 'Tant qu’une carte est blessée ou gelée, un Personnage qui a du Soin ne peut servir à acquérir : il doit d’abord soigner.',
    en: 'While any card is wounded or frozen, a character with Heal cannot help to acquire: it has to heal first.',
  },
  2914: {
    fr: 'Fin de tour — un jeton −1 PV va au joueur actif pour chaque Garde et chaque Chevalier Fantôme présent sur le terrain.',
    en: 'End of turn — the active player receives a −1 VP token per Guard and per Ghost Saint on the field.',
  },
  2915: {
    fr: 'L’Armure de Bronze fait gagner un Héros peu commun là où elle donnerait un Héros commun. Fin d’Épopée — chaque joueur échange, un pour un, ses Héros marqués communs ou peu communs contre ses Héros très communs détruits.',
    en: 'A Bronze armor upgrade gives an uncommon Hero where it would give a common one. End of Epic — every player trades, one for one, their marked common or uncommon Heroes for their destroyed very common ones.',
  },
  2916: {
    fr: 'Fin de tour — le joueur actif qui a une carte marquée complète sa main jusqu’à 6 cartes, pas 5.',
    en: 'End of turn — an active player with a marked card refills their hand to 6 cards, not 5.',
  },
  2919: {
    fr: 'À son tour, le joueur actif peut prendre une Armure du terrain (dans sa défausse) en payant avec ses Héros : sans sablier, 4 défaussés (main ou jeu) ; à 1 sablier, 3 blessés de sa main ; à 2, 2 détruits de sa main.',
    en: 'On their turn, the active player may take a field armor (into their discard) by paying Heroes: no hourglass, discard 4 (in hand or in play); 1 hourglass, wound 3 from hand; 2, destroy 2 from hand.',
  },
};
