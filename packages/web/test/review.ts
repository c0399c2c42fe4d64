/**
 * What the browser tests leave for review and check on every page they visit: axe-core's
 * accessibility findings (injected into the page; no serious or critical one is allowed) and
 * screenshots at desktop and phone width, written to a folder git ignores.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const desktop = { width: 1280, height: 1000 } as const;
export const phone = { width: 390, height: 844 } as const;

/** One axe rule a page breaks, with where (CSS selectors of the first few elements). */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's account of the first element (for color-contrast: the colours and the ratio). */
  summary: string;
}

interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The impacts that fail a test: serious and critical (WCAG 2.1 AA and axe's best practices). */
const failing = new Set(['serious', 'critical']);

export class Review {
  private axeSource: string | undefined;
  /** Every finding by page, whatever its impact: written out as axe-findings.json. */
  readonly findings: Record<string, Finding[]> = {};

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Runs axe on the page as it is; answers the serious and critical findings. */
  async check(page: Page, name: string): Promise<Finding[]> {
    this.axeSource ??= await readFile(axePath, 'utf8');
    // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') still holds.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(this.axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
        violations: unknown[];
      };
      return result.violations;
    });
    const findings = (violations as AxeResult[]).map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
      summary: v.nodes[0]?.failureSummary ?? '',
    }));
    findings.push(...(await overflow(page)));
    this.findings[name] = findings;
    return findings.filter((f) => failing.has(f.impact));
  }

  /**
   * A screenshot at desktop width and one at phone width, with axe run at each (tables scroll
   * and the navigation folds only on a phone). Answers the serious and critical findings.
   */
  async capture(page: Page, name: string, ready?: () => Promise<unknown>): Promise<Finding[]> {
    const size = page.viewportSize() ?? desktop;
    const found: Finding[] = [];
    for (const [width, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await ready?.();
      found.push(...(await this.check(page, `${name} (${width})`)));
      await page.screenshot({ path: join(this.dir, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize(size);
    return found;
  }

  write(): void {
    writeFileSync(
      join(this.dir, 'axe-findings.json'),
      `${JSON.stringify(this.findings, null, 2)}\n`,
    );
  }
}

/**
 * Issue 22 item 9: the page is no wider than the window (a table scrolls in its own box, text
 * wraps), so nothing is cut off or needs the whole page scrolled sideways on a phone. Answers a
 * serious finding naming the elements that stick out past the window's right edge.
 */
async function overflow(page: Page): Promise<Finding[]> {
  // A page laid out for the other width re-renders on the resize (useMediaQuery): poll until it
  // fits, and report only a page that still does not after that.
  const fits = await page
    .waitForFunction(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
      undefined,
      { timeout: 3_000, polling: 100 },
    )
    .then(
      () => true,
      () => false,
    );
  if (fits) return [];
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return undefined;
    // An element inside a box that scrolls or clips sideways does not widen the page.
    const contained = (element: Element) => {
      for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter(
      (e) => e.getBoundingClientRect().right > width + 1 && !contained(e),
    );
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${
        e.getAttribute('data-testid') ? `[data-testid="${e.getAttribute('data-testid')}"]` : ''
      }`;
    // The innermost ones say most: an element none of whose children sticks out.
    const innermost = out.filter((e) => !out.some((o) => o !== e && e.contains(o)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      targets: innermost.slice(0, 5).map(name),
    };
  });
  if (wide === undefined) return [];
  return [
    {
      rule: 'page-overflow',
      impact: 'serious',
      help: 'The page is wider than the window: an element sticks out past its right edge',
      targets: wide.targets,
      summary: `${wide.scrollWidth}px of content in a ${wide.width}px window`,
    },
  ];
}
