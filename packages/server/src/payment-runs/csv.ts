import type { PaymentRunWithLines, RunLine } from '@defcomp/store';

// The run's lines for payroll (RFC 4180: CRLF, fields quoted when they hold a comma, quote or
// line break). Amounts are the exact decimal strings, never reformatted.
import { cell } from '../core/csv.js';

export const csvHeader = [
  'run_id',
  'line',
  'participant_id',
  'participant_name',
  'payee',
  'account',
  'benefit',
  'installment',
  'payment_date',
  'on_time_through',
  'paid_on',
  'late',
  'gross',
  'federal_withholding',
  'net',
  'source',
  // Issue 11 item 3, 12.11: who the line pays, and the guardian paid on his behalf.
  'payee_name',
  'paid_to',
] as const;

function row(run: PaymentRunWithLines, line: RunLine, name: string | undefined): string[] {
  const values = [
    run.id,
    line.lineNo,
    line.participantId,
    name ?? '',
    line.payee,
    line.account,
    line.benefit,
    line.installment ? line.installment.join('/') : '',
    line.paymentDate,
    line.onTimeThrough,
    line.paidOn,
    line.late === null ? '' : line.late ? 'yes' : 'no',
    line.gross,
    line.withheld,
    line.net,
    run.source,
    line.payeeName,
    line.paidTo
      ? `${line.paidTo.name}, ${line.paidTo.capacity} of ${line.payeeName ?? line.payee}`
      : null,
  ];
  return values.map(cell);
}

export function paymentRunCsv(run: PaymentRunWithLines, names: Map<string, string>): string {
  const rows = [
    [...csvHeader],
    ...run.lines.map((line) => row(run, line, names.get(line.participantId))),
  ];
  return rows.map((r) => `${r.join(',')}\r\n`).join('');
}
