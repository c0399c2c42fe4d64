/**
 * One Chromium and one real server (real-server.ts) for a describe block of browser stories:
 * each story gets a fresh context at the server's fixed "now" in New York, and fails on any
 * page error; screenshots and the axe review are written at the end. Without Chromium the
 * stories are skipped (`runnable`), except with CI=true.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { AppShellPage, LoginPage } from './pages';
import { startRealServer, type RealServer } from './real-server';
import { desktop, Review } from './review';

const chromiumPath = '/usr/bin/chromium';
export const runnable = existsSync(chromiumPath) || process.env.CI === 'true';
const screenshots =
  process.env.DEFCOMP_SCREENSHOTS ??
  fileURLToPath(new URL('../test-results/screenshots', import.meta.url));

export interface ChromiumSession {
  readonly server: RealServer;
  readonly page: Page;
  readonly review: Review;
  /** A new context (locale, e.g. 'zh-TW'), its clock at the server's now. */
  openBrowser(locale?: string): Promise<void>;
  signInAs(username: string): Promise<void>;
}

/** Registers the block's hooks; the session's page and server are read inside the stories. */
export function chromiumSession(now: string): ChromiumSession {
  let server: RealServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let errors: string[] = [];
  const review = new Review(screenshots);

  async function openBrowser(locale = 'en-US') {
    await context?.close();
    context = await browser.newContext({
      viewport: desktop,
      locale,
      timezoneId: 'America/New_York',
    });
    await context.clock.setFixedTime(new Date(now));
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  }

  async function signInAs(username: string) {
    const login = new LoginPage(page);
    await login.open(server.url);
    await login.signIn(username, server.password(username));
    await new AppShellPage(page).user().waitFor();
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startRealServer(now),
      chromium.launch({
        executablePath: chromiumPath,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      }),
    ]);
  }, 180_000);

  afterAll(async () => {
    review.write();
    await browser?.close();
    await server?.close();
  });

  beforeEach(() => openBrowser());

  afterEach(async (test) => {
    // A failed story leaves the page as it was, to read what the assertion could not see.
    if (test.task.result?.state === 'fail') await keepFailedPage(page, test.task.name);
    expect(errors).toEqual([]);
    await context?.close();
    context = undefined;
  });

  return {
    get server() {
      return server;
    },
    get page() {
      return page;
    },
    review,
    openBrowser,
    signInAs,
  };
}

/** The failed story's page: a screenshot and its text, beside the review's screenshots. */
async function keepFailedPage(page: Page, story: string) {
  const dir = join(screenshots, 'failed');
  mkdirSync(dir, { recursive: true });
  const name = story.replace(/[^\w-]+/g, '-').slice(0, 80);
  try {
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, timeout: 10_000 });
    const text = `${page.url()}\n\n${await page.innerText('body')}`;
    writeFileSync(join(dir, `${name}.txt`), text);
    // The CI log keeps what its artefacts may not.
    console.error(`The page when "${story}" failed:\n${text.slice(0, 3000)}`);
  } catch {
    // The page may be gone with the browser; the assertion's own message still stands.
  }
}

/** A story's language: the browser's locale and the language the app must then speak. */
export interface StoryLanguage {
  readonly locale: string;
  readonly lang: string;
}

/**
 * For stories run once per language: sign in from a fresh browser in the language (checking the
 * app speaks it), and capture a page at desktop and phone width with axe (no serious or critical
 * finding), named `<prefix>-<name>-<lang>`.
 */
export function inLanguage(s: ChromiumSession, prefix: string) {
  return {
    async signInAs(l: StoryLanguage, username: string) {
      await s.openBrowser(l.locale);
      await s.signInAs(username);
      expect(await new AppShellPage(s.page).language()).toBe(l.lang);
    },
    async capture(l: StoryLanguage, name: string) {
      expect(await s.review.capture(s.page, `${prefix}-${name}-${l.lang}`)).toEqual([]);
    },
  };
}
