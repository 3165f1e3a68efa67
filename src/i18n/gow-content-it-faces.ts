// The First Weave's Scenario card faces in Italian (part of gow-content-it.ts, split for length, as the
// French is): `face:<scenarioId>:<at>:<front|back>` is a face's title, `…:text` its text. One line per
// card: card(scenario, place, [front title, front text], [back title, back text]). A rune colour opening
// a sentence ("Rossa:") is the rune that wakes that part.
type Face = [title: string, text: string];

const STILL = 'Questa carta non si gira.';
const CRYSTAL = 'Ricompensa: prendi un Cristallo Esplosivo.';
const HEAL2 = 'Ricompensa: cura 2.';
const DRAW1 = 'Ricompensa: pesca 1 carta.';
const RAGE1 = 'Ricompensa: ottieni 1 Rabbia.';

const FACES: Record<string, string> = {};
function card(scenario: string, at: string, front: Face, back: Face): void {
  for (const [side, [title, text]] of [['front', front], ['back', back]] as const) {
    FACES[`face:${scenario}:${at}:${side}`] = title;
    FACES[`face:${scenario}:${at}:${side}:text`] = text;
  }
}

// I Viandanti
card('wanderers', 't0', ['Tumulo dei corvi', 'Un corvo si avventa dall’alto (oro). Sconfitto: la carta si gira.'], ['Tumulo quieto', DRAW1]);
card('wanderers', 't1', ['Nebbia sulla strada', 'Blu: la nebbia chiude le ferite: ogni Nemico cura 1.'], ['Nebbia sulla strada', STILL]);
card('wanderers', 't2', ['Arciere del crinale', 'Un arciere morto sul crinale (rossa, Distanza 1). Sconfitto: la carta si gira.'], ['Faretra abbandonata', CRYSTAL]);
card('wanderers', 'b0', ['Il Viandante grigio', 'Rossa: colpisce la sua colonna e quella a destra per 1. Verde: colpisce la sua colonna per 1.'], ['Il Viandante grigio', STILL]);
card('wanderers', 'b1', ['Draugr del ciglio', 'Blu: un ampio rovescio, 1 a ognuna delle tre colonne. Sconfitto: la carta si gira.'], ['Ciglio calpestato', RAGE1]);
card('wanderers', 'b2', ['Viandante incappucciato', 'Oro: lancia un coltello (Distanza 1). Blu: colpisce la sua colonna per 1. Dopo il suo attacco il cappuccio cade: la carta si gira.'],
  ['Il cappuccio cade', 'Smascherato e più furioso; le sue ferite restano. Oro: Distanza 1. Verde: colpisce la sua colonna e quella a sinistra per 1.']);

// Alfheim
card('alfheim', 't0', ['Arciere del crepuscolo', 'Verde: una freccia avvelenata (Distanza 1, Veleno). Sconfitto: la carta si gira.'], ['Ramo vuoto', HEAL2]);
card('alfheim', 't1', ['Lente del tempio', 'Oro: la lente bagna di luce i Nemici: ogni Nemico cura 2. Interagire (un Cristallo Esplosivo): romperla.'],
  ['Lente rotta', 'Ricompensa: ottieni 1 Rabbia. La luce si è spenta.']);
card('alfheim', 't2', ['Guglia del guardiano di luce', 'Oro: una lancia di luce (Distanza 1). Sconfitto: la carta si gira.'], ['Guglia caduta', CRYSTAL]);
card('alfheim', 't3', ['Giardini pensili', 'Rossa: un polline dolce e mortale: un Eroe mette una carta Avvelenamento in cima al suo mazzo.'], ['Giardini pensili', STILL]);
card('alfheim', 'b0', ['Predatore del vespro', 'Rossa: una lama velenosa, la sua colonna e quella a destra (1, Veleno).'], ['Predatore del vespro', STILL]);
card('alfheim', 'b1', ['Guardiano dei rovi', 'Armatura 3. Verde: colpisce la sua colonna per 1. Quando la sua armatura cede, la carta si gira.'],
  ['Corteccia spaccata', 'Con la corteccia spaccata, il guardiano si scatena. Verde: 2 alla sua colonna. Blu: 1 alla sua colonna e a quella a sinistra.']);
card('alfheim', 'b2', ['Predatore del vespro', 'Blu: una lama corta, la sua colonna e quella a sinistra (1).'], ['Predatore del vespro', STILL]);
card('alfheim', 'b3', ['Guardiano radioso', 'Rossa: un colpo abbagliante, la sua colonna e quella a sinistra (1).'], ['Guardiano radioso', STILL]);

// Il Passo del Troll
card('troll-crossing', 't0', ['Fromboliere della rupe', 'Verde: scaglia una pietra con la fionda (Distanza 1). Sconfitto: la carta si gira.'], ['Scala di corda', DRAW1]);
card('troll-crossing', 't1', ['Chiave di volta traballante', 'Solo finché il troll sotto ha 20 di vita o meno: scarta una carta Mischia e una carta Distanza per fargli cadere addosso la chiave di volta (gira questa carta e quella sotto).'],
  ['Chiave di volta caduta', 'L’arco è crollato sul troll.']);
card('troll-crossing', 't2', ['Vedetta troll', 'Blu: una clava lanciata (Distanza 1, Stordimento). Sconfitta: la carta si gira.'], ['La scorta della vedetta', CRYSTAL]);
card('troll-crossing', 'b0', ['Giovane troll', 'Blu: la sua colonna e quella a destra (1).'], ['Giovane troll', STILL]);
card('troll-crossing', 'b1', ['Il Troll del ponte', 'Rossa: spazza le tre colonne (1). Oro: schiaccia la sua colonna (2, Stordimento).'],
  ['Bloccato sotto la pietra', 'La chiave di volta inchioda il troll a terra: le sue ferite restano, e riesce a malapena a colpire (oro: 1 alla sua colonna).']);
card('troll-crossing', 'b2', ['Giovane troll', 'Verde: la sua colonna e quella a sinistra (1).'], ['Giovane troll', STILL]);

// Helheim
card('helheim', 't0', ['Porta di Hel', 'Blu: il freddo intorpidisce: un Eroe mette una carta Stordimento in cima al suo mazzo. Quando tutti i Nemici sono sconfitti, la porta si apre: gira le quattro carte in alto e le due carte centrali in basso.'],
  ['La porta spalancata', 'Ciò che aspettava dietro esce.']);
card('helheim', 't1', ['Spettro gelato', 'Blu: un soffio gelido (Distanza 1).'], ['Ceneri alla deriva', HEAL2]);
card('helheim', 't2', ['Mucchio d’ossa', 'Verde: i morti si risaldano le ossa: ogni Nemico cura 1.'],
  ['Ombra in lutto', 'Blu: un lamento (Distanza 1). Verde: un tocco gelido (Distanza 1, Stordimento).']);
card('helheim', 't3', ['Spettro gelato', 'Oro: un soffio gelido (Distanza 1).'], ['Ghiaccio silenzioso', CRYSTAL]);
card('helheim', 'b0', ['Sentinella draugr', 'Rossa: la sua colonna e quella a destra (1).'], ['Sentinella draugr', STILL]);
card('helheim', 'b1', ['Ponte di Gjallar', 'Rossa: il ponte oscilla: un Eroe subisce 1 danno.'],
  ['Il Guardiano del ponte', 'Rossa: spazza tre colonne (2). Oro: la sua colonna (1, Veleno).']);
card('helheim', 'b2', ['Mangiacadaveri', 'Oro: la sua colonna e quella a sinistra (1, Veleno).'], ['Ossa rosicchiate', 'Qui non resta nulla da combattere.']);
card('helheim', 'b3', ['Sentinella draugr', 'Verde: la sua colonna e quella a sinistra (1).'], ['Sentinella draugr', STILL]);

// Le Nebbie di Niflheim
card('niflheim', 't0', ['Sorgente gelata', 'Blu: la sorgente ripara i Nemici: ogni Nemico cura 2. Interagire (un Cristallo Esplosivo): romperla.'], ['Sorgente rotta', RAGE1]);
card('niflheim', 't1', ['Nebbia errante', 'Quando si rivela una Runa oro, la nebbia si alza e la carta si gira.'],
  ['La Strega del gelo', 'Blu: una grandinata di ghiaccio (Distanza 1, Stordimento).']);
card('niflheim', 't2', ['Arciere della brina', 'Rossa: una freccia di ghiaccio (Distanza 1). Sconfitto: la carta si gira.'], ['Faretra gelata', CRYSTAL]);
card('niflheim', 'b0', ['Lupo del gelo', 'Verde: la sua colonna e quella a destra (1).'], ['Lupo del gelo', STILL]);
card('niflheim', 'b1', ['Viverna del gelo', 'Armatura 4. Blu: morde la sua colonna (2). Oro: sputa ghiaccio (Distanza 1). Quando la sua armatura cede, la carta si gira.'],
  ['Scaglie spaccate', 'Con le scaglie spaccate, si dimena: blu, 1 alle tre colonne.']);
card('niflheim', 'b2', ['Lupo del gelo', 'Rossa: la sua colonna e quella a sinistra (1).'], ['Lupo del gelo', STILL]);

// I Campi di Brace
card('ember-fields', 't0', ['Sfiatatoio di cenere', 'Rossa: uno sbuffo di cenere: un Eroe subisce 1 danno.'], ['Sfiatatoio di cenere', STILL]);
card('ember-fields', 't1', ['Folletto di cenere', 'Oro: una scintilla (Distanza 1). Sconfitto: la carta si gira.'], ['Cenere raffreddata', CRYSTAL]);
card('ember-fields', 't2', ['Sfiatatoio di cenere', 'Verde: uno sbuffo di cenere: un Eroe subisce 1 danno.'], ['Sfiatatoio di cenere', STILL]);
card('ember-fields', 'b0', ['Predone di Muspel', 'Rossa: la sua colonna e quella a destra (1).'], ['Predone di Muspel', STILL]);
card('ember-fields', 'b1', ['Bruto di brace', 'Verde: spazza le tre colonne (1). Sconfitto: prende fuoco, la carta si gira.'],
  ['In fiamme', 'Seconda fase: le sue 15 ferite restano; altre 9 lo spengono. Verde: 2 alle tre colonne. Oro: 1 alla sua colonna.']);
card('ember-fields', 'b2', ['Predone di Muspel', 'Blu: la sua colonna e quella a sinistra (1, Stordimento).'], ['Predone di Muspel', STILL]);

// Hrungnir dal Cuore di Pietra
card('hrungnir', 't0', ['Tumulo di pietra', 'Traccia: tiene i danni di Hrungnir (40 lo abbattono).'], ['Tumulo di pietra', 'Traccia: tiene i danni di Hrungnir.']);
card('hrungnir', 't1', ['La testa di Hrungnir', 'Oro: una cote scagliata (Distanza 2). Divide i suoi danni con il corpo sotto.'], ['La testa di Hrungnir', STILL]);
card('hrungnir', 't2', ['Sporgenza della cote', 'Blu: cadono schegge: un Eroe mette una carta Stordimento in cima al suo mazzo. Interagire una volta (un Cristallo Esplosivo): 5 danni a un Nemico qualsiasi, armatura ignorata.'],
  ['Sporgenza della cote', STILL]);
card('hrungnir', 'b0', ['Mokkurkalfi', 'Il gigante d’argilla. Verde: la sua colonna e quella a destra (1). Sconfitto: la carta si gira.'], ['Argilla sbriciolata', HEAL2]);
card('hrungnir', 'b1', ['Il corpo di pietra di Hrungnir', 'Armatura 5. Rossa: spazza le tre colonne (3). Blu: la sua colonna (2, Stordimento). Divide i suoi danni con la testa sopra.'],
  ['Il corpo di pietra di Hrungnir', STILL]);
card('hrungnir', 'b2', ['Servo di pietra', 'Oro: la sua colonna e quella a sinistra (1). Sconfitto: la carta si gira.'], ['Frana', CRYSTAL]);

// Nidhogg il Rosicchiaradici
card('nidhogg', 't0', ['Radice rosicchiata', 'Oro: Nidhogg si nutre della radice: ogni Nemico cura 2. Interagire (una carta Speciale): legare la radice.'],
  ['Radice legata', 'Ricompensa: pesca 1 carta. La radice non lo nutre più.']);
card('nidhogg', 't1', ['La pista di Nidhogg', 'Traccia: tiene i danni di Nidhogg (40 lo abbattono).'], ['La pista di Nidhogg', 'Traccia: tiene i danni di Nidhogg.']);
card('nidhogg', 't2', ['Piccola viverna delle radici', 'Verde: sputa veleno (Distanza 1, Veleno). Sconfitta: la carta si gira.'], ['Cavità vuota', CRYSTAL]);
card('nidhogg', 't3', ['Veleno che trasuda', 'Rossa: il veleno gocciola dall’alto: un Eroe mette una carta Avvelenamento in cima al suo mazzo.'], ['Veleno che trasuda', STILL]);
card('nidhogg', 'b0', ['Serpe dei morti', 'Oro: la sua colonna e quella a destra (1, Veleno). Sconfitta: la carta si gira.'], ['Muta abbandonata', RAGE1]);
card('nidhogg', 'b1', ['Le fauci di Nidhogg', 'Rossa: morde la sua colonna e quella a sinistra (3, Veleno). Divide i suoi danni con le spire.'], ['Le fauci di Nidhogg', STILL]);
card('nidhogg', 'b2', ['Le spire di Nidhogg', 'Blu: stritola la sua colonna e quella a destra (2, Stordimento). Divide i suoi danni con le fauci.'], ['Le spire di Nidhogg', STILL]);
card('nidhogg', 'b3', ['Serpe dei morti', 'Verde: la sua colonna e quella a sinistra (1, Veleno). Sconfitta: la carta si gira.'], ['Muta abbandonata', HEAL2]);

// Hyrrokkin la Cavalcalupi
card('hyrrokkin', 't0', ['La chiglia di Hringhorni', 'Traccia: tiene i danni di Hyrrokkin (38 la abbattono).'], ['La chiglia di Hringhorni', 'Traccia: tiene i danni di Hyrrokkin.']);
card('hyrrokkin', 't1', ['Redini di vipere', 'Verde: le vipere mordono (Distanza 1, Veleno). Sconfitte: la carta si gira.'], ['Redini recise', CRYSTAL]);
card('hyrrokkin', 't2', ['Pira funebre', 'Blu: la pira divampa: un Eroe subisce 1 danno.'], ['Pira funebre', STILL]);
card('hyrrokkin', 'b0', ['Grande lupo grigio', 'Blu: la sua colonna e quella a destra (1). Sconfitto: la carta si gira.'], ['Il lupo cade', RAGE1]);
card('hyrrokkin', 'b1', ['Hyrrokkin', 'Rossa: spazza le tre colonne (2). Dopo il suo attacco salta giù dal lupo: la carta si gira.'],
  ['Hyrrokkin scatenata', 'Rossa: spazza le tre colonne (3). Oro: scaglia un macigno (Distanza 2).']);
card('hyrrokkin', 'b2', ['Servo della brina', 'Oro: la sua colonna e quella a sinistra (1).'], ['Servo della brina', STILL]);

export const GOW_FACES_IT: Readonly<Record<string, string>> = FACES;
