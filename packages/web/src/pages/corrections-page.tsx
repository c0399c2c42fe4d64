import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { User } from '../api/types';
import { workflows, type Correction, type CorrectionBody } from '../api/workflows';
import { DataTable, type Column } from '../components/data-table';
import { LabelledChoice } from '../components/labelled-choice';
import { CorrectionEffectView } from '../components/effect-view';
import { RuleBadges } from '../components/labels';
import { LoadedBox, PageHeader, wrapping } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import {
  approvalBlock,
  correctionBody,
  correctionErrors,
  emptyCorrection,
  type CorrectionDraft,
} from '../forms/correction-state';
import { useSubmission } from '../forms/field-notes';
import { useLoad } from '../hooks';

/** Who prepares a correction (routes/corrections.ts); only the Committee approves one. */
export const correctionPreparers = ['administrator', 'committee', 'assetCommittee'];

const statusColor: Record<string, string> = {
  prepared: 'yellow',
  approved: 'teal',
  withdrawn: 'gray',
};

/** What a correction names, in words: "Price of F1 on Jan 2, 2026", "Fact 12". */
function useTargetText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (c: Pick<Correction, 'target'>) => {
    const target = c.target;
    switch (target.kind) {
      case 'fact':
        return t('corrections.targetFact', { seq: target.seq });
      case 'price':
        return t('corrections.targetPrice', {
          fund: target.fundId,
          date: format.date(target.date),
        });
      case 'participant':
        return t('corrections.targetParticipant', { id: target.participantId });
      default:
        return t('corrections.targetFund', { fund: target.fundId });
    }
  };
}

function Replacement({ value }: { value: Record<string, unknown> | null }) {
  if (value === null) return <Text size="sm">—</Text>;
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(value, null, 1)}
    </Code>
  );
}

/** The price form's fund and recorded date, chosen from what is recorded (7.2). */
function PriceFields(props: {
  draft: CorrectionDraft;
  set: (patch: Partial<CorrectionDraft>) => void;
  errors: Partial<Record<keyof CorrectionDraft, string>>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { draft, set, errors } = props;
  const funds = useLoad('corrections:funds', (signal) => api.funds(signal));
  const prices = useLoad(`corrections:prices:${draft.fundId}`, (signal) =>
    draft.fundId === '' ? Promise.resolve([]) : api.prices(draft.fundId, signal),
  );
  const recorded = (prices.data ?? []).filter((p) => p.date !== '');
  const current = recorded.find((p) => p.date === draft.date);
  const error = (field: keyof CorrectionDraft) =>
    errors[field] === undefined ? undefined : t(errors[field]);
  return (
    <>
      <NativeSelect
        label={t('corrections.fund')}
        data-testid="correction-fund"
        value={draft.fundId}
        error={error('fundId')}
        onChange={(e) => set({ fundId: e.currentTarget.value, date: '' })}
        data={[
          { value: '', label: t('corrections.choose') },
          ...(funds.data ?? []).map((f) => ({ value: f.id, label: `${f.id} — ${f.name}` })),
        ]}
      />
      <NativeSelect
        label={t('corrections.priceDate')}
        data-testid="correction-date"
        value={draft.date}
        error={error('date')}
        onChange={(e) => set({ date: e.currentTarget.value })}
        data={[
          { value: '', label: t('corrections.choose') },
          ...[...recorded]
            .sort((a, b) => (a.date < b.date ? 1 : -1))
            .map((p) => ({
              value: p.date,
              label: `${format.date(p.date)} — ${format.decimal(p.price)}`,
            })),
        ]}
      />
      {current !== undefined && (
        <Text size="sm" c="dimmed" data-testid="correction-current-price">
          {t('corrections.currentPrice', { price: format.decimal(current.price) })}
        </Text>
      )}
      {draft.action === 'supersede' && (
        <TextInput
          label={t('corrections.newPrice')}
          description={t('corrections.newPriceHint')}
          data-testid="correction-price"
          inputMode="decimal"
          value={draft.price}
          error={error('price')}
          onChange={(e) => set({ price: e.currentTarget.value })}
        />
      )}
    </>
  );
}

function TargetFields(props: {
  draft: CorrectionDraft;
  set: (patch: Partial<CorrectionDraft>) => void;
  errors: Partial<Record<keyof CorrectionDraft, string>>;
}) {
  const { t } = useTranslation();
  const { draft, set, errors } = props;
  const error = (field: keyof CorrectionDraft) =>
    errors[field] === undefined ? undefined : t(errors[field]);
  if (draft.kind === 'price') return <PriceFields {...props} />;
  if (draft.kind === 'fact')
    return (
      <>
        <TextInput
          label={t('corrections.seq')}
          description={t('corrections.seqHint')}
          data-testid="correction-seq"
          inputMode="numeric"
          value={draft.seq}
          error={error('seq')}
          onChange={(e) => set({ seq: e.currentTarget.value })}
        />
        {draft.action === 'supersede' && (
          <Textarea
            label={t('corrections.event')}
            description={t('corrections.eventHint')}
            data-testid="correction-event"
            autosize
            minRows={3}
            ff="monospace"
            value={draft.eventJson}
            error={error('eventJson')}
            onChange={(e) => set({ eventJson: e.currentTarget.value })}
          />
        )}
      </>
    );
  return (
    <>
      <TextInput
        label={t('corrections.participant')}
        data-testid="correction-participant"
        value={draft.participantId}
        error={error('participantId')}
        onChange={(e) => set({ participantId: e.currentTarget.value })}
      />
      <TextInput
        label={t('corrections.hireDate')}
        placeholder="YYYY-MM-DD"
        value={draft.hireDate}
        error={error('hireDate')}
        onChange={(e) => set({ hireDate: e.currentTarget.value })}
      />
      <TextInput
        label={t('corrections.birthDate')}
        placeholder="YYYY-MM-DD"
        value={draft.birthDate}
        error={error('birthDate')}
        onChange={(e) => set({ birthDate: e.currentTarget.value })}
      />
      <TextInput
        label={t('corrections.name')}
        value={draft.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
      />
    </>
  );
}

/** What is corrected, and how: voided or superseded. */
function KindAndAction(props: {
  draft: CorrectionDraft;
  set: (patch: Partial<CorrectionDraft>) => void;
}) {
  const { t } = useTranslation();
  const { draft, set } = props;
  return (
    <>
      <LabelledChoice
        label={t('corrections.kind')}
        testId="correction-kind"
        value={draft.kind}
        onChange={(kind) => set({ kind, action: 'supersede' })}
        data={(['price', 'fact', 'participant'] as const).map((k) => ({
          value: k,
          label: t(`corrections.kinds.${k}`),
        }))}
      />
      <LabelledChoice<'void' | 'supersede'>
        label={t('corrections.action')}
        testId="correction-action"
        value={draft.action}
        onChange={(action) => set({ action })}
        data={[
          { value: 'supersede', label: t('corrections.actions.supersede') },
          {
            value: 'void',
            label: t('corrections.actions.void'),
            disabled: draft.kind === 'participant',
          },
        ]}
      />
    </>
  );
}

/** The correction as it will be sent, confirmed before it is prepared. */
function ReviewPanel(props: {
  review: CorrectionBody;
  busy: boolean;
  onPrepare: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const targetText = useTargetText();
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('corrections.confirmTitle')}
      data-testid="correction-confirm"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t(`corrections.actions.${props.review.action}`)}: {targetText(props.review)}
        </Text>
        {props.review.replacement !== undefined && <Replacement value={props.review.replacement} />}
        <Text size="sm">{t('corrections.reasonIs', { reason: props.review.reason })}</Text>
        <Text size="xs" c="dimmed">
          {t('corrections.confirmHint')}
        </Text>
        <Group>
          <Button loading={props.busy} onClick={props.onPrepare} data-testid="correction-prepare">
            {t('corrections.prepare')}
          </Button>
          <Button variant="default" onClick={props.onEdit}>
            {t('corrections.edit')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Prepare a correction: fill it in, review what will be sent, then prepare it. Preparing records
 * nothing in force: the server answers its effect, and a second Committee member approves it.
 */
function PrepareForm({ onPrepared }: { onPrepared: (c: Correction) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CorrectionDraft>(emptyCorrection);
  const [shown, setShown] = useState(false);
  const [review, setReview] = useState<CorrectionBody>();
  const submission = useSubmission<Correction>();
  const set = (patch: Partial<CorrectionDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setReview(undefined);
  };
  const errors = shown ? correctionErrors(draft) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setReview(correctionBody(draft));
  };
  const prepare = (body: CorrectionBody) =>
    submission.run(async () => {
      const prepared = await workflows.prepareCorrection(body);
      onPrepared(prepared);
      setDraft(emptyCorrection());
      setShown(false);
      setReview(undefined);
      return prepared;
    });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} data-testid="correction-form" noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('corrections.prepareTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('corrections.prepareHint')}
          </Text>
          <KindAndAction draft={draft} set={set} />
          <TargetFields draft={draft} set={set} errors={errors} />
          <Textarea
            label={t('corrections.reason')}
            description={t('corrections.reasonHint')}
            data-testid="correction-reason"
            required
            autosize
            minRows={2}
            value={draft.reason}
            error={errors.reason === undefined ? undefined : t(errors.reason)}
            onChange={(e) => set({ reason: e.currentTarget.value })}
          />
          {submission.error !== undefined && <ProblemAlert error={submission.error} />}
          {review === undefined ? (
            <Group>
              <Button type="submit" data-testid="correction-review">
                {t('corrections.review')}
              </Button>
            </Group>
          ) : (
            <ReviewPanel
              review={review}
              busy={submission.busy}
              onPrepare={() => void prepare(review)}
              onEdit={() => setReview(undefined)}
            />
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function ApproveCorrection(props: {
  correction: Correction;
  user: User;
  busy: boolean;
  onApprove: () => void;
}) {
  const { t } = useTranslation();
  const block = approvalBlock(props.correction, props.user);
  if (block === 'notPending') return null;
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="xs"
        disabled={block !== undefined}
        loading={props.busy}
        onClick={props.onApprove}
        data-testid={`approve-correction-${props.correction.id}`}
      >
        {t('corrections.approve')}
      </Button>
      {block !== undefined && (
        <Text
          size="xs"
          c="dimmed"
          maw={220}
          data-testid={`approve-correction-reason-${props.correction.id}`}
        >
          {t(`decisions.${block}`)}
        </Text>
      )}
    </Stack>
  );
}

/** The effect as computed when prepared or, once approved, when approved. */
function EffectDetail({ correction: c }: { correction: Correction }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {c.approvedEffect === null
          ? t('corrections.effectPrepared')
          : t('corrections.effectApproved')}
      </Text>
      <CorrectionEffectView effect={c.approvedEffect ?? c.effect} />
    </Stack>
  );
}

function IdAndStatus({ correction: c }: { correction: Correction }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" ff="monospace">
        {c.id}
      </Text>
      <Badge color={statusColor[c.status]} variant="light" data-status={c.status}>
        {t(`corrections.statuses.${c.status}`)}
      </Badge>
    </Stack>
  );
}

function Preparer({ correction: c }: { correction: Correction }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={0}>
      <Text size="sm">{c.preparedBy}</Text>
      <Text size="xs" c="dimmed">
        {format.instant(c.preparedAt)}
      </Text>
      {c.decidedBy !== null && (
        <Text size="xs" c="dimmed">
          {t('corrections.decidedBy', { who: c.decidedBy, at: format.instant(c.decidedAt) })}
        </Text>
      )}
    </Stack>
  );
}

interface ColumnState {
  user: User;
  open: string | undefined;
  toggle: (id: string) => void;
  busy: boolean;
  approve: (c: Correction) => void;
}

function useCorrectionColumns(state: ColumnState): Column<Correction>[] {
  const { t } = useTranslation();
  const targetText = useTargetText();
  const user = state.user;
  return [
    {
      key: 'id',
      header: t('corrections.id'),
      nowrap: true,
      cell: (c) => <IdAndStatus correction={c} />,
    },
    {
      key: 'target',
      header: t('corrections.target'),
      cell: (c) => (
        <Stack gap={2}>
          <Text size="sm">
            {t(`corrections.actions.${c.action}`)}: {targetText(c)}
          </Text>
          {c.replacement !== null && <Replacement value={c.replacement} />}
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('corrections.reason'),
      cell: (c) => (
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {c.reason}
        </Text>
      ),
    },
    {
      key: 'by',
      header: t('decisions.preparedBy'),
      cell: (c) => <Preparer correction={c} />,
    },
    {
      key: 'effect',
      header: t('corrections.effect'),
      cell: (c) => (
        <Button
          size="xs"
          variant="light"
          aria-expanded={state.open === c.id}
          styles={wrapping}
          onClick={() => state.toggle(c.id)}
          data-testid={`effect-${c.id}`}
        >
          {state.open === c.id ? t('corrections.hideEffect') : t('corrections.showEffect')}
        </Button>
      ),
    },
    {
      key: 'approve',
      header: <VisuallyHidden>{t('corrections.approve')}</VisuallyHidden>,
      cell: (c) => (
        <ApproveCorrection
          correction={c}
          user={user}
          busy={state.busy}
          onApprove={() => state.approve(c)}
        />
      ),
    },
  ];
}

/** Plan 12.9: corrections, prepared with their effect and approved by a second person. */
export function CorrectionsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  const [open, setOpen] = useState<string>();
  const list = useLoad(`corrections:${reloads}`, (signal) => workflows.corrections(signal), {
    keepPrevious: true,
  });
  const approval = useSubmission<Correction>();
  const approve = (c: Correction) =>
    approval.run(async () => {
      const approved = await workflows.approveCorrection(c.id);
      setReloads((n) => n + 1);
      return approved;
    });
  const rows = [...(list.data ?? [])].reverse();
  const columns = useCorrectionColumns({
    user,
    open,
    toggle: (id) => setOpen(open === id ? undefined : id),
    busy: approval.busy,
    approve: (c) => void approve(c),
  });
  return (
    <Stack gap="md">
      <PageHeader title={t('corrections.title')} subtitle={t('corrections.subtitle')}>
        <RuleBadges rules={['12.9']} />
      </PageHeader>
      {correctionPreparers.includes(user.role) && (
        <PrepareForm
          onPrepared={(c) => {
            setOpen(c.id);
            setReloads((n) => n + 1);
          }}
        />
      )}
      {approval.result !== undefined && (
        <Alert color="teal" data-testid="correction-approved">
          {t('corrections.approved', { id: approval.result.id })}
        </Alert>
      )}
      {approval.error !== undefined && <ProblemAlert error={approval.error} />}
      <LoadedBox loaded={list}>
        <DataTable
          testId="corrections"
          label={t('corrections.title')}
          rows={rows}
          rowKey={(c) => c.id}
          empty={t('corrections.none')}
          detail={(c) => open === c.id && <EffectDetail correction={c} />}
          columns={columns}
        />
      </LoadedBox>
    </Stack>
  );
}
