import type { NoticeDocument } from '@defcomp/store';
import { describe, expect, it } from 'vitest';
import { noticeLines, renderNoticePdf } from '../src/documents/notice-letter.js';
import { fill, noticeDictionary } from '../src/documents/notice-texts.js';

// Plan 12.4-12.5: the notices' words in English and Traditional Chinese, and the English PDF
// read back the way pdf.test.ts reads the statements.

function pdfText(pdf: Buffer): string {
  const arrays = pdf.toString('latin1').match(/\[[^\]]*\]\s*TJ/g) ?? [];
  return arrays
    .map((array) =>
      [...array.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const payment: NoticeDocument = {
  id: 'NT-1',
  planId: 'carmax-edcp',
  participantId: 'P1',
  kind: 'paymentNotice',
  outboxId: null,
  date: '2025-04-20',
  addressee: {
    name: 'Gail Guard',
    onBehalfOf: 'Cy Ames',
    address: { line1: '5 Court Sq', city: 'Richmond', state: 'VA', postalCode: '23219' },
    email: null,
  },
  body: {
    runId: 'PR-1',
    lineNo: '2',
    payee: 'Cy Ames',
    benefit: 'death',
    account: 'RTA',
    paidOn: '2025-04-15',
    paymentDate: '2025-04-15',
    gross: '800.00',
    withheld: '176.00',
    net: '624.00',
    capacity: 'guardian',
    courtOrder: 'JJ-2025-77',
  },
  generatedAt: '2025-04-20T15:00:00.000Z',
  generatedBy: 'admin',
  deliveries: [],
  status: 'generated',
};

describe('12.4-12.5 notice texts', () => {
  it('every English text has its Traditional Chinese twin with the same values', () => {
    const { en, 'zh-Hant': zh } = noticeDictionary;
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      if (key === 'common') {
        for (const [k, text] of Object.entries(en.common))
          expect(placeholders(zh.common[k as keyof typeof en.common]), k).toEqual(
            placeholders(text),
          );
        continue;
      }
      expect(zh[key].lines, key).toHaveLength(en[key].lines.length);
      en[key].lines.forEach((line, i) =>
        expect(placeholders(zh[key].lines[i]!), `${key}[${i}]`).toEqual(placeholders(line)),
      );
      expect(zh[key].title).not.toBe(en[key].title);
    }
  });

  it('fills the values; a value not given stays visible', () => {
    expect(fill('Plan Year {planYear} by {closesOn}', { planYear: 2026 })).toBe(
      'Plan Year 2026 by {closesOn}',
    );
  });

  it('12.11: a payment notice to a guardian names both, in English and in Chinese', () => {
    expect(noticeLines(payment).join(' ')).toContain(
      'made to you as guardian of Cy Ames (court order JJ-2025-77)',
    );
    expect(noticeLines(payment, 'zh-Hant').join(' ')).toContain('Cy Ames');
    expect(noticeLines(payment, 'zh-Hant').join(' ')).toContain('法院命令 JJ-2025-77');
  });

  it('12.5: the PDF letter reads back: title, addressee on behalf of the payee, address, figures', async () => {
    const pdf = await renderNoticePdf({
      planName: 'CarMax, Inc. Executive Deferred Compensation Plan',
      notice: payment,
      createdAt: new Date('2025-04-20T15:00:00.000Z'),
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Notice of payment');
    expect(text).toContain('Gail Guard, on behalf of Cy Ames (12.11)');
    expect(text).toContain('5 Court Sq');
    expect(text).toContain('Richmond VA 23219');
    expect(text).toContain(
      'Gross 800.00; federal income tax withheld 176.00 (8.3); net paid 624.00.',
    );
    expect(text).toContain('Notice of payment to a guardian (12.11)');
    // The same notice, the same bytes (the clock dates it).
    const again = await renderNoticePdf({
      planName: 'CarMax, Inc. Executive Deferred Compensation Plan',
      notice: payment,
      createdAt: new Date('2025-04-20T15:00:00.000Z'),
    });
    expect(again.equals(pdf)).toBe(true);
  });
});
