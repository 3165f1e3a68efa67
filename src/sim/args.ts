// A tiny argument reader for the command-line tools: --name value and --flag.
export class ArgError extends Error {}

/** The options a tool understands, and the values read. */
export type ArgSpec = Record<string, 'string' | 'number' | 'flag'>;
export type Args = Record<string, string | number | boolean>;

export function readArgs(argv: string[], spec: ArgSpec): Args {
  const out: Args = {};
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    const kind = spec[name];
    if (!argv[i].startsWith('--') || !kind) throw new ArgError(`unknown option "${argv[i]}" (known: ${Object.keys(spec).map((k) => `--${k}`).join(', ')})`);
    if (kind === 'flag') { out[name] = true; continue; }
    const value = argv[++i];
    if (value === undefined) throw new ArgError(`--${name} needs a value`);
    if (kind === 'number') {
      const n = Number(value);
      if (!Number.isInteger(n)) throw new ArgError(`--${name} must be a whole number, not "${value}"`);
      out[name] = n;
    } else out[name] = value;
  }
  return out;
}
