import { vi } from 'vitest';

/** Runs a command, capturing what it writes. */
export async function capture(command: (args: string[]) => Promise<number>, args: string[]) {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation(
    (chunk) => ((stdout += String(chunk)), true),
  );
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (chunk) => ((stderr += String(chunk)), true),
  );
  const code = await command(args);
  vi.restoreAllMocks();
  return { code, stdout, stderr };
}
