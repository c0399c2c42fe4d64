import { nyseCalendar, parseDate } from '@defcomp/domain';
import { defineCommand, parseCommand, unexpected, usageError } from '../flags.js';

export const command = defineCommand({
  name: 'calendar',
  usage: ['defcomp calendar valuation-dates --from YYYY-MM-DD --to YYYY-MM-DD'],
  flags: {
    from: { type: 'string', value: 'YYYY-MM-DD', description: 'the first date (inclusive)' },
    to: { type: 'string', value: 'YYYY-MM-DD', description: 'the last date (inclusive)' },
  },
});

/** `defcomp calendar valuation-dates --from D --to D`: one Valuation Date a line (Plan 1.37). */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommand(command, args);
  if (typeof parsed === 'number') return parsed;
  const [sub, ...extra] = parsed.positionals;
  if (sub !== 'valuation-dates')
    return usageError(command, sub ? `no subcommand ${sub}` : 'valuation-dates?');
  if (extra.length > 0) return unexpected(command, extra);
  let from, to;
  try {
    from = parseDate(parsed.values.from ?? '');
    to = parseDate(parsed.values.to ?? '');
  } catch (error) {
    process.stderr.write(`--from/--to: ${(error as Error).message}\n`);
    return 2;
  }
  const lines = nyseCalendar.between(from, to).map((d) => d.toString());
  process.stdout.write(lines.length ? lines.join('\n') + '\n' : '');
  return 0;
}
