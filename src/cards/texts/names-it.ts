// The Italian names of the 192 card types (issue 29), written by us with the Italian forms of the
// constellations (Seiya di Pegaso, Mu dell'Ariete, Kanon del Dragone del Mare) and the Poseidon
// rulebook's words (Atena, Gran Sacerdote, Colonna, Soldato dei Mari, Krishna di Crisaore). As for the
// English (english-name.ts): `name` is the plate's large line, `sub` the smaller one under it, `full`
// the name in a sentence; Italian reads in order, so full is "name sub". The catalogue keeps the French.
import type { EnglishName as CardName } from '../english-name';

const n = (name: string, sub?: string): CardName => (sub ? { name, sub, full: `${name} ${sub}` } : { name, full: name });

export const NAMES_IT: Readonly<Record<number, CardName>> = {
  1: n('Seiya', 'di Pegaso'), 2: n('Shiryu', 'del Dragone'), 3: n('Hyoga', 'del Cigno'), 4: n('Shun', 'di Andromeda'), 5: n('Ikki', 'della Fenice'),
  6: n('Armatura', 'di Pegaso'), 7: n('Armatura', 'del Dragone'), 8: n('Armatura', 'del Cigno'), 9: n('Armatura', 'di Andromeda'), 10: n('Armatura', 'della Fenice'),
  11: n('Seiya', 'di Pegaso'), 12: n('Shiryu', 'del Dragone'), 13: n('Hyoga', 'del Cigno'), 14: n('Shun', 'di Andromeda'), 15: n('Ikki', 'della Fenice'),
  16: n('Atena'), 17: n('Gran Sacerdote'),
  18: n('Armatura', 'dell’Ariete'), 19: n('Armatura', 'del Toro'), 20: n('Armatura', 'dei Gemelli'), 21: n('Armatura', 'del Cancro'),
  22: n('Armatura', 'del Leone'), 23: n('Armatura', 'della Vergine'), 24: n('Armatura', 'della Bilancia'), 25: n('Armatura', 'dello Scorpione'),
  26: n('Armatura', 'del Sagittario'), 27: n('Armatura', 'del Capricorno'), 28: n('Armatura', 'dell’Acquario'), 29: n('Armatura', 'dei Pesci'),
  30: n('Mu', 'dell’Ariete'), 31: n('Aldebaran', 'del Toro'), 32: n('Saga', 'dei Gemelli'), 33: n('Deathmask', 'del Cancro'),
  34: n('Aiolia', 'del Leone'), 35: n('Shaka', 'della Vergine'), 36: n('Dohko', 'della Bilancia'), 37: n('Milo', 'dello Scorpione'),
  38: n('Aiolos', 'del Sagittario'), 39: n('Shura', 'del Capricorno'), 40: n('Camus', 'dell’Acquario'), 41: n('Aphrodite', 'dei Pesci'),
  42: n('Marin', 'dell’Aquila'), 43: n('Shaina', 'dell’Ofiuco'), 44: n('Misty', 'della Lucertola'), 45: n('Algol', 'di Perseo'),
  46: n('Jamian', 'del Corvo'), 47: n('Babel', 'del Centauro'), 48: n('Asterion', 'dei Cani da Caccia'), 49: n('Moses', 'della Balena'),
  50: n('Capella', 'dell’Auriga'), 51: n('Albiore', 'di Cefeo'), 52: n('Ptolemy', 'della Freccia'), 53: n('Sirius', 'del Cane Maggiore'),
  54: n('Algethi', 'di Ercole'), 55: n('Dante', 'di Cerbero'), 56: n('Dio', 'della Mosca'), 57: n('Shiva', 'del Pavone'),
  58: n('Agora', 'del Loto'), 59: n('Arachne', 'della Tarantola'), 60: n('Guilty'), 61: n('Docrates'),
  62: n('Cavaliere', 'di Cristallo'), 63: n('Geist'), 64: n('Serpente', 'dei Mari'), 65: n('Delfino'), 66: n('Kuraggu'),
  67: n('Cavaliere', 'delle Fiamme'), 68: n('Spartan'), 69: n('Leda'), 70: n('Spica'), 71: n('Jango'),
  72: n('Pegaso Nero'), 73: n('Dragone Nero'), 74: n('Cigno Nero'), 75: n('Andromeda Nero'), 76: n('Fenice Nera'),
  77: n('Sho', 'della Cloth Celeste'), 78: n('Ushio', 'della Cloth Marina'), 79: n('Daichi', 'della Cloth Terrestre'),
  80: n('Jabu', 'dell’Unicorno'), 81: n('Ichi', 'dell’Idra'), 82: n('Nachi', 'del Lupo'), 83: n('Ban', 'del Leone Minore'),
  84: n('Geki', 'dell’Orso'), 85: n('June', 'del Camaleonte'), 86: n('Cassios'), 87: n('Gigas'), 88: n('Phaeton'), 89: n('Oko'), 90: n('Jaki'),
  // Asgard
  1001: n('Seiya', 'di Pegaso'), 1002: n('Shiryu', 'del Dragone'), 1003: n('Hyoga', 'del Cigno'), 1004: n('Shun', 'di Andromeda'), 1005: n('Ikki', 'della Fenice'),
  1006: n('Armatura', 'di Pegaso'), 1007: n('Armatura', 'del Dragone'), 1008: n('Armatura', 'del Cigno'), 1009: n('Armatura', 'di Andromeda'), 1010: n('Armatura', 'della Fenice'),
  1011: n('Anello', 'dei Nibelunghi'), 1012: n('Balmung'), 1013: n('Atena'), 1014: n('Hilda'),
  1015: n('Alpha Dubhe', 'Veste Divina'), 1016: n('Beta Merak', 'Veste Divina'), 1017: n('Gamma Phecda', 'Veste Divina'),
  1018: n('Delta Megrez', 'Veste Divina'), 1019: n('Epsilon Alioth', 'Veste Divina'), 1020: n('Eta Benetnash', 'Veste Divina'),
  1021: n('Zeta Mizar', 'Veste Divina'), 1022: n('Zeta Alcor', 'Veste Divina'),
  1023: n('Siegfried', 'di Dubhe'), 1024: n('Hagen', 'di Merak'), 1025: n('Thor', 'di Phecda'), 1026: n('Alberich', 'di Megrez'),
  1027: n('Fenrir', 'di Alioth'), 1028: n('Mime', 'di Benetnash'), 1029: n('Syd', 'di Mizar'), 1030: n('Bud', 'di Alcor'),
  1031: n('Guardia', 'di Asgard'), 1032: n('Guardia', 'di Asgard'), 1033: n('Guardia', 'di Asgard'), 1034: n('Guardia', 'di Asgard'), 1035: n('Guardia', 'di Asgard'),
  1036: n('Freya'),
  // Poseidone
  2001: n('Seiya', 'di Pegaso'), 2002: n('Shiryu', 'del Dragone'), 2003: n('Hyoga', 'del Cigno'), 2004: n('Shun', 'di Andromeda'), 2005: n('Ikki', 'della Fenice'),
  2006: n('Seiya', 'di Pegaso'), 2007: n('Shiryu', 'del Dragone'), 2008: n('Hyoga', 'del Cigno'), 2009: n('Shun', 'di Andromeda'), 2010: n('Ikki', 'della Fenice'),
  2011: n('Atena'), 2012: n('Poseidone'), 2013: n('Kanon', 'del Dragone del Mare'), 2014: n('Sorrento', 'della Sirena'),
  2015: n('Isaac', 'di Kraken'), 2016: n('Kasa', 'di Lymnades'), 2017: n('Krishna', 'di Crisaore'), 2018: n('Io', 'di Scilla'),
  2019: n('Baian', 'del Cavallo Marino'), 2020: n('Thetis', 'della Sirena Marina'),
  2021: n('Soldato', 'dei Mari'), 2022: n('Soldato', 'dei Mari'), 2023: n('Soldato', 'dei Mari'), 2024: n('Soldato', 'dei Mari'), 2025: n('Soldato', 'dei Mari'),
  2026: n('Kiki'), 2027: n('Tridente', 'di Poseidone'), 2028: n('Urna', 'di Atena'),
  2029: n('Scaglia', 'di Poseidone'), 2030: n('Scaglia', 'del Dragone del Mare'), 2031: n('Scaglia', 'della Sirena'), 2032: n('Scaglia', 'di Kraken'),
  2033: n('Scaglia', 'di Lymnades'), 2034: n('Scaglia', 'di Crisaore'), 2035: n('Scaglia', 'di Scilla'), 2036: n('Scaglia', 'del Cavallo Marino'),
  2037: n('Scaglia', 'della Sirena Marina'),
  2038: n('Colonna', 'dell’Atlantico Nord'), 2039: n('Colonna', 'dell’Atlantico Sud'), 2040: n('Colonna', 'dell’Artico'), 2041: n('Colonna', 'dell’Antartico'),
  2042: n('Colonna', 'dell’Oceano Indiano'), 2043: n('Colonna', 'del Pacifico Sud'), 2044: n('Colonna', 'del Pacifico Nord'),
  // Epopee
  2901: n('Attacco', 'alla Fondazione Graad'), 2902: n('Tormenta'), 2903: n('Diffidenza'), 2904: n('Diluvio'),
  2905: n('Distruzione', 'dell’Isola della Regina Nera'), 2906: n('Dubbi'), 2907: n('Accerchiati'), 2908: n('Sfinimento', 'di Atena'),
  2909: n('Disgelo'), 2910: n('La forza', 'dell’amicizia'), 2911: n('Fuga'), 2912: n('Accerchiati'), 2913: n('Mai arrendersi'),
  2914: n('Presa di ostaggi'), 2915: n('Settimo senso'), 2916: n('Sostegno', 'telepatico'), 2917: n('Torneo Galattico'),
  2918: n('Vittoria', 'decisiva'), 2919: n('Libero arbitrio'),
  // Promo
  9001: n('Seiya', 'del Sagittario'), 9002: n('Shiryu', 'della Bilancia'), 9003: n('Hyoga', 'dell’Acquario'),
};
