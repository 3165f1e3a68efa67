// The cooperative fuzzer moved to fuzz/coop.ts (issue 24).
export * from './fuzz/coop'; // kept until callers move (issue 24): test/golden/coop-games.ts imports fuzzSetup here
