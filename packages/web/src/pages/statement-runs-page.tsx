import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledChoice } from '../components/labelled-choice';
import type { User } from '../api/types';
import {
  recentPeriods,
  statements,
  type DocumentLanguage,
  type StatementRun,
} from '../api/statements';
import { DataTable, type Column } from '../components/data-table';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useSubmission } from '../forms/field-notes';
import { todayIso } from '../format/dates';
import { useLoad } from '../hooks';

/** Starting a run is the administrator's (the server's rule); staff who read records follow it. */
const mayStart = (user: User) => user.role === 'administrator';

function StartRunForm({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation();
  const { quarters, years } = recentPeriods(todayIso());
  const [period, setPeriod] = useState<string>(quarters[1] ?? quarters[0] ?? '');
  const [lang, setLang] = useState<DocumentLanguage>('en');
  const [reason, setReason] = useState('');
  const submission = useSubmission<StatementRun>();
  const start = () =>
    submission.run(async () => {
      const run = await statements.start(period, lang, reason);
      onStarted();
      return run;
    });
  return (
    <Card withBorder data-testid="start-statement-run">
      <Stack gap="sm">
        <Title order={4}>{t('statementRuns.start')}</Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('statementRuns.period')}
            data={[...quarters, ...years]}
            value={period}
            onChange={(value) => setPeriod(value ?? period)}
            allowDeselect={false}
            w={140}
          />
          <LabelledChoice<DocumentLanguage>
            label={t('statementRuns.language')}
            value={lang}
            onChange={setLang}
            data={[
              { value: 'en', label: t('statementDownloads.lang.en') },
              { value: 'zh-Hant', label: t('statementDownloads.lang.zh-Hant') },
            ]}
          />
          <TextInput
            label={t('statementRuns.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            w={260}
          />
          <Button onClick={start} loading={submission.busy} data-testid="start-run">
            {t('statementRuns.startButton')}
          </Button>
        </Group>
        {submission.error !== undefined && <ProblemAlert error={submission.error} />}
        {submission.result !== undefined && (
          <Text size="sm" c="teal" data-testid="run-started">
            {t('statementRuns.started', { id: submission.result.id })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function useColumns(): Column<StatementRun>[] {
  const { t } = useTranslation();
  return [
    { key: 'period', header: t('statementRuns.period'), cell: (run) => run.period, nowrap: true },
    {
      key: 'lang',
      header: t('statementRuns.language'),
      cell: (run) => t(`statementDownloads.lang.${run.lang}`),
    },
    {
      key: 'progress',
      header: t('statementRuns.progress'),
      cell: (run) => (
        <Stack gap={2} miw={160}>
          <Progress
            value={run.total === 0 ? 100 : (100 * run.done) / run.total}
            color={run.failed > 0 ? 'orange' : 'teal'}
            aria-label={t('statementRuns.progress')}
          />
          <Text size="xs" data-testid={`run-progress-${run.id}`}>
            {t('statementRuns.doneOf', { done: run.done, total: run.total })}
            {run.failed > 0 ? ` · ${t('statementRuns.failed', { count: run.failed })}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('statementRuns.status'),
      cell: (run) => (
        <Badge color={run.status === 'done' ? 'teal' : 'orange'} variant="light">
          {t(`statementRuns.statuses.${run.status}`)}
        </Badge>
      ),
    },
    {
      key: 'requested',
      header: t('statementRuns.requested'),
      cell: (run) => `${run.requestedAt.slice(0, 16).replace('T', ' ')} · ${run.requestedBy}`,
      nowrap: true,
    },
    {
      key: 'download',
      header: t('statementRuns.download'),
      cell: (run) =>
        run.done > 0 ? (
          <Anchor href={statements.zipHref(run.id)} download data-testid={`run-zip-${run.id}`}>
            {t('statementRuns.zip')}
          </Anchor>
        ) : (
          ''
        ),
    },
  ];
}

/**
 * Bulk period statements (issue 12 item 4): start a run for a quarter or Plan Year in either
 * language, follow its progress (it refreshes while a run is working), download the zip.
 */
export function StatementRunsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const loaded = useLoad('statement-runs', (signal) => statements.runs(signal), {
    keepPrevious: true,
  });
  const running = (loaded.data ?? []).some((run) => run.status === 'running');
  useEffect(() => {
    if (!running || loaded.loading) return;
    const timer = setTimeout(loaded.reload, 2000);
    return () => clearTimeout(timer);
  }, [running, loaded.loading, loaded.reload]);
  const columns = useColumns();
  return (
    <Stack gap="md">
      <PageHeader title={t('statementRuns.title')} subtitle={t('statementRuns.subtitle')} />
      {mayStart(user) && <StartRunForm onStarted={loaded.reload} />}
      <LoadedBox loaded={loaded}>
        <DataTable
          testId="statement-runs"
          rows={loaded.data ?? []}
          rowKey={(run) => run.id}
          columns={columns}
        />
      </LoadedBox>
    </Stack>
  );
}
