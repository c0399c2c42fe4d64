import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { admin, type BeneficiariesView, type Beneficiary, type Designation } from '../api/admin';
import type { User } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { todayIso } from '../format/dates';
import {
  classSum,
  designationBody,
  designationProblems,
  emptyDesignation,
  newBeneficiary,
  type BeneficiaryClass,
  type BeneficiaryRow,
  type DesignationDraft,
  type DesignationProblem,
} from '../forms/designation-state';
import { useLoad } from '../hooks';
import { useAction } from '../components/use-action';
import { revealRoles } from './participant-record-page';
import { approvalColumn } from '../components/approval-cell';
import { RevealControl } from '../components/reveal-control';

const classes: BeneficiaryClass[] = ['primary', 'contingent'];

function BeneficiaryTable(props: { rows: Beneficiary[]; klass: BeneficiaryClass; id: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<Beneficiary>[] = [
    { key: 'name', header: t('admin.beneficiaries.name'), cell: (b) => b.name },
    {
      key: 'relationship',
      header: t('admin.beneficiaries.relationship'),
      cell: (b) => b.relationship ?? '—',
    },
    { key: 'pct', header: t('admin.beneficiaries.pct'), numeric: true, cell: (b) => `${b.pct}%` },
    { key: 'taxId', header: t('admin.beneficiaries.taxId'), cell: (b) => b.taxId ?? '—' },
    {
      key: 'diedOn',
      header: t('admin.beneficiaries.diedOn'),
      cell: (b) => (b.diedOn === undefined ? '—' : format.date(b.diedOn)),
    },
  ];
  return (
    <DataTable
      testId={`${props.id}-${props.klass}`}
      caption={t(`admin.beneficiaries.${props.klass}`)}
      rows={props.rows}
      rowKey={(b, i) => `${b.name}-${i}`}
      columns={columns}
      empty={t('admin.beneficiaries.noneInClass')}
    />
  );
}

const summary = (list: Beneficiary[]) =>
  list.length === 0 ? '—' : list.map((b) => `${b.name} ${b.pct}%`).join(', ');

function HistoryTable(props: {
  rows: Designation[];
  user: User;
  participantId: string;
  onApproved: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<Designation>[] = [
    {
      key: 'filedOn',
      header: t('admin.beneficiaries.filedOn'),
      nowrap: true,
      cell: (d) => format.date(d.filedOn),
    },
    { key: 'primary', header: t('admin.beneficiaries.primary'), cell: (d) => summary(d.primary) },
    {
      key: 'contingent',
      header: t('admin.beneficiaries.contingent'),
      cell: (d) => summary(d.contingent),
    },
    {
      key: 'source',
      header: t('admin.beneficiaries.source'),
      cell: (d) => `${t(`admin.beneficiaries.sources.${d.source}`)} · ${d.recordedBy}`,
    },
    { key: 'reason', header: t('admin.record.reason'), cell: (d) => d.reason },
    {
      key: 'valid',
      header: t('admin.beneficiaries.valid'),
      cell: (d) => (d.valid ? t('common.yes') : t('common.no')),
    },
    approvalColumn<Designation>(t, {
      user: props.user,
      testIdPrefix: 'approve-designation',
      approve: (id) => admin.approveDesignation(props.participantId, id),
      onApproved: props.onApproved,
    }),
  ];
  return (
    <DataTable
      testId="designation-history"
      label={t('admin.beneficiaries.history')}
      rows={[...props.rows].reverse()}
      rowKey={(d) => d.id}
      columns={columns}
      empty={t('admin.beneficiaries.noHistory')}
    />
  );
}

function problemText(t: TFunction, p: DesignationProblem) {
  return p.code === 'sum'
    ? t('admin.beneficiaries.problem.sum', { sum: p.sum })
    : t(`admin.beneficiaries.problem.${p.code}`);
}

/** One beneficiary's name, relationship and share, with the problems of each beside it. */
function BeneficiaryInputs(props: {
  klass: BeneficiaryClass;
  index: number;
  row: BeneficiaryRow;
  errorOf: (field: string) => string | undefined;
  onChange: (patch: Partial<BeneficiaryRow>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { klass, index: i, row, errorOf } = props;
  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      <TextInput
        label={t('admin.beneficiaries.name')}
        value={row.name}
        onChange={(e) => props.onChange({ name: e.currentTarget.value })}
        error={errorOf(`${klass}[${i}].name`)}
        data-testid={`${klass}-${i}-name`}
        style={{ flex: '2 1 160px' }}
      />
      <TextInput
        label={t('admin.beneficiaries.relationship')}
        value={row.relationship}
        onChange={(e) => props.onChange({ relationship: e.currentTarget.value })}
        data-testid={`${klass}-${i}-relationship`}
        style={{ flex: '1 1 120px' }}
      />
      <TextInput
        label={t('admin.beneficiaries.pct')}
        value={row.pct}
        inputMode="numeric"
        onChange={(e) => props.onChange({ pct: e.currentTarget.value })}
        error={errorOf(`${klass}[${i}].pct`)}
        data-testid={`${klass}-${i}-pct`}
        w={90}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        mt={26}
        aria-label={t('admin.beneficiaries.remove', { name: row.name || i + 1 })}
        onClick={props.onRemove}
        data-testid={`${klass}-${i}-remove`}
      >
        ×
      </ActionIcon>
    </Group>
  );
}

function ClassRows(props: {
  klass: BeneficiaryClass;
  draft: DesignationDraft;
  problems: DesignationProblem[];
  onChange: (rows: BeneficiaryRow[]) => void;
}) {
  const { t } = useTranslation();
  const { klass, draft, problems } = props;
  const rows = draft[klass];
  const sum = classSum(rows);
  const errorOf = (field: string) => {
    const found = problems.find((p) => p.field === field);
    return found === undefined ? undefined : problemText(t, found);
  };
  const update = (key: number, patch: Partial<BeneficiaryRow>) =>
    props.onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const sumOk = rows.length === 0 || sum === 100;
  return (
    <Stack gap="xs" data-testid={`designation-${klass}`}>
      <Group justify="space-between">
        <Text fw={600}>{t(`admin.beneficiaries.${klass}`)}</Text>
        <Text
          size="sm"
          c={sumOk ? 'green.9' : 'red.9'}
          aria-live="polite"
          data-testid={`sum-${klass}`}
        >
          {t('admin.beneficiaries.sum', { sum: sum ?? '?' })}
        </Text>
      </Group>
      {rows.map((row, i) => (
        <BeneficiaryInputs
          key={row.key}
          klass={klass}
          index={i}
          row={row}
          errorOf={errorOf}
          onChange={(patch) => update(row.key, patch)}
          onRemove={() => props.onChange(rows.filter((r) => r.key !== row.key))}
        />
      ))}
      {!sumOk && sum !== undefined && (
        <Text size="sm" c="red.9" data-testid={`problem-${klass}`}>
          {t('admin.beneficiaries.problem.sum', { sum })}
        </Text>
      )}
      <Group>
        <Button
          size="xs"
          variant="light"
          onClick={() => props.onChange([...rows, newBeneficiary()])}
          data-testid={`add-${klass}`}
        >
          {t('admin.beneficiaries.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What staff add to a form received: the day it was received and why it is recorded. */
function StaffFields(props: {
  draft: DesignationDraft;
  onChange: (patch: Partial<DesignationDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('admin.beneficiaries.filedOn')}
        value={props.draft.filedOn}
        onChange={(e) => props.onChange({ filedOn: e.currentTarget.value })}
        data-testid="designation-filed-on"
        w={180}
      />
      <Textarea
        label={t('admin.record.reason')}
        value={props.draft.reason}
        required
        onChange={(e) => props.onChange({ reason: e.currentTarget.value })}
        data-testid="designation-reason"
        style={{ flex: '1 1 240px' }}
        autosize
        minRows={1}
      />
    </Group>
  );
}

function DesignationForm(props: { participantId: string; staff: boolean; onFiled: () => void }) {
  const { t } = useTranslation();
  const { staff } = props;
  const [draft, setDraft] = useState(() => emptyDesignation(todayIso()));
  const { busy, error, run } = useAction();
  const [done, setDone] = useState<'filed' | 'pending' | undefined>();
  const problems = designationProblems(draft, staff);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      data-testid="designation-form"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(undefined);
        run(
          () => admin.fileDesignation(props.participantId, designationBody(draft, staff)),
          (answer) => {
            setDone(answer.designation.approval.status === 'pending' ? 'pending' : 'filed');
            setDraft(emptyDesignation(todayIso()));
            props.onFiled();
          },
        );
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h4">
          {staff ? t('admin.beneficiaries.recordForm') : t('admin.beneficiaries.fileForm')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.beneficiaries.formHint')}
        </Text>
        {classes.map((klass) => (
          <ClassRows
            key={klass}
            klass={klass}
            draft={draft}
            problems={problems}
            onChange={(rows) => setDraft((d) => ({ ...d, [klass]: rows }))}
          />
        ))}
        {staff && (
          <StaffFields draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
        )}
        {error !== undefined && <ProblemAlert error={error} />}
        {done !== undefined && (
          <Alert color={done === 'pending' ? 'orange' : 'green'} data-testid="designation-filed">
            {t(`admin.beneficiaries.done.${done}`)}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            loading={busy}
            disabled={problems.length > 0}
            data-testid="designation-submit"
          >
            {staff ? t('admin.beneficiaries.record') : t('admin.beneficiaries.file')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The designation in force today (1.3) and who takes the Death Benefit if he died today. */
function InForce({ view }: { view: BeneficiariesView }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper withBorder radius="md" p="md" data-testid="designation-in-force">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {t('admin.beneficiaries.inForce', { date: format.date(view.asOf) })}
          </Title>
          <Badge variant="light" tt="none" data-testid="designation-default">
            {t(`admin.beneficiaries.default.${view.default.kind}`, {
              name: view.default.name,
            })}
          </Badge>
        </Group>
        {view.inForce === null ? (
          <Text size="sm" c="dimmed">
            {t('admin.beneficiaries.noneInForce')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('admin.beneficiaries.filedOnText', {
                date: format.date(view.inForce.filedOn),
              })}
            </Text>
            {classes.map((klass) => (
              <BeneficiaryTable
                key={klass}
                id="in-force"
                klass={klass}
                rows={view.inForce?.[klass] ?? []}
              />
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Beneficiary designations (issue 11 item 2, Plan 1.2-1.3): the designation in force and who
 * takes the Death Benefit today, every designation filed, and a new one. A participant files
 * his own; the administrator records a form received, which another person approves.
 */
export function BeneficiariesPanel(props: { participantId: string; user: User; own?: boolean }) {
  const { t } = useTranslation();
  const { participantId, user } = props;
  const [revealReason, setRevealReason] = useState<string | undefined>(undefined);
  const loaded = useLoad(`beneficiaries:${participantId}:${revealReason ?? ''}`, (signal) =>
    admin.beneficiaries(participantId, revealReason, signal),
  );
  const view = loaded.data;
  const mayFile = props.own === true || user.role === 'administrator';
  return (
    <Stack gap="md" data-testid="beneficiaries">
      {props.own === true && (
        <PageHeader
          title={t('admin.beneficiaries.title')}
          subtitle={t('admin.beneficiaries.subtitle')}
        />
      )}
      {props.own !== true && revealRoles.includes(user.role) && (
        <RevealControl
          testId="beneficiaries-reveal"
          reason={revealReason}
          onChange={setRevealReason}
        />
      )}
      <LoadedBox loaded={loaded}>
        {view !== undefined && (
          <Stack gap="md">
            <InForce view={view} />
            <Title order={3} size="h4">
              {t('admin.beneficiaries.history')}
            </Title>
            <HistoryTable
              rows={view.history}
              user={user}
              participantId={participantId}
              onApproved={loaded.reload}
            />
          </Stack>
        )}
      </LoadedBox>
      {mayFile && (
        <DesignationForm
          participantId={participantId}
          staff={props.own !== true}
          onFiled={loaded.reload}
        />
      )}
    </Stack>
  );
}
