import { randomBytes } from 'node:crypto';
import type { DemoClient } from './client.js';
import type { DemoPerson } from './people.js';

/** A demo sign-in; its password is printed once on first start and only its hash is stored. */
export interface DemoAccount {
  username: string;
  role: string;
  participantId: string | null;
  password: string;
  /** What the account is for, or the participant's story. */
  note: string;
}

const staff = [
  { username: 'committee1', role: 'committee', note: 'Committee: prepares decisions and runs' },
  {
    username: 'committee2',
    role: 'committee',
    note: 'Committee: approves what committee1 prepares',
  },
  {
    username: 'asset1',
    role: 'assetCommittee',
    note: 'Plan Asset Committee: funds and prices (7.3)',
  },
  { username: 'payroll1', role: 'payroll', note: 'Payroll: pay files (7.1)' },
  { username: 'auditor1', role: 'auditor', note: 'Auditor: reads everything, changes nothing' },
] as const;

/**
 * Creates the staff accounts through POST /api/users (the administrator exists already); the
 * Committee's roles wait for a second person, so the first start approves them as the machine.
 */
export async function createStaffAccounts(
  admin: DemoClient,
  approve: (username: string) => Promise<void>,
): Promise<DemoAccount[]> {
  const accounts = await createAccounts(
    admin,
    staff.map((s) => ({ ...s, participantId: null, password: newPassword() })),
  );
  for (const account of accounts) if (account.role === 'committee') await approve(account.username);
  return accounts;
}

/** One participant account per demo participant, once his record exists. */
export async function createParticipantAccounts(
  admin: DemoClient,
  people: readonly DemoPerson[],
): Promise<DemoAccount[]> {
  return createAccounts(
    admin,
    people.map((p) => ({
      username: p.username,
      role: 'participant',
      participantId: p.id,
      password: newPassword(),
      note: `${p.name}: ${p.story}`,
    })),
  );
}

/** Creates the accounts; staff ones get `planId` (default: the installation's first plan). */
export async function createAccounts(
  admin: DemoClient,
  accounts: DemoAccount[],
  planId?: string,
): Promise<DemoAccount[]> {
  for (const account of accounts) {
    await admin.post('/api/users', {
      username: account.username,
      password: account.password,
      role: account.role,
      ...(account.participantId ? { participantId: account.participantId } : {}),
      ...(planId && !account.participantId ? { planId } : {}),
    });
  }
  return accounts;
}

/** 16 characters from 96 random bits (the API's minimum is 12). */
export const newPassword = (): string => randomBytes(12).toString('base64url');

/** The sign-ins as a plain-text table, for the terminal on first start. */
export function accountsTable(accounts: readonly Omit<DemoAccount, 'note'>[]): string {
  const rows = [
    ['username', 'role', 'participant', 'password'],
    ...accounts.map((a) => [a.username, a.role, a.participantId ?? '', a.password]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}
