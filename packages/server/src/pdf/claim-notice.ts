import { denialNoticeContents } from '@defcomp/domain';
import type { ParticipantResult } from '../engine.js';
import { renderPdf, type Pdf } from './document.js';
import { heading, paragraph, table, titleBlock } from './layout.js';

export type DenialStage = 'initial' | 'review';
type Claim = ParticipantResult['claims'][number];

export interface ClaimPeriods {
  decision: number;
  decisionExtended: number;
  appeal: number;
  review: number;
  reviewExtended: number;
}

export interface ClaimNoticeInput {
  planName: string;
  participant: { id: string; name: string };
  claim: Claim;
  stage: DenialStage;
  /** The claim's actions in the record, in order (filed, denied, appealed, ...). */
  actions: { action: string; date: string }[];
  /** Article XI's periods in days, as the plan in force states them. */
  periods: ClaimPeriods;
  /** What the Committee gave as its reasons when it prepared the denial, if anything. */
  reasons: string | null;
  createdAt: Date;
}

/** The written notice of a denial, with what Plan 11.2 (initial) or 11.4 (review) requires. */
export function renderClaimNotice(input: ClaimNoticeInput): Promise<Buffer> {
  const { participant, claim, stage } = input;
  const title =
    stage === 'initial'
      ? 'Notice of denial of a claim for benefits (11.2)'
      : 'Notice of denial of a claim on review (11.4)';
  return renderPdf(
    {
      title: `${title}: claim ${claim.id} of ${participant.name} (${participant.id})`,
      subject: 'Claims procedure, Article XI',
      createdAt: input.createdAt,
    },
    (doc) => {
      const decided = dateOf(input, stage === 'initial' ? 'denied' : 'deniedOnReview');
      titleBlock(doc, input.planName, title, [
        ['Claimant', `${participant.name} (${participant.id})`],
        ['Claim', claim.id],
        ['Decided on', decided ?? 'not recorded'],
      ]);
      deadlines(doc, input);
      contents(doc, input);
    },
  );
}

const dateOf = (input: ClaimNoticeInput, action: string): string | undefined =>
  input.actions.findLast((a) => a.action === action)?.date;

/** The claim's history and its deadlines as the engine computes them (11.2-11.5). */
function deadlines(doc: Pdf, input: ClaimNoticeInput): void {
  heading(doc, 'The claim and its deadlines');
  const { claim, periods: d } = input;
  const rows = [
    ['Filed (11.1)', dateOf(input, 'filed')],
    [
      `Decision due (11.2: ${d.decision} days, ${d.decisionExtended} if extended)`,
      claim.decisionDue,
    ],
    ['Denied (11.2)', dateOf(input, 'denied')],
    [`Appeal by (11.3: ${d.appeal} days after the denial)`, claim.appealBy],
    ['Appealed (11.3)', dateOf(input, 'appealed')],
    [`Review due (11.4: ${d.review} days, ${d.reviewExtended} if extended)`, claim.reviewDue],
    ['Denied on review (11.4)', dateOf(input, 'deniedOnReview')],
    ['Suit by (11.5: 1 year after the final decision)', claim.suitBy],
  ].filter((r): r is [string, string] => typeof r[1] === 'string');
  table(
    doc,
    [
      { header: 'Step', width: 300 },
      { header: 'Date', width: 100 },
    ],
    rows,
  );
}

/** Each item the notice must state (domain: denialNoticeContents), with what the record holds. */
function contents(doc: Pdf, input: ClaimNoticeInput): void {
  const missing = 'Not in the record: the Committee must state this before the notice is sent.';
  const sections = input.reasons?.match(/\b\d{1,2}\.\d{1,2}(\([a-z]+\))*/g) ?? [];
  const said: Record<string, string> = {
    '11.2(a)': input.reasons ?? missing,
    '11.2(b)':
      sections.length > 0 ? `Plan sections ${[...new Set(sections)].join(', ')}.` : missing,
    '11.2(c)': 'None: the Committee asked for no further material.',
    '11.2(d)': reviewProcedure(input.claim, input.periods),
    '11.4(a)': input.reasons ?? missing,
    '11.4(b)':
      sections.length > 0 ? `Plan sections ${[...new Set(sections)].join(', ')}.` : missing,
    '11.4(c)':
      'On request, free of charge, you may see and have copies of all documents, records and other information relevant to your claim (11.3).',
    '11.4(d)': `You may bring a civil action under ERISA section 502(a) until ${input.claim.suitBy ?? 'one year after this decision'} (11.5), in the court named in 11.6.`,
  };
  heading(doc, 'What this notice states');
  for (const item of denialNoticeContents(input.stage)) {
    doc.font('Helvetica-Bold').fontSize(9).text(`${item.rule} ${item.content}`);
    paragraph(doc, said[item.rule] ?? missing);
  }
}

function reviewProcedure(claim: Claim, d: ClaimPeriods): string {
  return [
    `You may appeal this denial in writing to the Committee by ${claim.appealBy ?? `${d.appeal} days after you receive this notice`} (11.3); without an appeal in time the claim is waived.`,
    'With your appeal you may submit written comments and documents, and you may see and copy, free of charge, all documents relevant to your claim; the Committee weighs everything you submit (11.3).',
    `The Committee decides on review within ${d.review} days after it receives the appeal, or ${d.reviewExtended} days where special circumstances need more time and you are told so in writing before the first ${d.review} days end (11.4).`,
    'If the claim is denied on review you may bring a civil action under ERISA section 502(a) within one year after that decision (11.5), in the court named in 11.6.',
  ].join(' ');
}
