import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin, type FundClosure } from '../api/admin';
import { api } from '../api/client';
import type { User } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { isIsoDate, todayIso } from '../format/dates';
import { useLoad } from '../hooks';
import { useAction } from '../components/use-action';

const statusColors = { prepared: 'orange', approved: 'green', withdrawn: 'gray' } as const;

function CloseFundForm(props: {
  funds: { id: string; name: string }[];
  onPrepared: (closure: FundClosure) => void;
}) {
  const { t } = useTranslation();
  const [fundId, setFundId] = useState<string | null>(null);
  const [successor, setSuccessor] = useState<string | null>(null);
  const [date, setDate] = useState(todayIso);
  const { busy, error, run } = useAction();
  const options = props.funds.map((f) => ({ value: f.id, label: `${f.name} (${f.id})` }));
  const ready = fundId !== null && successor !== null && isIsoDate(date);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      data-testid="closure-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (fundId === null || successor === null) return;
        run(() => admin.closeFund(fundId, { date, successor }), props.onPrepared);
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('admin.closures.prepare')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.closures.prepareHint')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('admin.closures.fund')}
            data={options}
            value={fundId}
            onChange={setFundId}
            data-testid="closure-fund"
            w={260}
          />
          <Select
            label={t('admin.closures.successor')}
            data={options.filter((o) => o.value !== fundId)}
            value={successor}
            onChange={setSuccessor}
            data-testid="closure-successor"
            w={260}
          />
          <TextInput
            type="date"
            label={t('admin.closures.date')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            data-testid="closure-date"
            w={180}
          />
          <Button type="submit" loading={busy} disabled={!ready} data-testid="closure-submit">
            {t('admin.closures.submit')}
          </Button>
        </Group>
        {error !== undefined && <ProblemAlert error={error} />}
      </Stack>
    </Paper>
  );
}

function Actions(props: { closure: FundClosure; user: User; onChanged: () => void }) {
  const { t } = useTranslation();
  const { busy, error, run } = useAction();
  const { closure, user } = props;
  if (closure.status !== 'prepared' || user.role !== 'assetCommittee') return <>—</>;
  const act = (action: () => Promise<unknown>) => run(action, props.onChanged);
  const own = closure.preparedBy === user.username;
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        {own ? (
          <Text size="xs" c="dimmed">
            {t('admin.approval.otherPerson')}
          </Text>
        ) : (
          <Button
            size="compact-xs"
            loading={busy}
            onClick={() => act(() => admin.approveClosure(closure.id))}
            data-testid={`approve-closure-${closure.id}`}
          >
            {t('admin.approval.approve')}
          </Button>
        )}
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          loading={busy}
          onClick={() =>
            act(() => admin.withdrawClosure(closure.id, t('admin.closures.withdrawReason')))
          }
          data-testid={`withdraw-closure-${closure.id}`}
        >
          {t('admin.closures.withdraw')}
        </Button>
      </Group>
      {error !== undefined && <ProblemAlert error={error} />}
    </Stack>
  );
}

/** The closures' columns: the funds by name, the two approvals, and what the user may do. */
function useClosureColumns(
  funds: { id: string; name: string }[],
  user: User,
  reload: () => void,
): Column<FundClosure>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const name = (fundId: string) => {
    const fund = funds.find((f) => f.id === fundId);
    return fund === undefined ? fundId : `${fund.name} (${fund.id})`;
  };
  const columns: Column<FundClosure>[] = [
    { key: 'fund', header: t('admin.closures.fund'), cell: (c) => name(c.fundId) },
    { key: 'successor', header: t('admin.closures.successor'), cell: (c) => name(c.successorId) },
    {
      key: 'date',
      header: t('admin.closures.date'),
      nowrap: true,
      cell: (c) => format.date(c.date),
    },
    {
      key: 'status',
      header: t('admin.closures.status'),
      cell: (c) => (
        <Badge
          variant="light"
          tt="none"
          color={statusColors[c.status]}
          data-testid="closure-status"
        >
          {t(`admin.closures.statuses.${c.status}`)}
        </Badge>
      ),
    },
    {
      key: 'approvals',
      header: t('admin.closures.approvals'),
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm">{t('admin.closures.preparedBy', { who: c.preparedBy })}</Text>
          <Text size="sm">
            {c.approvedBy === null
              ? c.withdrawnBy === null
                ? t('admin.closures.awaiting')
                : t('admin.closures.withdrawnBy', { who: c.withdrawnBy })
              : t('admin.closures.approvedBy', { who: c.approvedBy })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('admin.closures.actions'),
      cell: (c) => <Actions closure={c} user={user} onChanged={reload} />,
    },
  ];
  return columns;
}

/**
 * Plan 7.3: the Plan Asset Committee closes a fund naming its successor and a date; one member
 * prepares it, another approves it (only then does the engine move the balances on that date).
 */
export function FundClosuresPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const loaded = useLoad('fund-closures', (signal) => admin.fundClosures(signal));
  const funds = useLoad('funds', (signal) => api.funds(signal));
  const [prepared, setPrepared] = useState<FundClosure>();
  const columns = useClosureColumns(funds.data ?? [], user, loaded.reload);
  return (
    <Stack gap="md">
      <PageHeader title={t('admin.closures.title')} subtitle={t('admin.closures.subtitle')} />
      {user.role === 'assetCommittee' && (
        <CloseFundForm
          funds={funds.data ?? []}
          onPrepared={(closure) => {
            setPrepared(closure);
            loaded.reload();
          }}
        />
      )}
      {prepared !== undefined && (
        <Alert color="orange" data-testid="closure-prepared">
          {t('admin.closures.prepared', { id: prepared.id })}
        </Alert>
      )}
      <LoadedBox loaded={loaded}>
        <DataTable
          testId="fund-closures"
          label={t('admin.closures.title')}
          rows={loaded.data ?? []}
          rowKey={(c) => c.id}
          columns={columns}
          empty={t('admin.closures.none')}
        />
      </LoadedBox>
    </Stack>
  );
}
