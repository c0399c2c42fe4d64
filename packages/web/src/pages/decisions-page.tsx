import { Alert, Button, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { workflows, type CompanyDecision } from '../api/workflows';
import { CompanyDecisionForms, DecisionEffectPanel, describePayload } from './company-decisions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writes } from '../api/client';
import type { Decision, PaymentRun, User } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { LoadedBox, PageHeader, wrapping } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { useLoad } from '../hooks';
import { useSubmission } from '../forms/field-notes';

/** A row of the inbox: a prepared decision or a prepared payment run. */
export interface InboxItem {
  id: string;
  kind: string;
  subject: string;
  participantId: string | null;
  preparedBy: string;
  preparedAt: string;
  details: string;
  approve: () => Promise<unknown>;
  /** A Committee decision: what approving it would change is asked of the server (12.9). */
  hasEffect?: boolean;
}

/** An event's fields as `name: value`, its type left out (the kind column says it). */
export function describeEvent(event: unknown): string {
  if (typeof event !== 'object' || event === null) return '—';
  return Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

function useInbox(reloads: number) {
  const { t } = useTranslation();
  const format = useFormat();
  return useLoad(`inbox:${reloads}`, async (signal): Promise<InboxItem[]> => {
    const [decisions, runs, company] = await Promise.all([
      writes.decisions(signal),
      writes.paymentRuns(signal),
      // Auditors and staff outside the company readers see none (403): the rest still shows.
      workflows.companyDecisions(signal).catch(() => [] as CompanyDecision[]),
    ]);
    const fromCompany = (d: CompanyDecision): InboxItem => ({
      id: d.id,
      kind: d.kind,
      subject: d.id,
      participantId: null,
      preparedBy: d.preparedBy,
      preparedAt: d.preparedAt,
      details: describePayload(d, format.date),
      approve: () => workflows.approveCompanyDecision(d.id),
    });
    const fromDecision = (d: Decision): InboxItem => ({
      id: d.id,
      kind: d.kind,
      subject: d.subjectId,
      participantId: d.participantId,
      preparedBy: d.preparedBy,
      preparedAt: d.preparedAt,
      details: describeEvent(d.event),
      approve: () => writes.approveDecision(d.id),
      hasEffect: true,
    });
    const fromRun = (r: PaymentRun): InboxItem => ({
      id: r.id,
      kind: 'paymentRun',
      subject: r.id,
      participantId: null,
      preparedBy: r.preparedBy,
      preparedAt: r.preparedAt,
      details: t('decisions.runDetail', {
        from: format.date(r.payFrom),
        to: format.date(r.payThrough),
        gross: format.money(r.totals.gross),
        net: format.money(r.totals.net ?? undefined),
      }),
      approve: () => writes.approvePaymentRun(r.id),
    });
    return [
      ...decisions.filter((d) => d.status === 'prepared').map(fromDecision),
      ...runs.filter((r) => r.status === 'prepared').map(fromRun),
      ...company.filter((d) => d.status === 'prepared').map(fromCompany),
    ];
  });
}

/** Approve, or why not: the preparer may not approve his own (segregation of duties). */
function ApproveButton(props: {
  item: InboxItem;
  user: User;
  busy: boolean;
  onApprove: () => void;
}) {
  const { t } = useTranslation();
  const own = props.item.preparedBy === props.user.username;
  const committee = props.user.role === 'committee';
  const reason = own
    ? t('decisions.ownPrepared')
    : committee
      ? undefined
      : t('decisions.committeeOnly');
  const button = (
    <Button
      size="xs"
      disabled={reason !== undefined}
      loading={props.busy}
      onClick={props.onApprove}
      data-testid={`approve-${props.item.id}`}
    >
      {t('decisions.approve')}
    </Button>
  );
  return (
    <Stack gap={2} align="flex-start">
      {reason === undefined ? button : <Tooltip label={reason}>{button}</Tooltip>}
      {reason !== undefined && (
        <Text size="xs" c="dimmed" maw={220} data-testid={`approve-reason-${props.item.id}`}>
          {reason}
        </Text>
      )}
    </Stack>
  );
}

/** Opens what approving a decision would change (GET /decisions/{id}/effect, 12.9). */
function EffectToggle(props: {
  id: string;
  open: string | undefined;
  toggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      aria-expanded={props.open === props.id}
      styles={wrapping}
      onClick={() => props.toggle(props.id)}
      data-testid={`effect-${props.id}`}
    >
      {props.open === props.id ? t('effect.hide') : t('effect.show')}
    </Button>
  );
}

function useInboxColumns(
  user: User,
  busy: boolean,
  approve: (item: InboxItem) => void,
  effect: { open: string | undefined; toggle: (id: string) => void },
): Column<InboxItem>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const kind = (k: string) => t(`decisions.kinds.${k}`, { defaultValue: k });
  return [
    {
      key: 'kind',
      header: t('decisions.kind'),
      cell: (i) => (
        <Text size="sm" fw={500}>
          {kind(i.kind)}
        </Text>
      ),
    },
    {
      key: 'subject',
      header: t('decisions.subject'),
      cell: (i) => (
        <Text size="sm" ff="monospace">
          {i.subject}
        </Text>
      ),
    },
    {
      key: 'participant',
      header: t('decisions.participant'),
      cell: (i) => i.participantId ?? '—',
    },
    {
      key: 'details',
      header: t('decisions.details'),
      cell: (i) => (
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {i.details}
        </Text>
      ),
    },
    {
      key: 'by',
      header: t('decisions.preparedBy'),
      cell: (i) => (
        <Stack gap={0}>
          <Text size="sm">{i.preparedBy}</Text>
          <Text size="xs" c="dimmed">
            {format.instant(i.preparedAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'effect',
      header: <VisuallyHidden>{t('effect.show')}</VisuallyHidden>,
      cell: (i) => i.hasEffect === true && <EffectToggle id={i.id} {...effect} />,
    },
    {
      key: 'approve',
      // The buttons' column: named for a screen reader, blank on screen.
      header: <VisuallyHidden>{t('decisions.approve')}</VisuallyHidden>,
      cell: (i) => <ApproveButton item={i} user={user} busy={busy} onApprove={() => approve(i)} />,
    },
  ];
}

/** The Committee's inbox: emergencies, claims and payment runs prepared and waiting. */
export function DecisionsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  const inbox = useInbox(reloads);
  const submission = useSubmission<string>();
  const approve = (item: InboxItem) =>
    submission.run(async () => {
      await item.approve();
      setReloads((n) => n + 1);
      return item.id;
    });
  const [open, setOpen] = useState<string>();
  const columns = useInboxColumns(user, submission.busy, (item) => void approve(item), {
    open,
    toggle: (id) => setOpen(open === id ? undefined : id),
  });
  return (
    <Stack gap="md">
      <PageHeader title={t('decisions.title')} subtitle={t('decisions.subtitle')} />
      {submission.result !== undefined && (
        <Alert color="teal" data-testid="approved">
          {t('decisions.approved', { id: submission.result })}
        </Alert>
      )}
      {submission.error !== undefined && <ProblemAlert error={submission.error} />}
      <LoadedBox loaded={inbox}>
        <DataTable
          testId="decisions"
          rows={inbox.data ?? []}
          rowKey={(item) => item.id}
          empty={t('decisions.none')}
          columns={columns}
          detail={(item) => open === item.id && <DecisionEffectPanel decisionId={item.id} />}
        />
      </LoadedBox>
      {user.role === 'committee' && (
        <CompanyDecisionForms onPrepared={() => setReloads((n) => n + 1)} />
      )}
    </Stack>
  );
}
