import { w2Boxes } from '@defcomp/domain/w2-boxes';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { zhHant } from '../i18n/zh-Hant';
import { taxDataColumns } from './tax-data-columns';

// Issue 22 item 6, Plan 8.3: the reports page's W-2 table shows the domain's boxes (the same
// list the server's report uses), each labelled in both languages; no box the domain lacks.

describe('8.3 the web’s W-2 table: the domain’s boxes', () => {
  it('a column per domain box, in its order, and no other', () => {
    expect(taxDataColumns.w2.map((c) => c.box)).toEqual([...w2Boxes]);
  });

  it.each([
    ['en', en],
    ['zh-Hant', zhHant],
  ])('%s labels each W-2 box of the domain and no other', (_lang, messages) => {
    const labels = messages.admin.reports.taxData as Record<string, string>;
    expect(Object.keys(labels).filter((k) => /^box\d/.test(k))).toEqual([...w2Boxes]);
    for (const column of taxDataColumns.w2)
      expect(labels[column.label.split('.').at(-1)!]).toBeTruthy();
    for (const column of taxDataColumns.form1099)
      expect(labels[column.label.split('.').at(-1)!]).toBeTruthy();
  });
});
