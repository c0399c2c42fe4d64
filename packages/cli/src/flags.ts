import { parseArgs } from 'node:util';

/** One flag of a subcommand: its parsing and its line in `--help` come from here. */
export interface Flag {
  readonly type: 'string' | 'boolean';
  /** What the value is, in the help and in errors (FILE, ID, YYYY-MM-DD). */
  readonly value?: string;
  /** May be given more than once (each value kept, in order). */
  readonly multiple?: boolean;
  readonly description: string;
}

export type Flags = Readonly<Record<string, Flag>>;

/** A subcommand's usage and its one declaration of flags (issue 22 item 10). */
export interface CommandSpec<F extends Flags = Flags> {
  /** As typed after `defcomp`: `backup`, `notices`. */
  readonly name: string;
  /** The usage lines, each starting `defcomp <name>`. */
  readonly usage: readonly string[];
  /** Lines after the usage: environment variables, defaults. */
  readonly notes?: readonly string[];
  readonly flags: F;
}

type Value<T extends Flag> = T['type'] extends 'boolean'
  ? boolean
  : T['multiple'] extends true
    ? string[]
    : string;

export interface Parsed<F extends Flags> {
  values: { [K in keyof F]?: Value<F[K]> };
  positionals: string[];
}

export type Outcome<F extends Flags> =
  | ({ ok: true } & Parsed<F>)
  | { ok: false; help: true }
  | { ok: false; help: false; message: string };

/** Declares a subcommand (`const` keeps the flags' names and types for its parsed values). */
export function defineCommand<const F extends Flags>(spec: CommandSpec<F>): CommandSpec<F> {
  return spec;
}

/** `usage: defcomp …` and its notes. */
export function usageOf(spec: CommandSpec): string {
  const [first, ...more] = spec.usage;
  const lines = [`usage: ${first}`, ...more.map((l) => `       ${l}`), ...(spec.notes ?? [])];
  return lines.join('\n') + '\n';
}

/** The usage, then every declared flag with its description (`defcomp <name> --help`). */
export function helpOf(spec: CommandSpec): string {
  const shown = Object.entries(spec.flags).map(([name, flag]) => {
    const value = flag.type === 'string' ? ` ${flag.value ?? 'VALUE'}` : '';
    return [`--${name}${value}`, flag.description + (flag.multiple ? ' (may repeat)' : '')];
  });
  shown.push(['-h, --help', 'this help']);
  const width = Math.max(...shown.map(([left]) => left!.length)) + 2;
  const lines = shown.map(([left, text]) => `  ${left!.padEnd(width)}${text}`);
  return `${usageOf(spec)}\nflags:\n${lines.join('\n')}\n`;
}

/** Help asked for anywhere before `--`, whatever else is wrong with the line. */
const asksHelp = (args: readonly string[]) => {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
};

/** Flags anywhere among the positionals, by Node's own util.parseArgs; never prints. */
export function parseFlags<F extends Flags>(spec: CommandSpec<F>, args: string[]): Outcome<F> {
  if (asksHelp(args)) return { ok: false, help: true };
  const options = Object.fromEntries(
    Object.entries(spec.flags).map(([name, f]) => [
      name,
      f.multiple ? { type: f.type, multiple: true } : { type: f.type },
    ]),
  );
  try {
    const { values, positionals } = parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: true,
    });
    return { ok: true, values: values as Parsed<F>['values'], positionals };
  } catch (error) {
    return { ok: false, help: false, message: flagProblem(spec, error) };
  }
}

/** util.parseArgs' error as one line naming the flag (its own text is several, about `--`). */
function flagProblem(spec: CommandSpec, error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const flag = /'(-{1,2}[^' <]+)/.exec(message ?? '')?.[1];
  if (!flag || !code?.startsWith('ERR_PARSE_ARGS')) throw error;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown flag ${flag}`;
  const declared = spec.flags[flag.replace(/^-+/, '')];
  if (declared?.type === 'boolean') return `${flag} takes no value`;
  return `${flag} needs a value (${declared?.value ?? 'VALUE'})`;
}

/** `defcomp <name>: <problem>`, then the usage, on stderr; exit 2. */
export function usageError(spec: CommandSpec, problem: string): number {
  process.stderr.write(`defcomp ${spec.name}: ${problem}\n${usageOf(spec)}`);
  return 2;
}

/** The parsed flags, or the exit code once help (0) or a usage error (2) is printed. */
export function parseCommand<F extends Flags>(
  spec: CommandSpec<F>,
  args: string[],
): Parsed<F> | number {
  const outcome = parseFlags(spec, args);
  if (outcome.ok) return { values: outcome.values, positionals: outcome.positionals };
  if (outcome.help) {
    process.stdout.write(helpOf(spec));
    return 0;
  }
  return usageError(spec, outcome.message);
}

/** An argument beyond those the usage names is a usage error, not silently ignored. */
export function unexpected(spec: CommandSpec, extra: readonly string[]): number {
  return usageError(spec, `unexpected argument ${extra.join(' ')}`);
}
