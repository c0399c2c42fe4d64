// A synthetic book of business to import (`defcomp record import`), as a recordkeeper would hand
// it over (issue 9's benchmark book): N participants, each with an RTA, one to five SDAs and a
// CCA (the 401(k) match), 10 years (2016-2025) of semi-monthly pay, an annual election every
// year and one investment change; one in five separates (retirement, 2023-06-30) and is paid
// his RTA in installments; 5 funds with a price every weekday. Deterministic: participant i's
// figures are derived from i.

import { closeSync, openSync, writeSync } from 'node:fs';

const pad = (n) => String(n).padStart(2, '0');

export const FUNDS = [
  { id: 'SV', name: 'Stable Value', capitalPreservation: true },
  { id: 'BND', name: 'Bond Index' },
  { id: 'IDX', name: 'Equity Index' },
  { id: 'INTL', name: 'International Equity' },
  { id: 'SMALL', name: 'Small Cap' },
];

/** The book's last day: statements and valuations are asked as of it. */
export const BOOK_END = '2025-12-31';
/** The day the separated fifth leaves (their pay stops; installments follow). */
export const SEPARATION = '2023-06-30';

/** A price every weekday from 2015-12-01 through 2025-12-31, a walk that stays positive. */
function dailyPrices(seed) {
  const points = [];
  let price = 10_000_000n + BigInt(seed) * 1_000_000n; // in millionths
  const day = new Date(Date.UTC(2015, 11, 1));
  for (let n = 0; day.getUTCFullYear() < 2026; n++, day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    price += ((BigInt(n * (seed + 3)) * 7919n) % 40_000n) - 19_000n;
    if (price < 1_000_000n) price = 1_000_000n;
    const text = `${price / 1_000_000n}.${String(price % 1_000_000n).padStart(6, '0')}`;
    points.push([day.toISOString().slice(0, 10), text]);
  }
  return points;
}

/** Participant i's SDAs: one to five, paid from 2029 on (3.4: at least the years it needs). */
const sdasOf = (i) =>
  Array.from({ length: 1 + (i % 5) }, (_, k) => `SDA:${2029 + k}-${pad(1 + ((i + k) % 12))}`);

function allocation(i) {
  const sdas = sdasOf(i);
  const each = Math.floor(50 / sdas.length);
  return [
    { account: 'RTA', pct: 100 - each * sdas.length },
    ...sdas.map((account) => ({ account, pct: each })),
  ];
}

function electionFor(i, year) {
  const election = {
    type: 'election',
    filedAt: `${year - 1}-12-01T10:00:00-05:00`,
    kind: 'annual',
    planYear: year,
    deferrals: { baseSalary: 5 + ((i + year) % 20) },
    allocation: allocation(i),
  };
  if (year > 2016) return election;
  // The first election sets the schedules and investments; later ones carry them (Article VI).
  const [first, second] = sdasOf(i);
  return {
    ...election,
    schedules: { RTA: { form: 'installments', years: 2 + (i % 9) } },
    investments: {
      RTA: { SV: 40, IDX: 60 },
      [first]: { BND: 100 },
      ...(second ? { [second]: { IDX: 50, INTL: 50 } } : {}),
    },
  };
}

function storyOf(i) {
  const events = [{ type: 'eligible', date: '2015-06-01', notifiedOn: '2015-06-01' }];
  const gross = `${4000 + (i % 17) * 125}.00`;
  const separates = i % 5 === 0;
  for (let year = 2016; year <= 2025; year++) {
    if (separates && year > 2023) break;
    events.push(electionFor(i, year));
    events.push({ type: 'retirementSavingsPlan', year, deferralPct: 3 + (i % 4) });
    for (let month = 1; month <= 12; month++) {
      for (const day of [15, 28]) {
        const date = `${year}-${pad(month)}-${day}`;
        if (separates && date > SEPARATION) continue;
        events.push({ type: 'pay', date, component: 'baseSalary', gross, netAvailable: gross });
      }
    }
    if (year === 2020) {
      const investments = { INTL: 50, SMALL: 50 };
      events.push({
        type: 'allocationChange',
        date: '2020-07-01',
        account: 'RTA',
        investments,
        applyTo: 'both',
      });
    }
  }
  if (separates) events.push({ type: 'separation', date: SEPARATION, reason: 'retirement' });
  return {
    id: participantId(i),
    hireDate: `${2005 + (i % 10)}-0${1 + (i % 9)}-03`,
    events,
  };
}

/** Participant i's id (1-based): P000001, P000002… */
export const participantId = (i) => `P${String(i).padStart(6, '0')}`;

/**
 * Writes the book as a `defcomp-scenario/1` file, a participant at a time (a book of 10,000 is
 * 2.6 million events: too many to hold as objects and as text at once). Returns its counts.
 */
export function writeSyntheticBook(file, participants) {
  const prices = Object.fromEntries(FUNDS.map((f, k) => [f.id, { points: dailyPrices(k) }]));
  const head = {
    format: 'defcomp-scenario/1',
    description: `synthetic book of ${participants} participants`,
    plan: { id: 'carmax-edcp' },
    company: { publiclyTraded: true, events: [] },
    funds: FUNDS,
    prices,
    evaluateThrough: BOOK_END,
  };
  const fd = openSync(file, 'w');
  let events = 0;
  try {
    writeSync(fd, `${JSON.stringify(head).slice(0, -1)},"participants":[`);
    for (let i = 1; i <= participants; i++) {
      const story = storyOf(i);
      events += story.events.length;
      writeSync(fd, `${i > 1 ? ',' : ''}${JSON.stringify(story)}`);
    }
    writeSync(fd, ']}');
  } finally {
    closeSync(fd);
  }
  const priceCount = Object.values(prices).reduce((n, s) => n + s.points.length, 0);
  return { participants, events, prices: priceCount, funds: FUNDS.length };
}
