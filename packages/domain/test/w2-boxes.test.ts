import { describe, expect, it } from 'vitest';
import { form1099For, w2For } from '../src/tax/forms.js';
import { form1099Boxes, w2Boxes } from '../src/tax/w2-boxes.js';

// Plan 8.3: the domain's list of Form W-2 boxes (General Instructions for Forms W-2 and W-3,
// nonqualified plans; Treas. Reg. §31.3121(v)(2)-1 for boxes 3 and 5) is the only one: the
// server's tax-data report and the web's page show these boxes (issue 22 item 6).

const payment = {
  date: '2025-03-31',
  account: 'RTA',
  payee: 'beneficiary:Ann',
  form: '1099-MISC',
  amount: '100.00',
  federal: { withheld: '22.00' },
} as unknown as Parameters<typeof form1099For>[0][number];

describe('8.3 the W-2 boxes of the plan', () => {
  it('the forms compute exactly the boxes the list names, in form order', () => {
    expect(Object.keys(w2For([], undefined, []))).toEqual([...w2Boxes]);
    expect(w2Boxes[0]).toBe('box1');
    expect(w2Boxes).toContain('box11');
  });

  it('Form 1099-MISC: boxes 3 and 4, as its figures', () => {
    const [form] = form1099For([payment]);
    expect(Object.keys(form!).filter((k) => k.startsWith('box'))).toEqual([...form1099Boxes]);
  });
});
