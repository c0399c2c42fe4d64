/**
 * Hash routes (`#/participants/P1`): the server only has to serve index.html at `/`,
 * and a reload keeps the page.
 */

export type Route =
  | { page: 'statement' }
  | { page: 'participants' }
  | { page: 'participant'; id: string; tab: ParticipantTab }
  | { page: 'liability' }
  | { page: 'audit' }
  | { page: 'funds'; fundId?: string }
  | { page: 'investments' }
  | { page: 'claim' }
  | { page: 'payImports' }
  | { page: 'decisions' }
  | { page: 'paymentRuns' }
  | { page: 'paymentRun'; id: string }
  | { page: 'notFound'; path: string }
  // Issue 12: corrections (12.9), the Committee's register (8.1), the user's account security.
  | { page: 'corrections' }
  | { page: 'committee' }
  | { page: 'account' }
  // Issue 12 item 3: reports, the daily tick, fund closures (7.3); the portal's beneficiaries.
  | { page: 'reports' }
  | { page: 'ticks' }
  | { page: 'fundClosures' }
  | { page: 'beneficiaries' }
  // Issue 12 item 4: the payout projector (portal).
  | { page: 'projector' }
  // Issue 12 item 2: the election wizard (portal).
  | { page: 'wizard' }
  // Issue 12 item 4: bulk period statements.
  | { page: 'statementRuns' }
  // Issue 12: a participant's schedule change (Article VI).
  | { page: 'scheduleChange' };

/** A participant's page in the console, tab by tab, in the order the page shows them. */
export const participantTabs = [
  'statement',
  'events',
  'record',
  'profile',
  'beneficiaries',
  'projector',
  'claims',
  'notices',
  'payees',
] as const;

export type ParticipantTab = (typeof participantTabs)[number];

export type Section =
  | 'statement'
  | 'participants'
  | 'liability'
  | 'audit'
  | 'funds'
  | 'investments'
  | 'claim'
  | 'payImports'
  | 'decisions'
  | 'paymentRuns'
  | 'corrections'
  | 'committee'
  | 'account'
  | 'reports'
  | 'ticks'
  | 'fundClosures'
  | 'beneficiaries'
  | 'projector'
  | 'wizard'
  | 'statementRuns'
  | 'scheduleChange';

/** Sections whose address is their name alone (`#/decisions`). */
const plainPages = new Set<string>([
  'statement',
  'participants',
  'liability',
  'audit',
  'investments',
  'claim',
  'payImports',
  'decisions',
  'corrections',
  'committee',
  'account',
  'reports',
  'ticks',
  'fundClosures',
  'beneficiaries',
  'projector',
  'wizard',
  'statementRuns',
  'scheduleChange',
]);

export function parseRoute(hash: string): Route | undefined {
  const path = hash.replace(/^#/, '').replace(/\/+$/, '');
  if (path === '' || path === '/') return undefined;
  const parts = path
    .split('/')
    .filter((part) => part !== '')
    .map(decodeURIComponent);
  const [first, second, third] = parts;
  // The old election form's address opens the election wizard that replaced it (issue 12).
  if (first === 'election' && parts.length === 1) return { page: 'wizard' };
  if (first !== undefined && plainPages.has(first) && parts.length === 1)
    return { page: first } as Route;
  if (first === 'participants' && second !== undefined && parts.length <= 3) {
    if (third === undefined || third === 'statement')
      return { page: 'participant', id: second, tab: 'statement' };
    const tab = participantTabs.find((candidate) => candidate === third);
    if (tab !== undefined) return { page: 'participant', id: second, tab };
  }
  if (first === 'payment-runs' && parts.length <= 2)
    return second === undefined ? { page: 'paymentRuns' } : { page: 'paymentRun', id: second };
  if (first === 'funds' && parts.length <= 2)
    return second === undefined ? { page: 'funds' } : { page: 'funds', fundId: second };
  return { page: 'notFound', path };
}

export function routeHref(route: Route): string {
  switch (route.page) {
    case 'participant':
      return `#/participants/${encodeURIComponent(route.id)}${route.tab === 'statement' ? '' : `/${route.tab}`}`;
    case 'funds':
      return route.fundId === undefined ? '#/funds' : `#/funds/${encodeURIComponent(route.fundId)}`;
    case 'paymentRuns':
      return '#/payment-runs';
    case 'paymentRun':
      return `#/payment-runs/${encodeURIComponent(route.id)}`;
    case 'notFound':
      return `#/${route.path}`;
    default:
      return `#/${route.page}`;
  }
}

/** The console section a route belongs to (for the navigation's highlight and access). */
export function sectionOf(route: Route): Section | undefined {
  switch (route.page) {
    case 'participant':
      return 'participants';
    case 'paymentRun':
      return 'paymentRuns';
    case 'notFound':
      return undefined;
    default:
      return route.page;
  }
}

/**
 * What each role sees. The server enforces access; this only shapes the navigation.
 * A participant sees his own statement; plan staff see the console sections of their work.
 */
const sectionsByRole: Record<string, Section[]> = {
  participant: [
    'statement',
    'projector',
    'wizard',
    'investments',
    'scheduleChange',
    'claim',
    'beneficiaries',
    'account',
  ],
  administrator: [
    'participants',
    'liability',
    'audit',
    'funds',
    'payImports',
    'decisions',
    'paymentRuns',
    'corrections',
    'committee',
    'reports',
    'ticks',
    'fundClosures',
    'statementRuns',
    'account',
  ],
  committee: [
    'participants',
    'decisions',
    'paymentRuns',
    'liability',
    'audit',
    'funds',
    'corrections',
    'committee',
    'reports',
    'ticks',
    'fundClosures',
    'statementRuns',
    'account',
  ],
  auditor: [
    'participants',
    'liability',
    'audit',
    'funds',
    'decisions',
    'paymentRuns',
    'corrections',
    'committee',
    'reports',
    'ticks',
    'fundClosures',
    'statementRuns',
    'account',
  ],
  assetCommittee: ['funds', 'fundClosures', 'liability', 'reports', 'corrections', 'account'],
  // Payroll reads no participant records (the server's staffReaders): it imports pay files.
  payroll: ['payImports', 'account'],
};

export function sectionsFor(role: string): Section[] {
  return sectionsByRole[role] ?? [];
}

export function isStaff(role: string): boolean {
  return role !== 'participant' && role in sectionsByRole;
}

/** Where a user lands after signing in, or when the address names no page. */
export function homeRoute(role: string): Route {
  const first = sectionsFor(role)[0];
  return first === undefined ? { page: 'notFound', path: '' } : ({ page: first } as Route);
}
