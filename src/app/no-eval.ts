// The page may not evaluate strings as code (index.html's Content-Security-Policy has no
// 'unsafe-eval'). Zod compiles its object parsers with `new Function` unless told not to, and even
// its probe for it (caught) is reported as a policy violation: jitless parses without either. It
// must run before any schema is made, since zod probes when a schema is built: src/main.ts imports
// this module first. (zod/mini shares that core: the setting holds for src/cards/zod.ts's schemas.)
import { z } from 'zod/mini';

z.config({ jitless: true });
