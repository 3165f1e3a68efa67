// The new-game form of the menu, in plain TS: 2 to 5 seats, each a human or a bot (strong or easy)
// with a hero no other seat has, and a seed. It produces the setup and seats of a GameSession.
import type { HeroName } from '../../src/cards';
import { HEROES, type ExpansionSet, type SetupOptions } from '../../src/engine';
import type { SeatConfig } from '../../src/persist/save';

export interface MenuSeat { kind: 'human' | 'bot'; bot: 'greedy' | 'random'; hero: HeroName }

export class MenuModel {
  seats: MenuSeat[] = [
    { kind: 'human', bot: 'greedy', hero: 'seiya' },
    { kind: 'bot', bot: 'greedy', hero: 'shiryu' },
  ];

  /** The expansions in (base always) and the Epics: off by default, a plain base game. */
  sets: ExpansionSet[] = [];
  epics = false;

  constructor(public seed: number) {}

  toggleSet(set: ExpansionSet): void {
    this.sets = this.sets.includes(set) ? this.sets.filter((s) => s !== set) : [...this.sets, set];
  }

  toggleEpics(): void {
    this.epics = !this.epics;
  }

  get canAdd(): boolean { return this.seats.length < 5; }
  get canRemove(): boolean { return this.seats.length > 2; }

  add(): void {
    if (!this.canAdd) return;
    const hero = HEROES.find((h) => !this.seats.some((s) => s.hero === h))!;
    this.seats.push({ kind: 'bot', bot: 'greedy', hero });
  }

  remove(i: number): void {
    if (this.canRemove) this.seats.splice(i, 1);
  }

  toggleKind(i: number): void {
    const s = this.seats[i];
    s.kind = s.kind === 'human' ? 'bot' : 'human';
  }

  toggleBot(i: number): void {
    const s = this.seats[i];
    s.bot = s.bot === 'greedy' ? 'random' : 'greedy';
  }

  /** The next hero no other seat has. */
  nextHero(i: number): void {
    const taken = new Set(this.seats.filter((_, k) => k !== i).map((s) => s.hero));
    const start = HEROES.indexOf(this.seats[i].hero);
    for (let k = 1; k <= HEROES.length; k++) {
      const h = HEROES[(start + k) % HEROES.length];
      if (!taken.has(h)) { this.seats[i].hero = h; return; }
    }
  }

  /** Reads a typed seed; anything but a whole number keeps the old one. */
  setSeed(raw: string): boolean {
    const n = Number(raw.trim());
    if (raw.trim() === '' || !Number.isSafeInteger(n)) return false;
    this.seed = n;
    return true;
  }

  setup(): { setup: SetupOptions; seats: SeatConfig[] } {
    return {
      setup: {
        seed: this.seed, heroes: this.seats.map((s) => s.hero),
        ...(this.sets.length ? { sets: [...this.sets].sort() } : {}), ...(this.epics ? { epics: true } : {}),
      },
      seats: this.seats.map((s) => (s.kind === 'human' ? { kind: 'human' } : { kind: 'bot', bot: s.bot })),
    };
  }
}
