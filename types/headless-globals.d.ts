// The one global beyond ECMAScript that the headless code (tsconfig.headless.json) may use.
// structuredClone is not in lib ES2022: TypeScript declares it in lib.dom (and @types/node), but it is
// there in every place the rules must run: node >= 17, browsers, web workers. Declared here alone, so
// that no other DOM name (document, window, localStorage, setTimeout, console…) type-checks there.
// Used today by src/engine/apply.ts to copy the state before an action.
declare function structuredClone<T = any>(value: T, options?: { transfer?: unknown[] }): T;
