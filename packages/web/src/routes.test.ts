import { describe, expect, it } from 'vitest';
import {
  homeRoute,
  isStaff,
  parseRoute,
  routeHref,
  sectionOf,
  sectionsFor,
  type Route,
} from './routes';

describe('hash routes', () => {
  it.each<[string, Route | undefined]>([
    ['', undefined],
    ['#/', undefined],
    ['#/statement', { page: 'statement' }],
    ['#/participants', { page: 'participants' }],
    ['#/participants/P1', { page: 'participant', id: 'P1', tab: 'statement' }],
    ['#/participants/P%201/events', { page: 'participant', id: 'P 1', tab: 'events' }],
    ['#/liability/', { page: 'liability' }],
    ['#/funds/IDX', { page: 'funds', fundId: 'IDX' }],
    ['#/participants/P1/record', { page: 'participant', id: 'P1', tab: 'record' }],
    // The old election form's address opens the wizard that replaced it.
    ['#/election', { page: 'wizard' }],
    ['#/participants/P1/claims', { page: 'participant', id: 'P1', tab: 'claims' }],
    ['#/participants/P1/notices', { page: 'participant', id: 'P1', tab: 'notices' }],
    ['#/participants/P1/payees', { page: 'participant', id: 'P1', tab: 'payees' }],
    ['#/participants/P1/profile', { page: 'participant', id: 'P1', tab: 'profile' }],
    ['#/participants/P1/beneficiaries', { page: 'participant', id: 'P1', tab: 'beneficiaries' }],
    ['#/participants/P1/projector', { page: 'participant', id: 'P1', tab: 'projector' }],
    ['#/reports', { page: 'reports' }],
    ['#/ticks', { page: 'ticks' }],
    ['#/fundClosures', { page: 'fundClosures' }],
    ['#/beneficiaries', { page: 'beneficiaries' }],
    ['#/scheduleChange', { page: 'scheduleChange' }],
    ['#/payImports', { page: 'payImports' }],
    ['#/decisions/x', { page: 'notFound', path: '/decisions/x' }],
    ['#/payment-runs', { page: 'paymentRuns' }],
    ['#/payment-runs/PR-1a2b', { page: 'paymentRun', id: 'PR-1a2b' }],
    ['#/payment-runs/PR-1/lines', { page: 'notFound', path: '/payment-runs/PR-1/lines' }],
    ['#/nowhere', { page: 'notFound', path: '/nowhere' }],
  ])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('writes the address a route is read from', () => {
    const routes: Route[] = [
      { page: 'participant', id: 'P 1', tab: 'events' },
      { page: 'participant', id: 'P1', tab: 'statement' },
      { page: 'funds', fundId: 'SV' },
      { page: 'audit' },
      { page: 'paymentRuns' },
      { page: 'paymentRun', id: 'PR 1' },
    ];
    for (const route of routes) expect(parseRoute(routeHref(route))).toEqual(route);
  });
});

describe('navigation by role', () => {
  it('gives a participant his statement and his filings', () => {
    expect(sectionsFor('participant')).toEqual([
      'statement',
      'projector',
      'wizard',
      'investments',
      'scheduleChange',
      'claim',
      'beneficiaries',
      'account',
    ]);
    expect(isStaff('participant')).toBe(false);
    expect(homeRoute('participant')).toEqual({ page: 'statement' });
  });

  it('gives staff the console', () => {
    expect(isStaff('administrator')).toBe(true);
    expect(homeRoute('auditor')).toEqual({ page: 'participants' });
    expect(homeRoute('assetCommittee')).toEqual({ page: 'funds' });
    expect(sectionsFor('unknown')).toEqual([]);
    expect(homeRoute('payroll')).toEqual({ page: 'payImports' });
    expect(sectionsFor('committee')).toContain('decisions');
    expect(sectionOf({ page: 'participant', id: 'P1', tab: 'events' })).toBe('participants');
    // 8.2: those who prepare, approve or read payment runs; not payroll, nor a participant.
    for (const role of ['administrator', 'committee', 'auditor'])
      expect(sectionsFor(role)).toContain('paymentRuns');
    expect(sectionsFor('payroll')).not.toContain('paymentRuns');
    expect(sectionOf({ page: 'paymentRun', id: 'PR-1' })).toBe('paymentRuns');
  });

  it('gives the reports, the daily tick and fund closures to those who read them', () => {
    for (const role of ['administrator', 'committee', 'auditor', 'assetCommittee']) {
      expect(sectionsFor(role)).toContain('reports');
      expect(sectionsFor(role)).toContain('fundClosures');
    }
    // The server's readers of /ticks: the Plan Asset Committee and payroll read no tick.
    for (const role of ['administrator', 'committee', 'auditor'])
      expect(sectionsFor(role)).toContain('ticks');
    expect(sectionsFor('assetCommittee')).not.toContain('ticks');
    expect(sectionsFor('payroll')).toEqual(['payImports', 'account']);
  });
});
