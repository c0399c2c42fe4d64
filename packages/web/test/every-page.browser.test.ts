/**
 * Issue 22 items 9 and 12: every page of the console and of the portal, old pages included, in
 * Chromium against the real server's demo plan, at phone and desktop width, in English and in
 * Traditional Chinese: no serious or critical axe finding and no page wider than the window
 * (review.ts), with a screenshot of each for the CI artefacts. A page added to the navigation
 * and not to this walk fails the first test.
 */
import { describe, expect, it } from 'vitest';
import { participantTabs, routeHref, sectionsFor, type Route } from '../src/routes';
import { chromiumSession, runnable } from './chromium-session';
import { AppShellPage } from './pages';
import { must } from './real-server';

const now = '2026-12-02T15:00:00.000Z';
const plan = '/api/plans/carmax-edcp';
const roles = ['participant', 'administrator', 'committee', 'assetCommittee', 'auditor', 'payroll'];
const languages = [
  { lang: 'en', label: 'English' },
  { lang: 'zh-Hant', label: '繁體中文' },
] as const;

/** The pages each walk opens: the participant's own, and the staff's as the administrator. */
function portalPages(): Route[] {
  return sectionsFor('participant').map((page) => ({ page }) as Route);
}

function consolePages(participant: string, fundId: string, runId: string): Route[] {
  return [
    ...sectionsFor('administrator').map((page) => ({ page }) as Route),
    ...participantTabs.map((tab): Route => ({ page: 'participant', id: participant, tab })),
    { page: 'funds', fundId },
    { page: 'paymentRun', id: runId },
  ];
}

describe.skipIf(!runnable)(
  'every page at both widths, in both languages',
  { timeout: 600_000 },
  () => {
    const s = chromiumSession(now);

    /** Opens a page and waits until it has stopped loading: no spinner, nothing in flight. */
    async function settle(route: Route) {
      await new AppShellPage(s.page).openAddress(s.server.url, routeHref(route));
      await s.page.getByTestId('user').waitFor();
      await s.page.waitForLoadState('networkidle');
      await expect.poll(() => s.page.locator('.mantine-Loader-root').count()).toBe(0);
    }

    async function walk(username: string, name: string, pages: Route[]) {
      for (const { lang, label } of languages) {
        await s.openBrowser(lang === 'en' ? 'en-US' : 'zh-TW');
        await s.signInAs(username);
        await new AppShellPage(s.page).chooseLanguage(label);
        for (const route of pages) {
          await settle(route);
          expect(await new AppShellPage(s.page).language()).toBe(lang);
          const page = routeHref(route).replace(/^#\//, '').replaceAll('/', '-');
          expect(await s.review.capture(s.page, `every-${name}-${page}-${lang}`)).toEqual([]);
        }
      }
    }

    it('the walk opens every section of every role', () => {
      const walked = new Set(
        [...portalPages(), ...consolePages('E', 'F', 'R')].map((route) => route.page),
      );
      const sections = new Set(roles.flatMap((role) => sectionsFor(role)));
      expect([...sections].filter((section) => !walked.has(section))).toEqual([]);
    });

    it('the check finds a page wider than its window', async () => {
      await s.signInAs('bokafor');
      await settle({ page: 'statement' });
      await s.page.evaluate(() => {
        const wide = document.createElement('div');
        wide.setAttribute('data-testid', 'too-wide');
        wide.style.width = '2000px';
        wide.textContent = 'wide';
        document.body.append(wide);
      });
      const found = await s.review.check(s.page, 'every-too-wide');
      expect(found.map((f) => [f.rule, f.targets])).toEqual([
        ['page-overflow', ['div[data-testid="too-wide"]']],
      ]);
    });

    it("the portal's pages: a participant's own", async () => {
      await walk('bokafor', 'portal', portalPages());
    });

    it("the console's pages: the administrator's, a participant's tabs, a fund, a payment run", async () => {
      const admin = await s.server.as('admin');
      const { funds } = await must(admin.get(`${plan}/funds`));
      const { runs } = await must(admin.get(`${plan}/payment-runs`));
      expect(runs.length).toBeGreaterThan(0);
      await walk('admin', 'console', consolePages('E1002', funds[0].id, runs[0].id));
    });
  },
);
