import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/types';
import { workflows, type CommitteeMember, type CommitteeRegister } from '../api/workflows';
import { AsOfInput } from '../components/as-of-input';
import { DataTable, type Column } from '../components/data-table';
import { RuleBadges } from '../components/labels';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { useSubmission, type Submission } from '../forms/field-notes';
import { termErrors, type TermEnd } from '../forms/committee-state';
import { useLoad } from '../hooks';

const endReasons = ['resigned', 'removed', 'employmentEnded'] as const;

/** 8.1: a resignation, a removal or the end of employment, with its written instrument. */
function EndTermForm(props: { member: CommitteeMember; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [end, setEnd] = useState<TermEnd>({ endedOn: '', reason: 'resigned', instrument: '' });
  const [shown, setShown] = useState(false);
  const submission = useSubmission<CommitteeMember>();
  const errors = shown ? termErrors(end) : {};
  const set = (patch: Partial<TermEnd>) => setEnd((e) => ({ ...e, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(termErrors(end)).length > 0) return;
    void submission.run(async () => {
      const member = await workflows.endCommitteeTerm(props.member.id, end);
      props.onDone();
      return member;
    });
  };
  const error = (field: keyof TermEnd) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form onSubmit={submit} noValidate data-testid={`end-form-${props.member.id}`}>
      <Stack gap="xs" maw={520}>
        <Group grow align="flex-start">
          <TextInput
            label={t('committee.endedOn')}
            placeholder="YYYY-MM-DD"
            value={end.endedOn}
            error={error('endedOn')}
            onChange={(e) => set({ endedOn: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('committee.endReason')}
            value={end.reason}
            onChange={(e) => set({ reason: e.currentTarget.value as TermEnd['reason'] })}
            data={endReasons.map((r) => ({ value: r, label: t(`committee.reasons.${r}`) }))}
          />
        </Group>
        <TextInput
          label={t('committee.instrument')}
          description={t('committee.instrumentHint')}
          value={end.instrument}
          error={error('instrument')}
          onChange={(e) => set({ instrument: e.currentTarget.value })}
        />
        {submission.error !== undefined && <ProblemAlert error={submission.error} />}
        <Group>
          <Button type="submit" color="red" variant="light" loading={submission.busy}>
            {t('committee.recordEnd')}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t('committee.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 8.1: an administrator prepares an appointment; a second person approves it. */
function AppointForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState('');
  const [appointedOn, setAppointedOn] = useState('');
  const [instrument, setInstrument] = useState('');
  const submission = useSubmission<CommitteeMember>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submission.run(async () => {
      const member = await workflows.prepareAppointment({ userId, appointedOn, instrument });
      onDone();
      return member;
    });
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} data-testid="appoint-form">
        <Stack gap="xs" maw={520}>
          <Title order={3} size="h4">
            {t('committee.appoint')}
          </Title>
          <Group grow align="flex-start">
            <TextInput
              label={t('committee.userId')}
              required
              value={userId}
              onChange={(e) => setUserId(e.currentTarget.value)}
            />
            <TextInput
              label={t('committee.appointedOn')}
              placeholder="YYYY-MM-DD"
              required
              value={appointedOn}
              onChange={(e) => setAppointedOn(e.currentTarget.value)}
            />
          </Group>
          <TextInput
            label={t('committee.instrument')}
            description={t('committee.instrumentHint')}
            required
            value={instrument}
            onChange={(e) => setInstrument(e.currentTarget.value)}
          />
          {submission.result !== undefined && (
            <Alert color="teal">
              {t('committee.appointPrepared', { id: submission.result.id })}
            </Alert>
          )}
          {submission.error !== undefined && <ProblemAlert error={submission.error} />}
          <Group>
            <Button type="submit" loading={submission.busy}>
              {t('committee.prepareAppointment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function MemberStatus({ member, sitting }: { member: CommitteeMember; sitting: boolean }) {
  const { t } = useTranslation();
  if (member.status === 'prepared')
    return (
      <Badge color="yellow" variant="light">
        {t('committee.statuses.prepared')}
      </Badge>
    );
  if (member.endedOn !== null)
    return (
      <Badge color="gray" variant="light">
        {t(`committee.reasons.${member.endReason ?? 'resigned'}`)}
      </Badge>
    );
  return (
    <Badge color={sitting ? 'teal' : 'blue'} variant="light">
      {sitting ? t('committee.statuses.sitting') : t('committee.statuses.appointed')}
    </Badge>
  );
}

interface ActionsProps {
  user: User;
  approval: Submission<CommitteeMember>;
  ending: string | undefined;
  setEnding: (id: string | undefined) => void;
  reload: () => void;
}

/** 8.1: approve an appointment another prepared, or record the end of a term. */
function MemberActions({
  member: m,
  user,
  approval,
  ending,
  setEnding,
  reload,
}: ActionsProps & {
  member: CommitteeMember;
}) {
  const { t } = useTranslation();
  const admin = user.role === 'administrator';
  const mayApprove = admin || user.role === 'committee';
  if (m.status === 'prepared' && mayApprove) {
    const own = m.preparedBy === user.username;
    return (
      <Stack gap={2} align="flex-start">
        <Button
          size="xs"
          disabled={own}
          loading={approval.busy}
          onClick={() =>
            void approval.run(async () => {
              const member = await workflows.approveAppointment(m.id);
              reload();
              return member;
            })
          }
        >
          {t('committee.approve')}
        </Button>
        {own && (
          <Text size="xs" c="dimmed" maw={200}>
            {t('committee.ownPrepared')}
          </Text>
        )}
      </Stack>
    );
  }
  if (m.status === 'approved' && m.endedOn === null && admin)
    return (
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-expanded={ending === m.id}
        onClick={() => setEnding(ending === m.id ? undefined : m.id)}
      >
        {t('committee.end')}
      </Button>
    );
  return null;
}

function Person({ member: m }: { member: CommitteeMember }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" ff="monospace">
        {m.personId}
      </Text>
      <Text size="xs" c="dimmed">
        {t('committee.account', { id: m.userId })}
      </Text>
    </Stack>
  );
}

/** Who prepared the term, approved it and recorded its end. */
function Who({ member: m }: { member: CommitteeMember }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm">{m.preparedBy}</Text>
      {m.approvedBy !== null && (
        <Text size="xs" c="dimmed">
          {t('committee.approvedBy', { who: m.approvedBy })}
        </Text>
      )}
      {m.endedBy !== null && (
        <Text size="xs" c="dimmed">
          {t('committee.endedBy', { who: m.endedBy })}
        </Text>
      )}
    </Stack>
  );
}

function useMemberColumns(
  register: CommitteeRegister | undefined,
  actions: ActionsProps,
): Column<CommitteeMember>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const data = register;
  return [
    {
      key: 'person',
      header: t('committee.person'),
      cell: (m) => <Person member={m} />,
    },
    {
      key: 'status',
      header: t('committee.status'),
      cell: (m) => (
        <MemberStatus member={m} sitting={data?.sitting.includes(m.personId) ?? false} />
      ),
    },
    {
      key: 'appointed',
      header: t('committee.appointedOn'),
      nowrap: true,
      cell: (m) => format.date(m.appointedOn),
    },
    {
      key: 'ended',
      header: t('committee.endedOn'),
      nowrap: true,
      cell: (m) => format.date(m.endedOn),
    },
    {
      key: 'instrument',
      header: t('committee.instrument'),
      cell: (m) => (
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {m.instrument}
        </Text>
      ),
    },
    {
      key: 'by',
      header: t('decisions.preparedBy'),
      cell: (m) => <Who member={m} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('committee.actions')}</VisuallyHidden>,
      cell: (m) => <MemberActions member={m} {...actions} />,
    },
  ];
}

/** The Committee's register (8.1): each term, who sits on the day asked, and the minimum. */
export function CommitteePage({ user }: { user: User }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [on, setOn] = useState('');
  const [reloads, setReloads] = useState(0);
  const [ending, setEnding] = useState<string>();
  const register = useLoad(`committee:${on}:${reloads}`, (signal) =>
    workflows.committee(signal, on),
  );
  const approval = useSubmission<CommitteeMember>();
  const reload = () => {
    setEnding(undefined);
    setReloads((n) => n + 1);
  };
  const admin = user.role === 'administrator';
  const data = register.data;
  const columns = useMemberColumns(data, { user, approval, ending, setEnding, reload });
  return (
    <Stack gap="md">
      <PageHeader title={t('committee.title')} subtitle={t('committee.subtitle')}>
        <Group align="flex-end">
          <RuleBadges rules={['8.1']} />
          <AsOfInput value={on} onChange={setOn} />
        </Group>
      </PageHeader>
      {data !== undefined && (
        <Alert
          color={data.belowMinimum ? 'orange' : 'teal'}
          variant="light"
          data-testid="committee-sitting"
        >
          {t(data.belowMinimum ? 'committee.belowMinimum' : 'committee.sittingCount', {
            count: data.sitting.length,
            min: data.membersMin,
            date: format.date(data.on),
          })}
        </Alert>
      )}
      {approval.error !== undefined && <ProblemAlert error={approval.error} />}
      <LoadedBox loaded={register}>
        <DataTable
          testId="committee"
          label={t('committee.title')}
          rows={data?.members ?? []}
          rowKey={(m) => m.id}
          empty={t('committee.none')}
          detail={(m) =>
            ending === m.id && (
              <EndTermForm member={m} onDone={reload} onCancel={() => setEnding(undefined)} />
            )
          }
          columns={columns}
        />
      </LoadedBox>
      {admin && <AppointForm onDone={reload} />}
    </Stack>
  );
}
