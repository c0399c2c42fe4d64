import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  admin,
  type Address,
  type RecordChange,
  type RecordChangeBody,
  type RecordFields,
} from '../api/admin';
import type { User } from '../api/types';
import { approvalColumn } from '../components/approval-cell';
import { DataTable, type Column } from '../components/data-table';
import { RuleBadges } from '../components/labels';
import { LoadedBox } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { todayIso } from '../format/dates';
import { useLoad } from '../hooks';
import { useAction } from '../components/use-action';
import { RevealControl } from '../components/reveal-control';

/** The roles the server lets see a tax id and a bank account in full (payingRoles; audited). */
export const revealRoles = ['administrator', 'payroll'];
/** The roles that approve a change someone else recorded (changeApprovalRoute). */

export function addressText(address: Address | null | undefined): string {
  if (address === null || address === undefined) return '—';
  return [address.line1, address.line2, address.city, address.state, address.postalCode]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
}

/** A record field as text (secrets arrive masked unless revealed). */
function useFieldText() {
  const { t } = useTranslation();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'address' || field === 'mailingAddress') return addressText(value as Address);
    if (field === 'bankAccount') {
      const bank = value as { routingNumber: string; accountNumber: string; accountType: string };
      const type = t(`admin.record.accountType.${bank.accountType}`, bank.accountType);
      return `${bank.routingNumber} · ${bank.accountNumber} · ${type}`;
    }
    if (field === 'spouse') {
      const spouse = value as { name: string; diedOn?: string };
      return spouse.diedOn === undefined ? spouse.name : `${spouse.name} († ${spouse.diedOn})`;
    }
    return String(value);
  };
}

const recordFields = [
  'legalName',
  'address',
  'mailingAddress',
  'email',
  'phone',
  'stateOfResidence',
  'employer',
  'payrollId',
  'spouse',
  'taxId',
  'bankAccount',
] as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function CurrentRecord(props: {
  record: RecordFields;
  status: { value: string; since: string | null; basis: string; rules: string[] };
  asOf: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useFieldText();
  const { record, status } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid="record-current">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4">
          {t('admin.record.current', { date: format.date(props.asOf) })}
        </Title>
        <Group gap="xs">
          <Badge variant="light" tt="none" data-testid="record-status">
            {t(`admin.record.status.${status.value}`, status.value)}
          </Badge>
          {status.since !== null && (
            <Text size="xs" c="dimmed">
              {t('admin.record.since', { date: format.date(status.since) })}
            </Text>
          )}
          <RuleBadges rules={status.rules} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {recordFields.map((field) => (
          <Field key={field} label={t(`admin.record.field.${field}`)}>
            <span data-testid={`record-${field}`}>{text(field, record[field])}</span>
          </Field>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function History(props: {
  rows: RecordChange[];
  user: User;
  participantId: string;
  onApproved: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useFieldText();
  const columns: Column<RecordChange>[] = [
    {
      key: 'effectiveOn',
      header: t('admin.record.effectiveOn'),
      nowrap: true,
      cell: (c) => format.date(c.effectiveOn),
    },
    {
      key: 'changes',
      header: t('admin.record.changes'),
      cell: (c) => (
        <Stack gap={0}>
          {Object.entries(c.changes).map(([field, value]) => (
            <Text size="sm" key={field}>
              <Text span fw={600} size="sm">
                {t(`admin.record.field.${field}`, field)}:
              </Text>{' '}
              {text(field, value)}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'reason', header: t('admin.record.reason'), cell: (c) => c.reason ?? '—' },
    {
      key: 'recorded',
      header: t('admin.record.recorded'),
      cell: (c) => `${c.recordedBy} · ${format.instant(c.recordedAt)}`,
    },
    approvalColumn<RecordChange>(t, {
      user: props.user,
      testIdPrefix: 'approve-change',
      approve: (id) => admin.approveRecordChange(props.participantId, id),
      onApproved: props.onApproved,
    }),
  ];
  return (
    <DataTable
      testId="record-history"
      label={t('admin.record.history')}
      rows={[...props.rows].reverse()}
      rowKey={(c) => c.id}
      columns={columns}
      empty={t('admin.record.noHistory')}
    />
  );
}

interface ChangeDraft {
  legalName: string;
  email: string;
  phone: string;
  employer: string;
  payrollId: string;
  stateOfResidence: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  taxId: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  effectiveOn: string;
  reason: string;
}

const emptyChange = (): ChangeDraft => ({
  legalName: '',
  email: '',
  phone: '',
  employer: '',
  payrollId: '',
  stateOfResidence: '',
  line1: '',
  city: '',
  state: '',
  postalCode: '',
  taxId: '',
  routingNumber: '',
  accountNumber: '',
  accountType: 'checking',
  effectiveOn: todayIso(),
  reason: '',
});

/** Only what was typed is sent: an empty field is left as it is. */
export function changeBody(draft: ChangeDraft): RecordChangeBody {
  const body: RecordChangeBody = { effectiveOn: draft.effectiveOn, reason: draft.reason.trim() };
  const plain = ['legalName', 'email', 'phone', 'employer', 'payrollId', 'taxId'] as const;
  for (const field of plain) if (draft[field].trim() !== '') body[field] = draft[field].trim();
  if (draft.stateOfResidence.trim() !== '')
    body.stateOfResidence = draft.stateOfResidence.trim().toUpperCase();
  if (draft.line1.trim() !== '')
    body.address = {
      line1: draft.line1.trim(),
      city: draft.city.trim(),
      postalCode: draft.postalCode.trim(),
      ...(draft.state.trim() === '' ? {} : { state: draft.state.trim().toUpperCase() }),
    };
  if (draft.routingNumber.trim() !== '' || draft.accountNumber.trim() !== '')
    body.bankAccount = {
      routingNumber: draft.routingNumber.trim(),
      accountNumber: draft.accountNumber.trim(),
      accountType: draft.accountType,
    };
  return body;
}

/** The change form's inputs: every field a record holds, and when and why it changes. */
function ChangeFields(props: {
  draft: ChangeDraft;
  setDraft: (update: (draft: ChangeDraft) => ChangeDraft) => void;
}) {
  const { t } = useTranslation();
  const { draft, setDraft } = props;
  const input = (field: keyof ChangeDraft, extra: Record<string, unknown> = {}) => ({
    label: t(`admin.record.form.${field}`),
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((d) => ({ ...d, [field]: value }));
    },
    'data-testid': `change-${field}`,
    ...extra,
  });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput {...input('legalName')} />
        <TextInput {...input('email')} type="email" />
        <TextInput {...input('phone')} />
        <TextInput {...input('employer')} />
        <TextInput {...input('payrollId')} />
        <TextInput {...input('stateOfResidence', { maxLength: 2 })} />
        <TextInput {...input('line1')} />
        <TextInput {...input('city')} />
        <TextInput {...input('state', { maxLength: 2 })} />
        <TextInput {...input('postalCode')} />
        <TextInput {...input('taxId', { autoComplete: 'off' })} />
        <TextInput {...input('routingNumber', { autoComplete: 'off' })} />
        <TextInput {...input('accountNumber', { autoComplete: 'off' })} />
        <Select
          label={t('admin.record.form.accountType')}
          data={['checking', 'savings'].map((value) => ({
            value,
            label: t(`admin.record.accountType.${value}`),
          }))}
          value={draft.accountType}
          onChange={(value) => setDraft((d) => ({ ...d, accountType: value ?? 'checking' }))}
          allowDeselect={false}
        />
        <TextInput {...input('effectiveOn', { type: 'date', required: true })} />
      </SimpleGrid>
      <Textarea {...input('reason', { required: true, autosize: true, minRows: 2 })} />
    </>
  );
}

function ChangeForm(props: { participantId: string; onRecorded: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(emptyChange);
  const { busy, error, run } = useAction();
  const [done, setDone] = useState<{ pending: boolean } | undefined>();
  const body = changeBody(draft);
  const changed = Object.keys(body).filter((k) => k !== 'effectiveOn' && k !== 'reason');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      data-testid="record-change-form"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(undefined);
        run(
          () => admin.changeRecord(props.participantId, body),
          (answer) => {
            setDone({ pending: answer.change.approval.status === 'pending' });
            setDraft(emptyChange());
            props.onRecorded();
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('admin.record.form.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.record.form.hint')}
        </Text>
        <ChangeFields draft={draft} setDraft={setDraft} />
        {body.bankAccount !== undefined && (
          <Text size="sm" c="orange.9" data-testid="change-needs-approval">
            {t('admin.record.form.bankNeedsApproval')}
          </Text>
        )}
        {error !== undefined && <ProblemAlert error={error} />}
        {done !== undefined && (
          <Alert color={done.pending ? 'orange' : 'green'} data-testid="change-recorded">
            {done.pending ? t('admin.record.form.pending') : t('admin.record.form.recorded')}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            loading={busy}
            disabled={changed.length === 0 || draft.reason.trim() === ''}
            data-testid="change-submit"
          >
            {t('admin.record.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A participant's record (issue 11 item 1): what it says today, its status, every dated change
 * (a bank account waits for a second person), the tax id and bank account masked unless the
 * role may reveal them (the server audits each reveal), and the administrator's change form.
 */
export function ParticipantRecordPanel(props: { participantId: string; user: User }) {
  const { t } = useTranslation();
  const { participantId, user } = props;
  const [revealReason, setRevealReason] = useState<string | undefined>(undefined);
  const revealed = revealReason !== undefined;
  const loaded = useLoad(`record:${participantId}:${revealReason ?? ''}`, (signal) =>
    admin.record(participantId, revealReason, signal),
  );
  const view = loaded.data;
  return (
    <Stack gap="md" data-testid="participant-record">
      {revealRoles.includes(user.role) && (
        <RevealControl testId="record-reveal" reason={revealReason} onChange={setRevealReason} />
      )}
      {revealed && (
        <Text size="xs" c="dimmed">
          {t('admin.record.revealedAudited')}
        </Text>
      )}
      <LoadedBox loaded={loaded}>
        {view !== undefined && (
          <Stack gap="md">
            <CurrentRecord record={view.record} status={view.status} asOf={view.asOf} />
            <Title order={3} size="h4">
              {t('admin.record.history')}
            </Title>
            <History
              rows={view.history}
              user={user}
              participantId={participantId}
              onApproved={loaded.reload}
            />
          </Stack>
        )}
      </LoadedBox>
      {user.role === 'administrator' && (
        <ChangeForm participantId={participantId} onRecorded={loaded.reload} />
      )}
    </Stack>
  );
}
