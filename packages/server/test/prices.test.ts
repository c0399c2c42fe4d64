import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParticipant,
  addUser,
  boot,
  election,
  snapshot,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

// Plan 7.2, 7.3, 1.37 and issue 8 item 4, issue 10 item 2: prices only for Valuation Dates
// that have come, above zero; price files with a report; the committee's fund data.

const csv = { 'content-type': 'text/csv' };

for (const dialect of await testDialects()) {
  describe(`prices and funds on ${dialect}`, () => {
    let b: Booted;
    let asset: Agent;
    beforeAll(async () => {
      b = await boot(dialect); // today: 2025-03-03 (Eastern), a Monday
      asset = await addUser(b, 'asset1', 'assetCommittee');
      await asset.post('/api/funds', { id: 'IDX', name: 'Equity Index' });
      await asset.post('/api/funds', { id: 'BND', name: 'Bond Index' });
      await addParticipant(b, 'P1');
      await b.admin.post('/api/participants/P1/eligibility', {
        type: 'eligible',
        date: '2024-11-01',
        notifiedOn: '2024-11-01',
      });
      await b.admin.post('/api/participants/P1/elections', election);
      const payroll = await addUser(b, 'payroll1', 'payroll');
      await postPayFile(payroll, '/api/pay-imports', {
        pays: [
          {
            participantId: 'P1',
            date: '2025-01-31',
            component: 'baseSalary',
            gross: '20000.00',
            netAvailable: '12000.00',
          },
        ],
      });
    });
    afterAll(async () => b.close());

    it('7.2, 1.37 a zero price, a Sunday and a future day are refused at once, with rule and field; the record still answers', async () => {
      const before = await snapshot(b.store);
      const reply = await asset.post('/api/funds/IDX/prices', {
        prices: [
          { date: '2025-01-02', price: '0' },
          { date: '2025-01-05', price: '10' },
          { date: '2025-03-04', price: '10' },
          { date: '2025-01-03', price: '0.000' },
        ],
      });
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'prices_refused', field: 'prices[0].price' });
      expect(
        reply
          .json()
          .violations.map((v: { field: string; rule: string; code: string }) => [
            v.field,
            v.rule,
            v.code,
          ]),
      ).toEqual([
        ['prices[0].price', '7.2', 'price_not_positive'],
        ['prices[1].date', '1.37', 'not_a_valuation_date'],
        ['prices[2].date', '7.2', 'price_in_future'],
        ['prices[3].price', '7.2', 'price_not_positive'],
      ]);
      expect(await snapshot(b.store)).toBe(before);
      // Nothing bricked: the right price is taken, and the statement answers.
      const right = await asset.post('/api/funds/IDX/prices', {
        prices: [{ date: '2025-01-02', price: '10' }],
      });
      expect(right.statusCode, right.body).toBe(200);
      const statement = await b.admin.get('/api/participants/P1/statement?asOf=2025-02-28');
      expect(statement.statusCode, statement.body).toBe(200);
      expect(statement.json().balances.RTA).toBe('2000.00');
    });

    it('7.2 a price file (CSV) reports missing Valuation Dates and flags moves over the committee’s threshold', async () => {
      const set = await asset.post('/api/price-controls', { largeMovePct: '10' });
      expect(set.statusCode, set.body).toBe(201);
      expect((await b.admin.get('/api/price-controls')).json().control).toMatchObject({
        largeMovePct: '10',
        recordedBy: 'asset1',
      });
      const file = [
        'fund,date,price',
        'IDX,2025-01-06,10.50',
        'IDX,2025-01-08,12.00', // +14.29% over 10.50: flagged
        'IDX,2025-01-10,11.00', // -8.33%: not
        'BND,2025-01-06,20',
        'BND,2025-01-07,20.0',
        'IDX,2025-01-02,10.000', // the same price again: unchanged
      ].join('\r\n');
      const reply = await asset.post('/api/price-files?fileName=jan.csv', file, csv);
      expect(reply.statusCode, reply.body).toBe(200);
      const answer = reply.json();
      expect(answer).toMatchObject({ added: 5, unchanged: 1, largeMovePct: '10' });
      const idx = answer.funds.find((f: { fundId: string }) => f.fundId === 'IDX');
      expect(idx).toMatchObject({
        added: 3,
        unchanged: 1,
        from: '2025-01-02',
        through: '2025-01-10',
        // Jan 3 and 7 have no price (Jan 4-5 are a weekend; Jan 9, 2025, the NYSE closed for
        // the National Day of Mourning: not a Valuation Date).
        missing: ['2025-01-03', '2025-01-07'],
        largeMoves: [
          {
            date: '2025-01-08',
            price: '12.00',
            previousDate: '2025-01-06',
            previousPrice: '10.50',
            movePct: '14.29',
          },
        ],
      });
      expect(answer.funds.find((f: { fundId: string }) => f.fundId === 'BND')).toMatchObject({
        missing: [],
        largeMoves: [],
      });
    });

    it('7.2, 7.3 a price file with faults is refused whole, naming each line', async () => {
      const before = await snapshot(b.store);
      const file = [
        'fund;date;price',
        'IDX;2025-01-13;11.10',
        'NOPE;2025-01-13;1',
        'IDX;2025-01-11;11',
        'IDX;2025-01-08;12.5',
        'BND;2025-01-14;0',
        'BND;2025-13-14;1',
      ].join('\n');
      const reply = await asset.post('/api/price-files', file, {
        'content-type': 'text/csv; delimiter=semicolon',
      });
      expect(reply.statusCode, reply.body).toBe(422);
      expect(
        reply
          .json()
          .violations.map((v: { line: number; column: string; rule: string }) => [
            v.line,
            v.column,
            v.rule,
          ]),
      ).toEqual([[7, 'date', 'FORMAT.md']]);
      const fixed = file.replace('BND;2025-13-14;1', 'BND;2025-01-15;1');
      const all = (
        await asset.post('/api/price-files', fixed, {
          'content-type': 'text/csv; delimiter=";"',
        })
      ).json();
      expect(
        all.violations.map((v: { line: number; column: string; code: string }) => [
          v.line,
          v.column,
          v.code,
        ]),
      ).toEqual([
        [3, 'fund', 'unknown_fund'],
        [4, 'date', 'not_a_valuation_date'],
        [5, 'price', 'price_already_recorded'],
        [6, 'price', 'price_not_positive'],
      ]);
      expect(await snapshot(b.store)).toBe(before);
    });

    it('7.3 the committee records a fund’s ticker, asset class and expense ratio; the menu shows them', async () => {
      const reply = await asset.post('/api/funds/IDX/details', {
        ticker: 'VFIAX',
        assetClass: 'US large-cap equity',
        expenseRatioPct: '0.04',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      const changed = await asset.post('/api/funds/IDX/details', { expenseRatioPct: '0.035' });
      expect(changed.json().fund).toMatchObject({ ticker: 'VFIAX', expenseRatioPct: '0.035' });
      const menu = (await b.admin.get('/api/funds')).json().funds;
      expect(menu).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: 'IDX',
            ticker: 'VFIAX',
            assetClass: 'US large-cap equity',
            expenseRatioPct: '0.035',
          }),
          expect.objectContaining({ id: 'BND', ticker: null, expenseRatioPct: null }),
        ]),
      );
      expect((await asset.post('/api/funds/NOPE/details', { ticker: 'X' })).statusCode).toBe(404);
    });
  });
}
