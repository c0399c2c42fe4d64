import { form1099Boxes, w2Boxes } from '@defcomp/domain/w2-boxes';

/** The answer's totals of the Form 1099-MISC boxes (its W-2 totals are named by box). */
const form1099Totals = { box3: 'form1099Box3', box4: 'form1099Box4' } as const;

/**
 * Plan 8.3: the figure columns of the reports page's tax data tables, from the domain's lists of
 * boxes (tax/w2-boxes.ts, the server's report reads the same): each box with its label's key and
 * the key of its total in the answer. The web lists no box of its own (issue 22 item 6).
 */
export const taxDataColumns = {
  w2: w2Boxes.map((box) => ({ box, label: `admin.reports.taxData.${box}`, total: box }) as const),
  form1099: form1099Boxes.map((box) => {
    const total = form1099Totals[box];
    return { box, label: `admin.reports.taxData.${total}`, total } as const;
  }),
};
