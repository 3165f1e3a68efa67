// The First Weave (src/engine/gow/content/first-set*.ts) in French: every name and text of the set,
// by a stable key. The content files keep their English; scenes/presenter/gow/gow-names.ts shows the
// French when the game speaks French and an entry exists, else the English.
//
// The keys (all built from the content's own ids, never from a list index that might shift):
//   set:<contentId>                        the set's name
//   rune:<runeId>                          a rune's name ("Kenaz, the Ember")
//   card:<cardId>                          an action card's name
//   rage:<figureId>                        a figure's rage ability
//   companion:<heroId>:<n>                 a solo companion's n-th ability (0, 1)
//   scenario:<scenarioId>                  a Scenario's name
//   mission:<missionId>, mission:<missionId>:text, obstacle:<missionId>   Missions and Bosses
//   enemy:<enemy name>                     an enemy: its English name is the engine's own identifier for it
//                                          (a Mission's goal and the enemyDefeated event name it)
//   face:<scenarioId>:<at>:<front|back>    a Scenario card face's title; `…:text` its text
//                                          (gow-content-fr-faces.ts)
// Heroes' and figures' names are messages (gow.hero.<id>, gow.figure.<id> in gow-fr.ts).
import { GOW_FACES_FR } from './gow-content-fr-faces';

const NAMES: Readonly<Record<string, string>> = {
  'set:first-weave': 'La Première Trame',

  'rune:red': 'Kenaz, la Braise',
  'rune:blue': 'Isa, la Glace',
  'rune:green': 'Berkano, le Bouleau',
  'rune:gold': 'Sowilo, le Soleil',

  // Kratos
  'card:kratos-resolve': 'Résolution spartiate',
  'card:kratos-scars': 'Vieilles cicatrices',
  'card:kratos-cleave': 'Taille à la hache',
  'card:kratos-fury': 'Fureur montante',
  'card:kratos-throw': 'Lancer de hache',
  'card:kratos-shield': 'Mur de boucliers',
  'card:kratos-guard': 'Garde levée',
  'card:kratos-bash': 'Coup de bouclier',
  // Atreus
  'card:atreus-breath': 'Souffle posé',
  'card:atreus-aim': 'Visée soignée',
  'card:atreus-arrow': 'Flèche du chasseur',
  'card:atreus-quick': 'Tir vif',
  'card:atreus-sting': 'Flèche cinglante',
  'card:atreus-knife': 'Couteau de chasse',
  'card:atreus-dodge': 'Esquive agile',
  'card:atreus-close': 'Au corps à corps',
  // Freya
  'card:freya-calm': 'Esprit serein',
  'card:freya-weave': 'Trame de seidr',
  'card:freya-barrier': 'Barrière vane',
  'card:freya-step': 'Pas protecteur',
  'card:freya-bolt': 'Éclair spirituel',
  'card:freya-staff': 'Coup de bâton',
  'card:freya-song': 'Chant de guérison',
  'card:freya-chant': 'Incantation vane',
  'card:freya-charm': 'Charme protecteur',
  // Mimir
  'card:mimir-fact': 'Vieux savoir',
  'card:mimir-riddle': 'Énigme des âges',
  'card:mimir-quip': 'Pique bien sentie',
  'card:mimir-skull': 'Crâne de pierre',
  'card:mimir-counsel': 'Sage conseil',
  'card:mimir-lore': 'Science du combat',
  'card:mimir-remedy': 'Vieux remède',
  'card:mimir-gaze': 'Regard perçant',
  // Brok et Sindri
  'card:dwarf-measure': 'Juste mesure',
  'card:dwarf-bargain': 'Marché serré',
  'card:dwarf-hammer': 'Marteau de forge',
  'card:dwarf-tongs': 'Pinces brûlantes',
  'card:dwarf-rivet': 'Rivet lancé',
  'card:dwarf-plate': 'Plaque forgée',
  'card:dwarf-cover': 'Couverture fraternelle',
  'card:dwarf-tool': 'Outil bien pratique',
  'card:dwarf-patch': 'Rafistolage',
  // États et ressources
  'card:stun-card': 'Étourdi',
  'card:poison-card': 'Empoisonné',
  'card:crystal': 'Cristal explosif',
  // Améliorations : Kenaz (rouge)
  'card:ember-axe': 'Hache au fil de braise',
  'card:ember-arrow': 'Flèche de braise',
  'card:muspel-wrath': 'Courroux de Muspel',
  'card:spark-of-surtr': 'Étincelle de Surt',
  'card:forge-iron': 'Fer rougi à la forge',
  'card:kindled-crystal': 'Cristal embrasé',
  // Isa (bleu)
  'card:frost-bitten-axe': 'Hache mordue de givre',
  'card:rime-shield': 'Bouclier de givre',
  'card:icicle-shot': 'Trait de glace',
  'card:niflheim-mist': 'Brume de Niflheim',
  'card:cold-reckoning': 'Calcul glacé',
  'card:frozen-stance': 'Posture gelée',
  // Berkano (vert)
  'card:idunn-apple': 'Pomme d’Idunn',
  'card:huginn-warning': 'Avertissement de Huginn',
  'card:yggdrasil-bark': 'Écorce d’Yggdrasil',
  'card:wolfskin-hunter': 'Chasseur en peau de loup',
  'card:ash-wood-spear': 'Lance de frêne',
  'card:rune-of-thurs': 'Rune de Thurs',
  'card:deep-roots': 'Racines profondes',
  // Sowilo (or)
  'card:sunlit-spear': 'Lance ensoleillée',
  'card:hall-guard-shield': 'Bouclier du gardien du hall',
  'card:golden-bristle': 'Charge de Soies-d’Or',
  'card:drop-of-draupnir': 'Goutte de Draupnir',
  'card:bifrost-gleam': 'Éclat du Bifrost',
  'card:einherjar-cry': 'Cri des Einherjar',
  'card:sun-tipped-arrow': 'Flèche à pointe de soleil',

  'rage:kratos': 'Fureur de Sparte',
  'rage:atreus': 'Oiseau-tonnerre',
  'rage:freya': 'Magie ancienne',
  'rage:mimir': 'Sagesse du Puits',
  'rage:brok': 'Équiper',
  'rage:sindri': 'Armer',
  'companion:atreus:0': 'Tir étourdissant',
  'companion:atreus:1': 'Flèches jumelles',
  'companion:mimir:0': 'Vieux remèdes',
  'companion:mimir:1': 'L’œil sur le chemin',

  'scenario:wanderers': 'Les Voyageurs',
  'scenario:alfheim': 'Alfheim',
  'scenario:troll-crossing': 'Le Passage du Troll',
  'scenario:helheim': 'Helheim',
  'scenario:niflheim': 'Les Brumes de Niflheim',
  'scenario:ember-fields': 'Les Champs de braise',
  'scenario:hrungnir': 'Hrungnir au Cœur de pierre',
  'scenario:nidhogg': 'Nidhogg le Rongeur de racines',
  'scenario:hyrrokkin': 'Hyrrokkin la Chevaucheuse de loup',

  'mission:wanderers': 'Les Voyageurs',
  'mission:wanderers:text': 'Deux inconnus suivent la vieille route, et les morts marchent avec eux.',
  'obstacle:wanderers': 'La longue route : chaque héros pose une carte Étourdissement sur son deck.',
  'mission:alfheim': 'Alfheim',
  'mission:alfheim:text': 'La lumière du temple est gardée par les ronces et le crépuscule.',
  'obstacle:alfheim': 'Ronces elfiques : chaque héros mélange une carte Poison dans son deck.',
  'mission:troll-crossing': 'Le Passage du Troll',
  'mission:troll-crossing:text': 'Le troll du pont réclame son péage en sang. Abattez-le avant que le vieux pont ne cède.',
  'obstacle:troll-crossing': 'Le péage du troll : les 3 premières cartes d’amélioration quittent la partie.',
  'mission:helheim': 'Helheim',
  'mission:helheim:text': 'Dégagez la route jusqu’à la porte de Hel, puis affrontez ce qui la franchit.',
  'obstacle:helheim': 'Le froid de Hel : chaque attaque ennemie a +1 de puissance.',
  'mission:niflheim': 'Les Brumes de Niflheim',
  'mission:niflheim:text': 'Traversez la brume avant qu’elle ne vous engloutisse.',
  'obstacle:niflheim': 'Doigts gourds : chaque héros garde une carte de moins en main pendant cette Mission.',
  'mission:ember-fields': 'Les Champs de braise',
  'mission:ember-fields:text': 'Des pillards de Muspelheim incendient les champs ; leur brute brûle plus fort que tous.',
  'obstacle:ember-fields': 'Brûlés : chaque héros commence avec 2 dégâts.',
  'mission:hrungnir': 'Hrungnir au Cœur de pierre',
  'mission:hrungnir:text': 'Le géant au cœur de pierre, et son compagnon d’argile.',
  'obstacle:hrungnir': 'Pierre pesante : chaque attaque ennemie a +1 de puissance.',
  'mission:nidhogg': 'Nidhogg le Rongeur de racines',
  'mission:nidhogg:text': 'Le dragon aux racines de l’arbre du monde.',
  'obstacle:nidhogg': 'Venin dans les racines : chaque héros pose une carte Poison sur son deck.',
  'mission:hyrrokkin': 'Hyrrokkin la Chevaucheuse de loup',
  'mission:hyrrokkin:text': 'La géante qui chevauche un loup, des vipères pour rênes.',
  'obstacle:hyrrokkin': 'Le loup hurle : chaque héros subit 1 dégât et mélange une carte Étourdissement dans son deck.',

  'enemy:Carrion Raven': 'Corbeau charognard',
  'enemy:Draugr Bowman': 'Archer draugr',
  'enemy:Grey Wanderer': 'Voyageur gris',
  'enemy:Roadside Draugr': 'Draugr du bord de la route',
  'enemy:Hooded Wanderer': 'Voyageur encapuchonné',
  'enemy:Gloam Archer': 'Archer du crépuscule',
  'enemy:Sun Sentinel': 'Sentinelle solaire',
  'enemy:Dusk Stalker': 'Rôdeur du soir',
  'enemy:Thorn Warden': 'Gardien des ronces',
  'enemy:Radiant Guardian': 'Gardien radieux',
  'enemy:Troll-Kin Slinger': 'Frondeur troll',
  'enemy:Troll-Kin Lookout': 'Guetteur troll',
  'enemy:Troll Whelp': 'Jeune troll',
  'enemy:Bridge Troll': 'Troll du pont',
  'enemy:Frozen Wraith': 'Spectre gelé',
  'enemy:Mourning Shade': 'Ombre endeuillée',
  'enemy:Draugr Sentry': 'Sentinelle draugr',
  'enemy:Bridge Warden': 'Gardien du pont',
  'enemy:Corpse-Eater': 'Mangeur de cadavres',
  'enemy:Frost Hag': 'Sorcière du givre',
  'enemy:Rime Archer': 'Archer de givre',
  'enemy:Frost Wolf': 'Loup du givre',
  'enemy:Frost Wyrm': 'Guivre du givre',
  'enemy:Cinder Sprite': 'Lutin de cendre',
  'enemy:Muspel Raider': 'Pillard de Muspel',
  'enemy:Ember Brute': 'Brute de braise',
  'enemy:Hrungnir': 'Hrungnir',
  'enemy:Mokkurkalfi': 'Mokkurkalfi',
  'enemy:Stone Thrall': 'Serf de pierre',
  'enemy:Root Wyrmling': 'Guivreau des racines',
  'enemy:Corpse-Serpent': 'Serpent des morts',
  'enemy:Nidhogg': 'Nidhogg',
  'enemy:Viper Reins': 'Rênes de vipères',
  'enemy:Great Grey Wolf': 'Grand loup gris',
  'enemy:Hyrrokkin': 'Hyrrokkin',
  'enemy:Rime Thrall': 'Serf de givre',
};

/** Every French name and text of The First Weave, by key (above). */
export const GOW_CONTENT_FR: Readonly<Record<string, string>> = { ...NAMES, ...GOW_FACES_FR };
