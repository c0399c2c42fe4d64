// A synthetic plan the size of a real one, for the benchmark: N participants hired between
// 2005 and 2015, each deferring semi-monthly salary and an annual bonus from 2016 through 2035
// into an RTA and an SDA, across two funds with monthly prices; a fifth separate in 2030.
// Deterministic (no randomness): participant i's figures are derived from i.

const pad = (n) => String(n).padStart(2, '0');

function monthlyPrices() {
  const points = [];
  let price = 10_000_000n; // 10.000000
  for (let year = 2016; year <= 2036; year++) {
    for (let month = 1; month <= 12; month++) {
      price += ((BigInt(year * 12 + month) * 7919n) % 400_000n) - 150_000n;
      const whole = price / 1_000_000n;
      const fraction = String(price % 1_000_000n).padStart(6, '0');
      points.push([`${year}-${pad(month)}-01`, `${whole}.${fraction}`]);
    }
  }
  return points;
}

function storyOf(i) {
  const events = [{ type: 'eligible', date: '2015-06-01', notifiedOn: '2015-06-01' }];
  const sdaYear = 2025 + (i % 10);
  events.push({
    type: 'election',
    filedAt: '2015-12-01T10:00:00-05:00',
    kind: 'annual',
    planYear: 2016,
    deferrals: { baseSalary: 5 + (i % 20), annualBonus: 10 + (i % 50) },
    allocation: [
      { account: 'RTA', pct: 70 },
      { account: `SDA:${sdaYear}-0${1 + (i % 9)}`, pct: 30 },
    ],
    schedules: { RTA: { form: 'installments', years: 2 + (i % 9) } },
    investments: { RTA: { SV: 40, IDX: 60 } },
  });
  const gross = `${8000 + (i % 17) * 250}.00`;
  for (let year = 2016; year <= 2035; year++) {
    events.push({ type: 'retirementSavingsPlan', year, deferralPct: 3 + (i % 4) });
    for (let month = 1; month <= 12; month++) {
      for (const day of [15, 28]) {
        events.push({
          type: 'pay',
          date: `${year}-${pad(month)}-${day}`,
          component: 'baseSalary',
          gross,
          netAvailable: gross,
        });
      }
    }
    events.push({
      type: 'pay',
      date: `${year}-03-10`,
      component: 'annualBonus',
      gross: '40000.00',
      netAvailable: '25000.00',
    });
  }
  if (i % 5 === 0)
    events.push({ type: 'separation', date: `2030-0${1 + (i % 9)}-20`, reason: 'retirement' });
  return { id: `P${i}`, hireDate: `${2005 + (i % 10)}-01-03`, events };
}

export function largePlan(participants) {
  return {
    format: 'defcomp-scenario/1',
    plan: { id: 'carmax-edcp' },
    company: { publiclyTraded: true, events: [] },
    funds: [
      { id: 'SV', name: 'Stable Value', capitalPreservation: true },
      { id: 'IDX', name: 'Equity Index' },
    ],
    prices: { SV: { constant: '1' }, IDX: { points: monthlyPrices() } },
    evaluateThrough: '2040-12-31',
    participants: Array.from({ length: participants }, (_, i) => storyOf(i + 1)),
  };
}
