import { nyseCalendar, parseDate } from '@defcomp/domain';

/** `defcomp calendar valuation-dates --from D --to D`: one Valuation Date a line (Plan 1.37). */
export async function run(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'valuation-dates') {
    process.stderr.write(
      'usage: defcomp calendar valuation-dates --from YYYY-MM-DD --to YYYY-MM-DD\n',
    );
    return 2;
  }
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) options.set(rest[i]!, rest[i + 1] ?? '');
  let from, to;
  try {
    from = parseDate(options.get('--from') ?? '');
    to = parseDate(options.get('--to') ?? '');
  } catch (error) {
    process.stderr.write(`--from/--to: ${(error as Error).message}\n`);
    return 2;
  }
  const lines = nyseCalendar.between(from, to).map((d) => d.toString());
  process.stdout.write(lines.length ? lines.join('\n') + '\n' : '');
  return 0;
}
