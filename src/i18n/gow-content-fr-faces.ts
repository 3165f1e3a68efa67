// The First Weave's Scenario card faces in French (part of gow-content-fr.ts, split for length):
// `face:<scenarioId>:<at>:<front|back>` is a face's title, `…:text` its text. One line per card:
// card(scenario, place, [front title, front text], [back title, back text]).
type Face = [title: string, text: string];

const STILL = 'Cette carte ne se retourne pas.';
const CRYSTAL = 'Récompense : prenez un Cristal explosif.';
const HEAL2 = 'Récompense : soignez 2.';
const DRAW1 = 'Récompense : piochez 1 carte.';
const RAGE1 = 'Récompense : gagnez 1 rage.';

const FACES: Record<string, string> = {};
function card(scenario: string, at: string, front: Face, back: Face): void {
  for (const [side, [title, text]] of [['front', front], ['back', back]] as const) {
    FACES[`face:${scenario}:${at}:${side}`] = title;
    FACES[`face:${scenario}:${at}:${side}:text`] = text;
  }
}

// Les Voyageurs
card('wanderers', 't0', ['Cairn des corbeaux', 'Un corbeau pique d’en haut (or). Vaincu : la carte se retourne.'], ['Cairn paisible', DRAW1]);
card('wanderers', 't1', ['Brume sur la route', 'Bleu : la brume referme les plaies : chaque ennemi soigne 1.'], ['Brume sur la route', STILL]);
card('wanderers', 't2', ['Archer de la crête', 'Un archer mort sur la crête (rouge, distance 1). Vaincu : la carte se retourne.'], ['Carquois abandonné', CRYSTAL]);
card('wanderers', 'b0', ['Le Voyageur gris', 'Rouge : frappe sa colonne et celle de droite pour 1. Vert : frappe sa colonne pour 1.'], ['Le Voyageur gris', STILL]);
card('wanderers', 'b1', ['Draugr du bord de la route', 'Bleu : un large revers, 1 à chacune des trois colonnes. Vaincu : la carte se retourne.'], ['Bas-côté piétiné', RAGE1]);
card('wanderers', 'b2', ['Le Voyageur encapuchonné', 'Or : lance un couteau (distance 1). Bleu : frappe sa colonne pour 1. Après son attaque, sa capuche tombe : la carte se retourne.'],
  ['La capuche tombe', 'Démasqué et plus furieux ; ses blessures restent. Or : distance 1. Vert : frappe sa colonne et celle de gauche pour 1.']);

// Alfheim
card('alfheim', 't0', ['Archer du crépuscule', 'Vert : une flèche empoisonnée (distance 1, Poison). Vaincu : la carte se retourne.'], ['Branche vide', HEAL2]);
card('alfheim', 't1', ['Lentille du temple', 'Or : la lentille baigne les ennemis de lumière : chaque ennemi soigne 2. Interagir (un Cristal explosif) : la briser.'],
  ['Lentille brisée', 'Récompense : gagnez 1 rage. La lumière s’est éteinte.']);
card('alfheim', 't2', ['Flèche du gardien de lumière', 'Or : une lance de lumière (distance 1). Vaincu : la carte se retourne.'], ['Flèche tombée', CRYSTAL]);
card('alfheim', 't3', ['Jardins suspendus', 'Rouge : un pollen doux et mortel : un héros pose une carte Poison sur son deck.'], ['Jardins suspendus', STILL]);
card('alfheim', 'b0', ['Rôdeur du soir', 'Rouge : une lame venimeuse, sa colonne et celle de droite (1, Poison).'], ['Rôdeur du soir', STILL]);
card('alfheim', 'b1', ['Gardien des ronces', 'Armure 3. Vert : frappe sa colonne pour 1. Quand son armure cède, la carte se retourne.'],
  ['Écorce fendue', 'Son écorce fendue, le gardien se déchaîne. Vert : 2 à sa colonne. Bleu : 1 à sa colonne et à celle de gauche.']);
card('alfheim', 'b2', ['Rôdeur du soir', 'Bleu : une lame courte, sa colonne et celle de gauche (1).'], ['Rôdeur du soir', STILL]);
card('alfheim', 'b3', ['Gardien radieux', 'Rouge : un coup éclatant, sa colonne et celle de gauche (1).'], ['Gardien radieux', STILL]);

// Le Passage du Troll
card('troll-crossing', 't0', ['Frondeur de la falaise', 'Vert : lance une pierre à la fronde (distance 1). Vaincu : la carte se retourne.'], ['Échelle de corde', DRAW1]);
card('troll-crossing', 't1', ['Clé de voûte branlante', 'Seulement tant que le troll en dessous a 20 de vie ou moins : défaussez une carte de Mêlée et une carte de Distance pour lui faire tomber la clé de voûte dessus (retournez cette carte et celle du dessous).'],
  ['Clé de voûte tombée', 'L’arche s’est effondrée sur le troll.']);
card('troll-crossing', 't2', ['Guetteur troll', 'Bleu : un gourdin lancé (distance 1, Étourdissement). Vaincu : la carte se retourne.'], ['La réserve du guetteur', CRYSTAL]);
card('troll-crossing', 'b0', ['Jeune troll', 'Bleu : sa colonne et celle de droite (1).'], ['Jeune troll', STILL]);
card('troll-crossing', 'b1', ['Le Troll du pont', 'Rouge : balaie les trois colonnes (1). Or : écrase sa colonne (2, Étourdissement).'],
  ['Coincé sous la pierre', 'La clé de voûte cloue le troll au sol : ses blessures restent, et il peut à peine frapper (or : 1 à sa colonne).']);
card('troll-crossing', 'b2', ['Jeune troll', 'Vert : sa colonne et celle de gauche (1).'], ['Jeune troll', STILL]);

// Helheim
card('helheim', 't0', ['Porte de Hel', 'Bleu : le froid engourdit : un héros pose une carte Étourdissement sur son deck. Quand tous les ennemis sont vaincus, la porte s’ouvre : retournez les quatre cartes du haut et les deux cartes du milieu en bas.'],
  ['La porte grande ouverte', 'Ce qui attendait derrière sort.']);
card('helheim', 't1', ['Spectre gelé', 'Bleu : un souffle glacé (distance 1).'], ['Cendres à la dérive', HEAL2]);
card('helheim', 't2', ['Tas d’ossements', 'Vert : les morts ressoudent leurs os : chaque ennemi soigne 1.'],
  ['Ombre endeuillée', 'Bleu : une plainte (distance 1). Vert : un toucher glaçant (distance 1, Étourdissement).']);
card('helheim', 't3', ['Spectre gelé', 'Or : un souffle glacé (distance 1).'], ['Glace silencieuse', CRYSTAL]);
card('helheim', 'b0', ['Sentinelle draugr', 'Rouge : sa colonne et celle de droite (1).'], ['Sentinelle draugr', STILL]);
card('helheim', 'b1', ['Pont de Gjallar', 'Rouge : le pont tangue : un héros subit 1 dégât.'],
  ['Le Gardien du pont', 'Rouge : balaie trois colonnes (2). Or : sa colonne (1, Poison).']);
card('helheim', 'b2', ['Mangeur de cadavres', 'Or : sa colonne et celle de gauche (1, Poison).'], ['Os rongés', 'Il ne reste rien à combattre ici.']);
card('helheim', 'b3', ['Sentinelle draugr', 'Vert : sa colonne et celle de gauche (1).'], ['Sentinelle draugr', STILL]);

// Les Brumes de Niflheim
card('niflheim', 't0', ['Source gelée', 'Bleu : la source répare les ennemis : chaque ennemi soigne 2. Interagir (un Cristal explosif) : la briser.'], ['Source brisée', RAGE1]);
card('niflheim', 't1', ['Brume errante', 'Quand une rune dorée est révélée, la brume se lève et la carte se retourne.'],
  ['La Sorcière du givre', 'Bleu : une grêle de glace (distance 1, Étourdissement).']);
card('niflheim', 't2', ['Archer de givre', 'Rouge : une flèche de glace (distance 1). Vaincu : la carte se retourne.'], ['Carquois gelé', CRYSTAL]);
card('niflheim', 'b0', ['Loup du givre', 'Vert : sa colonne et celle de droite (1).'], ['Loup du givre', STILL]);
card('niflheim', 'b1', ['Guivre du givre', 'Armure 4. Bleu : mord sa colonne (2). Or : crache de la glace (distance 1). Quand son armure cède, la carte se retourne.'],
  ['Écailles fendues', 'Les écailles fendues, elle se débat : bleu, 1 aux trois colonnes.']);
card('niflheim', 'b2', ['Loup du givre', 'Rouge : sa colonne et celle de gauche (1).'], ['Loup du givre', STILL]);

// Les Champs de braise
card('ember-fields', 't0', ['Évent de cendres', 'Rouge : une gerbe de cendres : un héros subit 1 dégât.'], ['Évent de cendres', STILL]);
card('ember-fields', 't1', ['Lutin de cendre', 'Or : une étincelle (distance 1). Vaincu : la carte se retourne.'], ['Cendre refroidie', CRYSTAL]);
card('ember-fields', 't2', ['Évent de cendres', 'Vert : une gerbe de cendres : un héros subit 1 dégât.'], ['Évent de cendres', STILL]);
card('ember-fields', 'b0', ['Pillard de Muspel', 'Rouge : sa colonne et celle de droite (1).'], ['Pillard de Muspel', STILL]);
card('ember-fields', 'b1', ['Brute de braise', 'Vert : balaie les trois colonnes (1). Vaincue : elle s’embrase, la carte se retourne.'],
  ['En flammes', 'Deuxième phase : ses 15 blessures restent ; 9 de plus l’éteignent. Vert : 2 aux trois colonnes. Or : 1 à sa colonne.']);
card('ember-fields', 'b2', ['Pillard de Muspel', 'Bleu : sa colonne et celle de gauche (1, Étourdissement).'], ['Pillard de Muspel', STILL]);

// Hrungnir au Cœur de pierre
card('hrungnir', 't0', ['Cairn de pierre', 'Trace : garde les dégâts de Hrungnir (40 le terrassent).'], ['Cairn de pierre', 'Trace : garde les dégâts de Hrungnir.']);
card('hrungnir', 't1', ['La tête de Hrungnir', 'Or : une pierre à aiguiser lancée (distance 2). Partage ses dégâts avec le corps en dessous.'], ['La tête de Hrungnir', STILL]);
card('hrungnir', 't2', ['Corniche de la pierre à aiguiser', 'Bleu : des éclats tombent : un héros pose une carte Étourdissement sur son deck. Interagir une fois (un Cristal explosif) : 5 dégâts à n’importe quel ennemi, armure ignorée.'],
  ['Corniche de la pierre à aiguiser', STILL]);
card('hrungnir', 'b0', ['Mokkurkalfi', 'Le géant d’argile. Vert : sa colonne et celle de droite (1). Vaincu : la carte se retourne.'], ['Argile effritée', HEAL2]);
card('hrungnir', 'b1', ['Le corps de pierre de Hrungnir', 'Armure 5. Rouge : balaie les trois colonnes (3). Bleu : sa colonne (2, Étourdissement). Partage ses dégâts avec la tête au-dessus.'],
  ['Le corps de pierre de Hrungnir', STILL]);
card('hrungnir', 'b2', ['Serf de pierre', 'Or : sa colonne et celle de gauche (1). Vaincu : la carte se retourne.'], ['Éboulis', CRYSTAL]);

// Nidhogg le Rongeur de racines
card('nidhogg', 't0', ['Racine rongée', 'Or : Nidhogg se nourrit de la racine : chaque ennemi soigne 2. Interagir (une carte Spéciale) : lier la racine.'],
  ['Racine liée', 'Récompense : piochez 1 carte. La racine ne le nourrit plus.']);
card('nidhogg', 't1', ['La piste de Nidhogg', 'Trace : garde les dégâts de Nidhogg (40 le terrassent).'], ['La piste de Nidhogg', 'Trace : garde les dégâts de Nidhogg.']);
card('nidhogg', 't2', ['Guivreau des racines', 'Vert : crache du venin (distance 1, Poison). Vaincu : la carte se retourne.'], ['Creux vide', CRYSTAL]);
card('nidhogg', 't3', ['Venin qui suinte', 'Rouge : le venin goutte d’en haut : un héros pose une carte Poison sur son deck.'], ['Venin qui suinte', STILL]);
card('nidhogg', 'b0', ['Serpent des morts', 'Or : sa colonne et celle de droite (1, Poison). Vaincu : la carte se retourne.'], ['Mue abandonnée', RAGE1]);
card('nidhogg', 'b1', ['Les mâchoires de Nidhogg', 'Rouge : mord sa colonne et celle de gauche (3, Poison). Partage ses dégâts avec les anneaux.'], ['Les mâchoires de Nidhogg', STILL]);
card('nidhogg', 'b2', ['Les anneaux de Nidhogg', 'Bleu : écrase sa colonne et celle de droite (2, Étourdissement). Partage ses dégâts avec les mâchoires.'], ['Les anneaux de Nidhogg', STILL]);
card('nidhogg', 'b3', ['Serpent des morts', 'Vert : sa colonne et celle de gauche (1, Poison). Vaincu : la carte se retourne.'], ['Mue abandonnée', HEAL2]);

// Hyrrokkin la Chevaucheuse de loup
card('hyrrokkin', 't0', ['La quille de Hringhorni', 'Trace : garde les dégâts de Hyrrokkin (38 la terrassent).'], ['La quille de Hringhorni', 'Trace : garde les dégâts de Hyrrokkin.']);
card('hyrrokkin', 't1', ['Rênes de vipères', 'Vert : les vipères mordent (distance 1, Poison). Vaincues : la carte se retourne.'], ['Rênes tranchées', CRYSTAL]);
card('hyrrokkin', 't2', ['Bûcher funéraire', 'Bleu : le bûcher s’embrase : un héros subit 1 dégât.'], ['Bûcher funéraire', STILL]);
card('hyrrokkin', 'b0', ['Grand loup gris', 'Bleu : sa colonne et celle de droite (1). Vaincu : la carte se retourne.'], ['Le loup tombe', RAGE1]);
card('hyrrokkin', 'b1', ['Hyrrokkin', 'Rouge : balaie les trois colonnes (2). Après son attaque, elle saute de son loup : la carte se retourne.'],
  ['Hyrrokkin déchaînée', 'Rouge : balaie les trois colonnes (3). Or : lance un rocher (distance 2).']);
card('hyrrokkin', 'b2', ['Serf de givre', 'Or : sa colonne et celle de gauche (1).'], ['Serf de givre', STILL]);

export const GOW_FACES_FR: Readonly<Record<string, string>> = FACES;
