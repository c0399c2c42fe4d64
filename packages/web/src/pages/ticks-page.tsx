import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin, type DailyTick, type QueueItem, type TickOutcome } from '../api/admin';
import type { User } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { RuleBadges } from '../components/labels';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { isIsoDate, todayIso } from '../format/dates';
import { useLoad } from '../hooks';
import { routeHref } from '../routes';
import { useAction } from '../components/use-action';

/** The work queue, overdue first, then by deadline (none last). */
export function queueOrder(items: readonly QueueItem[]): QueueItem[] {
  return [...items].sort((a, b) => {
    if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
    return (a.due ?? '9999-12-31').localeCompare(b.due ?? '9999-12-31');
  });
}

/**
 * The participant a queue item concerns, linked to his page; a returned notice to his Notices
 * tab, where it is sent again (12.10, issue 22 item 8).
 */
function QueueParticipant({ item }: { item: QueueItem }) {
  if (item.participantId === undefined || item.participantId === null) return <>—</>;
  const tab = item.kind === 'noticeReturned' ? 'notices' : 'statement';
  return (
    <Anchor href={routeHref({ page: 'participant', id: item.participantId, tab })} size="sm">
      {item.participantId}
    </Anchor>
  );
}

function QueueTable({ items }: { items: readonly QueueItem[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<QueueItem>[] = [
    {
      key: 'kind',
      header: t('admin.ticks.kind'),
      cell: (item) => t(`admin.ticks.kinds.${item.kind}`, item.kind),
    },
    {
      key: 'due',
      header: t('admin.ticks.due'),
      nowrap: true,
      cell: (item) => (
        <Group gap={6} wrap="nowrap">
          <span>{format.date(item.due)}</span>
          {item.overdue && (
            <Badge color="red" variant="filled" tt="none" data-testid="overdue">
              {t('admin.ticks.overdue')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'participant',
      header: t('liability.participant'),
      cell: (i) => <QueueParticipant item={i} />,
    },
    { key: 'detail', header: t('admin.ticks.detail'), cell: (i) => i.detail },
    { key: 'rule', header: t('admin.ticks.rule'), cell: (i) => <RuleBadges rules={[i.rule]} /> },
  ];
  return (
    <DataTable
      testId="work-queue"
      label={t('admin.ticks.queue')}
      rows={queueOrder(items)}
      rowKey={(item, i) => `${item.kind}-${item.ref ?? item.participantId ?? ''}-${i}`}
      columns={columns}
      empty={t('admin.ticks.queueEmpty')}
    />
  );
}

/** What a tick did: notices, the Key Employee list and the year-end run, what waits. */
function TickSummary({ tick }: { tick: DailyTick }) {
  const { t } = useTranslation();
  const format = useFormat();
  const prepared = (value: Record<string, unknown> | null) =>
    value === null
      ? t('admin.ticks.notTheDay')
      : String(value.status ?? '') === ''
        ? t('common.none')
        : `${String(value.status)}${value.id === undefined ? '' : ` · ${String(value.id)}`}`;
  return (
    <Paper withBorder radius="md" p="md" data-testid="tick-summary">
      <Stack gap={4}>
        <Title order={3} size="h4">
          {t('admin.ticks.tickOf', { date: format.date(tick.date) })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.ticks.ran', { who: tick.ranBy, at: format.instant(tick.ranAt) })}
        </Text>
        <Text size="sm">{t('admin.ticks.notices', { count: tick.report.notices.length })}</Text>
        <Text size="sm">
          {t('admin.ticks.keyEmployees')}: {prepared(tick.report.keyEmployees)}
        </Text>
        <Text size="sm">
          {t('admin.ticks.paymentRun')}: {prepared(tick.report.paymentRun)}
        </Text>
      </Stack>
    </Paper>
  );
}

function RunTick(props: { onRan: (outcome: TickOutcome) => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(todayIso);
  const { busy, error, run } = useAction();
  const [outcome, setOutcome] = useState<TickOutcome>();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      data-testid="tick-form"
      onSubmit={(event) => {
        event.preventDefault();
        run(
          () => admin.tick(date),
          (answer) => {
            setOutcome(answer);
            props.onRan(answer);
          },
        );
      }}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('admin.ticks.date')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            data-testid="tick-date"
            w={180}
          />
          <Button type="submit" loading={busy} disabled={!isIsoDate(date)} data-testid="tick-run">
            {t('admin.ticks.run')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('admin.ticks.runHint')}
        </Text>
        {error !== undefined && <ProblemAlert error={error} />}
        {outcome !== undefined && (
          <Alert color={outcome.status === 'done' ? 'green' : 'gray'} data-testid="tick-outcome">
            {t(`admin.ticks.outcome.${outcome.status}`, { date: outcome.tick.date })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The ticks' columns; "Show" picks the tick whose queue the page shows. */
function useTickColumns(
  selected: DailyTick | undefined,
  setChosen: (date: string) => void,
): Column<DailyTick>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<DailyTick>[] = [
    {
      key: 'date',
      header: t('admin.ticks.date'),
      nowrap: true,
      cell: (tick) => format.date(tick.date),
    },
    { key: 'ranBy', header: t('admin.ticks.ranBy'), cell: (tick) => tick.ranBy },
    {
      key: 'ranAt',
      header: t('admin.ticks.ranAt'),
      nowrap: true,
      cell: (tick) => format.instant(tick.ranAt),
    },
    {
      key: 'queue',
      header: t('admin.ticks.queue'),
      numeric: true,
      cell: (tick) => tick.report.queue.length,
    },
    {
      key: 'show',
      header: t('admin.ticks.show'),
      cell: (tick) => (
        <Button
          size="compact-xs"
          variant={tick === selected ? 'filled' : 'light'}
          onClick={() => setChosen(tick.date)}
          aria-pressed={tick === selected}
          data-testid={`tick-${tick.date}`}
        >
          {t('admin.ticks.show')}
        </Button>
      ),
    },
  ];
  return columns;
}

/**
 * The daily jobs (issue 10 item 7): the administrator runs a day's tick (once per day; a
 * second run changes nothing), and everyone who reads it sees what it did and the work queue
 * (claims' and emergency requests' deadlines, missing prices) with what is overdue.
 */
export function TicksPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const loaded = useLoad('ticks', (signal) => admin.ticks(signal));
  const [chosen, setChosen] = useState<string>();
  const ticks = loaded.data ?? [];
  const selected = ticks.find((tick) => tick.date === chosen) ?? ticks[0];
  const columns = useTickColumns(selected, setChosen);
  return (
    <Stack gap="md">
      <PageHeader title={t('admin.ticks.title')} subtitle={t('admin.ticks.subtitle')} />
      {user.role === 'administrator' && (
        <RunTick
          onRan={(outcome) => {
            setChosen(outcome.tick.date);
            loaded.reload();
          }}
        />
      )}
      <LoadedBox loaded={loaded}>
        <Stack gap="md">
          {selected !== undefined && <TickSummary tick={selected} />}
          <Title order={3} size="h4">
            {t('admin.ticks.queue')}
          </Title>
          {selected === undefined ? (
            <Text size="sm" c="dimmed">
              {t('admin.ticks.none')}
            </Text>
          ) : (
            <QueueTable items={selected.report.queue} />
          )}
          <Title order={3} size="h4">
            {t('admin.ticks.history')}
          </Title>
          <DataTable
            testId="ticks"
            label={t('admin.ticks.history')}
            rows={ticks}
            rowKey={(tick) => tick.date}
            columns={columns}
            empty={t('admin.ticks.none')}
          />
        </Stack>
      </LoadedBox>
    </Stack>
  );
}
