import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEligible,
  addParticipant,
  addUser,
  boot,
  election,
  snapshot,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';
import { dropRefusal } from '../../store/test/tamper.js';

// Plan 7.1, 1.14, 3.5, 8.3 and issue 8 item 4, through the real app on both databases: pay
// files as CSV and JSON, all or nothing, every problem at once, the same pay never twice.

const csv = { 'content-type': 'text/csv' };
// A refused or repeated file records nothing but its job's audit (issue "Scale II" item 2).
const noAudit = { audit: false };
const header =
  'employeeId,payDate,component,gross,netAvailable,servicePeriodStart,servicePeriodEnd';
const file = (...rows: string[]) => [header, ...rows].join('\r\n') + '\r\n';

for (const dialect of await testDialects()) {
  describe(`pay files on ${dialect}`, () => {
    let b: Booted;
    let payroll: Agent;
    beforeAll(async () => {
      b = await boot(dialect);
      for (const id of ['P1', 'P2', 'P3']) await addParticipant(b, id);
      for (const id of ['P1', 'P2'])
        await b.admin.post(`/api/participants/${id}/eligibility`, {
          type: 'eligible',
          date: '2024-11-01',
          notifiedOn: '2024-11-01',
        });
      await b.admin.post('/api/participants/P1/elections', election);
      await b.admin.post('/api/participants/P2/elections', {
        ...election,
        deferrals: { baseSalary: 50, annualBonus: 20 },
      });
      payroll = await addUser(b, 'payroll1', 'payroll');
    });
    afterAll(async () => b.close());

    it('7.1 a CSV with a BOM, CRLF and quoted amounts defers each line, to its accounts, with warnings', async () => {
      const text = `\uFEFF${file(
        'P1,2025-01-31,baseSalary,"20,000.00",12000.00,,',
        'P2,2025-01-31,baseSalary,10000.00,3000.00,,',
        'P3,2025-01-31,baseSalary,5000.00,4000.00,,',
      )}`;
      const reply = await postPayFile(payroll, '/api/pay-imports?fileName=jan.csv', text, csv);
      expect(reply.statusCode, reply.body).toBe(201);
      const answer = reply.json();
      expect(answer.import).toMatchObject({ fileName: 'jan.csv', payCount: 3 });
      expect(answer.lines[0]).toMatchObject({
        line: 2,
        participantId: 'P1',
        gross: '20000.00',
        election: { kind: 'annual', pct: 10 },
        deferred: '2000.00',
        deferrals: [{ account: 'RTA', amount: '2000.00' }],
        warnings: [],
        // 8.3, 2025: 6.2% and 1.45% of $2,000.00.
        fica: { socialSecurity: '124.00', medicare: '29.00', total: '153.00' },
      });
      expect(answer.lines[1]).toMatchObject({ elected: '5000.00', deferred: '3000.00' });
      expect(answer.lines[1].warnings).toEqual([
        expect.objectContaining({ code: 'capped_by_net_pay', rule: '1.14' }),
      ]);
      expect(answer.lines[2]).toMatchObject({ deferred: '0.00', stop: { rule: '3.1' } });
      expect(answer.lines[2].warnings).toEqual([
        expect.objectContaining({ code: 'not_eligible', rule: '2.2(a)' }),
      ]);
      expect(answer.totals).toEqual({
        lines: 3,
        gross: '35000.00',
        deferred: '5000.00',
        warnings: 2,
      });
      const statement = await b.admin.get('/api/participants/P1/statement?asOf=2025-02-28');
      expect(statement.json().balances.RTA).toBe('2000.00');
    });

    it('7.1 a file declared `;`-separated is read; lines are counted across quoted line breaks', async () => {
      const text = [
        'employeeId;payDate;component;gross;netAvailable',
        'P1;2025-02-14;"baseSalary";20000.00;12000.00',
      ].join('\n');
      const reply = await postPayFile(payroll, '/api/pay-imports', text, {
        'content-type': 'text/csv; delimiter=";"',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().lines[0]).toMatchObject({ line: 2, deferred: '2000.00' });
      // A quoted line break is one line of a cell: the next record starts two lines on.
      const broken = `${header}\r\n"P1\r\nX",2025-02-14,baseSalary,1.00,1.00,,\r\nP1,2025-02-14,salary,1.00,1.00,,\r\n`;
      const lines = (await postPayFile(payroll, '/api/pay-imports', broken, csv)).json().violations;
      expect(lines.map((v: { line: number; column: string }) => [v.line, v.column])).toEqual([
        [2, 'employeeId'],
        [4, 'component'],
      ]);
      const bad = await postPayFile(payroll, '/api/pay-imports', text, {
        'content-type': 'text/csv; delimiter=tab',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'Content-Type', rule: 'RFC 4180' });
    });

    it('lists every problem of the file at once, each with line, column, value and rule, and records nothing', async () => {
      const before = await snapshot(b.store, noAudit);
      const text = file(
        'P1,2025-03-14,baseSalary,1000.00,900.00,,',
        'P1,2025-13-01,baseSalary,1000.00,900.00,,',
        'P1,2025-03-14,bonus,-5.00,1200.00,,',
        'NOPE,2025-03-14,baseSalary,1000.00,1200.00,2025-03-01,',
        '"P2","2025-03-14","baseSalary","1,000.00","900.00","",""',
        'NOPE2,2025-03-14,baseSalary,1.00,1.00,,',
        'P1,2025-03-14,baseSalary,1000.00,900.00,,',
        'P2,2025-03-14,baseSalary,1000.00',
      );
      const reply = await postPayFile(payroll, '/api/pay-imports', text, csv);
      expect(reply.statusCode, reply.body).toBe(422);
      const problem = reply.json();
      expect(problem).toMatchObject({ code: 'file_refused', field: 'row', rule: 'RFC 4180' });
      const found = problem.violations.map(
        (v: { line: number; column?: string; value?: string; rule: string; code: string }) => [
          v.line,
          v.column ?? null,
          v.value ?? null,
          v.rule,
          v.code,
        ],
      );
      expect(found).toEqual([[9, null, null, 'RFC 4180', 'csv_cell_count']]);
      // Without the short row, every cell at fault is listed, and the lines' record problems.
      const fixedRow = text.replace('P2,2025-03-14,baseSalary,1000.00\r\n', '');
      const all = (await postPayFile(payroll, '/api/pay-imports', fixedRow, csv)).json();
      expect(
        all.violations.map((v: { line: number; column?: string; value?: string; rule: string }) => [
          v.line,
          v.column ?? null,
          v.value ?? null,
          v.rule,
        ]),
      ).toEqual([
        [3, 'payDate', '2025-13-01', 'FORMAT.md'],
        [4, 'component', 'bonus', 'FORMAT.md'],
        [4, 'gross', '-5.00', '7.1'],
        [5, 'netAvailable', '1200.00', '1.14'],
        [5, 'servicePeriodEnd', '', 'FORMAT.md'],
        [7, 'employeeId', 'NOPE2', '1.21'],
        [8, null, 'P1, 2025-03-14, baseSalary', '7.1'],
      ]);
      expect(await snapshot(b.store, noAudit)).toBe(before);
    });

    it('7.1 the duplicate paycheck is refused in all four forms, naming the earlier import and line', async () => {
      const first = await postPayFile(
        payroll,
        '/api/pay-imports',
        file(
          'P2,2025-04-30,baseSalary,10000.00,10000.00,,',
          'P2,2025-04-30,annualBonus,5000.00,5000.00,,',
        ),
        csv,
      );
      expect(first.statusCode, first.body).toBe(201);
      const id = first.json().import.id;
      const before = await snapshot(b.store, noAudit);
      const forms = {
        alone: file('P2,2025-04-30,baseSalary,10000.00,10000.00,,'),
        'inside a larger file': file(
          'P1,2025-04-30,baseSalary,20000.00,12000.00,,',
          'P2,2025-04-30,baseSalary,10000.00,10000.00,,',
        ),
        reordered: file(
          'P2,2025-04-30,annualBonus,5000.00,5000.00,,',
          'P2,2025-04-30,baseSalary,10000.00,10000.00,,',
        ),
        'with a servicePeriod added': file(
          'P2,2025-04-30,baseSalary,10000.00,10000.00,2025-04-01,2025-04-30',
        ),
      };
      for (const [form, text] of Object.entries(forms)) {
        const reply = await postPayFile(payroll, '/api/pay-imports', text, csv);
        expect(reply.statusCode, form).toBe(422);
        const duplicate = reply
          .json()
          .violations.find((v: { value?: string }) =>
            v.value?.startsWith('P2, 2025-04-30, baseSalary'),
          );
        expect(duplicate, form).toMatchObject({ code: 'duplicate_pay_line', rule: '7.1' });
        expect(duplicate.message, form).toContain(`import ${id} line 2`);
      }
      // The same JSON line (the API's other format) is the same pay.
      const json = await postPayFile(payroll, '/api/pay-imports', {
        pays: [
          {
            participantId: 'P2',
            date: '2025-04-30',
            component: 'baseSalary',
            gross: '10000.00',
            netAvailable: '10000.00',
          },
        ],
      });
      expect(json.statusCode).toBe(422);
      expect(json.json()).toMatchObject({ field: 'pays[0]', rule: '7.1' });
      expect(await snapshot(b.store, noAudit)).toBe(before);
    });

    it('7.1 the same line twice in one file is refused; marked an additional check it is taken', async () => {
      const twice = file(
        'P2,2025-05-30,baseSalary,10000.00,10000.00,,',
        'P2,2025-05-30,baseSalary,10000.00,10000.00,,',
      );
      const reply = await postPayFile(payroll, '/api/pay-imports', twice, csv);
      expect(reply.statusCode).toBe(422);
      expect(reply.json().violations).toEqual([
        expect.objectContaining({ line: 3, code: 'duplicate_pay_line', rule: '7.1' }),
      ]);
      expect(reply.json().violations[0].message).toContain('line 2 of this file');
      const marked = `${header},additionalCheck\r\nP2,2025-05-30,baseSalary,10000.00,10000.00,,,\r\nP2,2025-05-30,baseSalary,2000.00,2000.00,,,true\r\n`;
      const taken = await postPayFile(payroll, '/api/pay-imports', marked, csv);
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json().lines.map((l: { deferred: string }) => l.deferred)).toEqual([
        '5000.00',
        '1000.00',
      ]);
      const again = await postPayFile(payroll, '/api/pay-imports', marked, csv);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ replayed: true, import: taken.json().import });
    });

    it('7.1 the same file again answers what its import answered, line by line, and records nothing', async () => {
      await addEligible(b, 'P4');
      await b.admin.post('/api/participants/P4/elections', election);
      const text = `${header},deducted\r\nP1,2025-06-13,baseSalary,20000.00,12000.00,,,1500.00\r\nP2,2025-06-13,baseSalary,10000.00,3000.00,,,\r\nP3,2025-06-13,baseSalary,5000.00,4000.00,,,\r\nP4,2025-06-13,baseSalary,10000.00,10000.00,,,\r\n`;
      const first = await postPayFile(payroll, '/api/pay-imports?fileName=june.csv', text, csv);
      expect(first.statusCode, first.body).toBe(201);
      const answered = first.json();
      // A deferral with its FICA and difference, a capped line, a stopped one: all told again.
      expect(answered.lines.map((l: { deferred: string }) => l.deferred)).toEqual([
        '2000.00',
        '3000.00',
        '0.00',
        '1000.00',
      ]);
      expect(answered.totals).toMatchObject({ lines: 4, warnings: 2 });
      // Judged today, P4's line is now after his Separation (1.31): the replay is not judged.
      const separation = { type: 'separation', date: '2025-06-10', reason: 'retirement' };
      expect((await b.admin.post('/api/participants/P4/events', separation)).statusCode).toBe(201);
      const id = answered.import.id;
      expect((await payroll.get(`/api/pay-imports/${id}`)).json().totals.warnings).toBe(3);
      const before = await snapshot(b.store, noAudit);
      const again = await postPayFile(payroll, '/api/pay-imports?fileName=june.csv', text, csv);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ...answered, replayed: true });
      // The same lines as JSON are the same import: its answer, its (CSV) lines.
      const pays = [
        { participantId: 'P1', gross: '20000.00', netAvailable: '12000.00', deducted: '1500.00' },
        { participantId: 'P2', gross: '10000.00', netAvailable: '3000.00' },
        { participantId: 'P3', gross: '5000.00', netAvailable: '4000.00' },
        { participantId: 'P4', gross: '10000.00', netAvailable: '10000.00' },
      ].map((pay) => ({ ...pay, date: '2025-06-13', component: 'baseSalary' }));
      const json = await postPayFile(payroll, '/api/pay-imports', { fileName: 'june.json', pays });
      expect(json.statusCode).toBe(200);
      expect(json.json()).toEqual({ ...answered, replayed: true });
      expect(await snapshot(b.store, noAudit)).toBe(before);
    });

    it('7.1 a file imported before answers were kept is judged again on its replay, as the record stands today', async () => {
      const text = file('P1,2025-06-20,baseSalary,20000.00,12000.00,,');
      const first = await postPayFile(payroll, '/api/pay-imports', text, csv);
      expect(first.statusCode, first.body).toBe(201);
      const id = first.json().import.id;
      // As if imported before migration pay-import-answers: no answer kept.
      await dropRefusal(b.store.db, b.store.dialect, 'pay_import_answers', 'delete');
      await b.store.db.deleteFrom('pay_import_answers').where('import_id', '=', id).execute();
      const before = await snapshot(b.store, noAudit);
      const again = await postPayFile(payroll, '/api/pay-imports', text, csv);
      expect(again.statusCode).toBe(200);
      const today = (await payroll.get(`/api/pay-imports/${id}`)).json();
      expect(again.json()).toEqual({ ...today, replayed: true });
      expect(again.json().lines).toEqual(first.json().lines);
      expect(await snapshot(b.store, noAudit)).toBe(before);
    });

    it('1.14, 7.1 net above gross and negative amounts are refused in JSON with the rule and field', async () => {
      const pay = {
        participantId: 'P1',
        date: '2025-06-30',
        component: 'baseSalary',
        gross: '1000.00',
        netAvailable: '1000.01',
      };
      const net = await postPayFile(payroll, '/api/pay-imports', { pays: [pay] });
      expect(net.statusCode).toBe(422);
      expect(net.json()).toMatchObject({ field: 'pays[0].netAvailable', rule: '1.14' });
      const negative = await postPayFile(payroll, '/api/pay-imports', {
        pays: [{ ...pay, gross: '-1.00' }],
      });
      expect(negative.statusCode).toBe(400);
      expect(negative.json()).toMatchObject({ field: 'pays[0].gross' });
    });

    it('reconciles what payroll deducted against what the plan computes, per line', async () => {
      const text = `${header},deducted\r\nP1,2025-07-31,baseSalary,20000.00,12000.00,,,2000.00\r\nP2,2025-07-31,baseSalary,10000.00,8000.00,,,4000.00\r\nP2,2025-07-31,annualBonus,1000.00,1000.00,,,\r\n`;
      const reply = await postPayFile(payroll, '/api/pay-imports', text, csv);
      expect(reply.statusCode, reply.body).toBe(201);
      const id = reply.json().import.id;
      const report = (await payroll.get(`/api/pay-imports/${id}`)).json();
      expect(
        report.lines.map((l: { deducted: string; deferred: string; difference: string }) => [
          l.deducted,
          l.deferred,
          l.difference,
        ]),
      ).toEqual([
        ['2000.00', '2000.00', '0.00'],
        ['4000.00', '5000.00', '-1000.00'],
        [null, '200.00', null],
      ]);
      const text2 = await payroll.get(`/api/pay-imports/${id}/reconciliation.csv`);
      expect(text2.headers['content-type']).toMatch(/^text\/csv/);
      const rows = text2.body.trim().split('\r\n');
      expect(rows[0]).toMatch(/^line,employeeId,payDate,component,/);
      expect(rows[2]).toContain(',4000.00,5000.00,-1000.00,differs,');
      expect(rows[3]).toContain(',not reported,');
      expect((await payroll.get('/api/pay-imports/PI-0000000000000000')).statusCode).toBe(404);
    });

    it('3.5, 3.7, 8.3 deferral instructions before payday, as JSON and CSV', async () => {
      await b.admin.post('/api/participants/P2/events', {
        type: 'hardship401k',
        date: '2025-08-01',
      });
      const reply = await payroll.get('/api/deferral-instructions?payDate=2025-08-15');
      expect(reply.statusCode, reply.body).toBe(200);
      const byId = new Map(
        reply.json().instructions.map((i: { participantId: string }) => [i.participantId, i]),
      );
      expect(byId.get('P1')).toMatchObject({
        eligible: true,
        components: expect.arrayContaining([
          expect.objectContaining({ component: 'baseSalary', pct: 10, stop: null }),
        ]),
        fica: { year: 2025, socialSecurityRateBp: 620, socialSecurityWageBase: '176100.00' },
      });
      expect(byId.get('P2')).toMatchObject({
        components: expect.arrayContaining([
          expect.objectContaining({
            component: 'baseSalary',
            pct: 0,
            stop: expect.objectContaining({ rule: '3.7(ii)' }),
          }),
        ]),
      });
      expect(byId.get('P3')).toMatchObject({ eligible: false });
      const text = await payroll.get('/api/deferral-instructions.csv?payDate=2025-08-15');
      expect(text.statusCode).toBe(200);
      expect(text.body).toContain('P1,2025-08-15,baseSalary,10,2025,2024-12-10,');
      const unpublished = (
        await payroll.get('/api/deferral-instructions?payDate=2027-01-15')
      ).json();
      expect(unpublished.instructions[0]).toMatchObject({
        fica: null,
        ficaRefused: { code: 'irs_limit_not_published', rule: '8.3' },
      });
      expect((await payroll.get('/api/deferral-instructions?payDate=2025-02-30')).statusCode).toBe(
        400,
      );
    });
  });
}

for (const dialect of await testDialects()) {
  describe(`a 10,000-line pay file on ${dialect}`, () => {
    let b: Booted;
    let payroll: Agent;
    const people = Array.from({ length: 10 }, (_, i) => `E${100 + i}`);
    const components = ['baseSalary', 'monthlyBonus', 'annualBonus', 'performanceBonus', 'other'];
    beforeAll(async () => {
      b = await boot(dialect);
      for (const id of people) {
        await addEligible(b, id);
        await b.admin.post(`/api/participants/${id}/elections`, election);
      }
      payroll = await addUser(b, 'payroll1', 'payroll');
    });
    afterAll(async () => b.close());

    /** 10 people x 200 pay dates x 5 components: lines 2 to 10,001. */
    const rows = () => {
      const lines: string[] = [];
      for (const id of people)
        for (let day = 0; day < 200; day++) {
          const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
          for (const component of components)
            lines.push(`${id},${date},${component},1000.00,800.00,,`);
        }
      return lines;
    };

    it('is refused naming all 3 bad lines and changes nothing; fixed and imported twice, it credits once', async () => {
      const good = rows();
      expect(good).toHaveLength(10_000);
      const bad = [...good];
      bad[99] = bad[99]!.replace('1000.00', 'abc');
      bad[5000] = bad[5000]!.replace('800.00', '1800.00');
      bad[9997] = bad[9997]!.replace(/^E\d+/, 'E999');
      const before = await snapshot(b.store, noAudit);
      const refused = await postPayFile(payroll, '/api/pay-imports', file(...bad), csv);
      expect(refused.statusCode).toBe(422);
      expect(
        refused
          .json()
          .violations.map((v: { line: number; column: string; rule: string }) => [
            v.line,
            v.column,
            v.rule,
          ]),
      ).toEqual([
        [101, 'gross', 'FORMAT.md'],
        [5002, 'netAvailable', '1.14'],
        [9999, 'employeeId', '1.21'],
      ]);
      expect(await snapshot(b.store, noAudit)).toBe(before);
      const imported = await postPayFile(payroll, '/api/pay-imports', file(...good), csv);
      expect(imported.statusCode, imported.body.slice(0, 500)).toBe(201);
      // 10% of the base salary lines only: 10 people x 200 x $100.00.
      expect(imported.json().totals).toMatchObject({ lines: 10_000, deferred: '200000.00' });
      const after = await snapshot(b.store, noAudit);
      const again = await postPayFile(payroll, '/api/pay-imports', file(...good), csv);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ replayed: true, totals: imported.json().totals });
      expect(again.json().lines).toEqual(imported.json().lines);
      expect(await snapshot(b.store, noAudit)).toBe(after);
      const statement = (
        await b.admin.get('/api/participants/E100/statement?asOf=2025-07-31')
      ).json();
      expect(statement.deferrals).toHaveLength(200);
      expect(statement.balances.RTA).toBe('20000.00');
    }, 300_000);
  });
}
