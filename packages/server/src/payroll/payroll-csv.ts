// Payroll's CSV files out (RFC 4180: CRLF, quoted when needed, a leading = + - @ made text):
// the reconciliation of an import and the deferral instructions before payday.
import type { DeferralInstruction } from '@defcomp/domain';
import { cell } from '../core/csv.js';
import type { JudgedLine } from './judge-pays.js';

/** A number (a negative difference too) is written as it is; other text through `cell`. */
const field = (value: string | number | null) =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? value : cell(value);

const text = (rows: (string | number | null)[][]) =>
  rows.map((r) => `${r.map(field).join(',')}\r\n`).join('');

/** Per line: payroll's reported deduction, the plan's deferral, the difference. */
export function reconciliationCsv(lines: JudgedLine[]): string {
  const header = [
    'line',
    'employeeId',
    'payDate',
    'component',
    'servicePeriodStart',
    'servicePeriodEnd',
    'gross',
    'netAvailable',
    'deducted',
    'deferred',
    'difference',
    'status',
    'accounts',
    'ficaDue',
    'warnings',
  ];
  const rows = lines.map((l) => [
    l.line,
    l.participantId,
    l.payDate,
    l.component,
    l.servicePeriod?.start ?? '',
    l.servicePeriod?.end ?? '',
    l.gross,
    l.netAvailable,
    l.deducted,
    l.deferred,
    l.difference,
    l.deducted === null ? 'not reported' : l.difference === '0.00' ? 'agrees' : 'differs',
    l.deferrals.map((d) => `${d.account} ${d.amount}`).join('; '),
    l.fica?.total ?? (l.ficaRefused ? `refused: ${l.ficaRefused.rule}` : ''),
    l.warnings.map((w) => `${w.code} (${w.rule})`).join('; '),
  ]);
  return text([header, ...rows]);
}

const bpText = (bp: number) => `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** One row per participant and component: the percentage to withhold and what stops it. */
export function instructionsCsv(instructions: DeferralInstruction[]): string {
  const header = [
    'employeeId',
    'payDate',
    'component',
    'deferralPct',
    'planYear',
    'cdaFiledOn',
    'servicesAfter',
    'stopRule',
    'stopReason',
    'eligible',
    'separatedOn',
    'socialSecurityRatePct',
    'medicareRatePct',
    'additionalMedicareRatePct',
    'additionalMedicareThreshold',
    'socialSecurityWageBase',
    'wagesBefore',
    'ficaRefused',
  ];
  const rows = instructions.flatMap((i) =>
    i.components.map((c) => [
      i.participantId,
      i.payDate,
      c.component,
      c.pct,
      c.planYear,
      c.election?.filedOn ?? '',
      c.servicesAfter,
      c.stop?.rule ?? '',
      c.stop?.reason ?? '',
      i.eligible ? 'yes' : 'no',
      i.separatedOn,
      i.fica ? bpText(i.fica.socialSecurityRateBp) : '',
      i.fica ? bpText(i.fica.medicareRateBp) : '',
      i.fica ? bpText(i.fica.additionalMedicareRateBp) : '',
      i.fica?.additionalMedicareThreshold ?? '',
      i.fica?.socialSecurityWageBase ?? '',
      i.wagesBefore,
      i.ficaRefused ? `${i.ficaRefused.message} (${i.ficaRefused.rule})` : '',
    ]),
  );
  return text([header, ...rows]);
}
