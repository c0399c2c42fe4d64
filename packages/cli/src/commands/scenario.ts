export async function run(_args: string[]): Promise<number> {
  process.stderr.write('scenario: not yet available\n');
  return 2;
}
