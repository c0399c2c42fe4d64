import { Box, Code, LoadingOverlay, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { DataTable } from '../components/data-table';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { useLoad } from '../hooks';

/** The audit log, newest last as the server numbers it. */
export function AuditPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const loaded = useLoad('audit', (signal) => api.audit(signal));
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('audit.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('audit.subtitle')}
        </Text>
      </div>
      {loaded.error !== undefined && <ProblemAlert error={loaded.error} onRetry={loaded.reload} />}
      <Box pos="relative" mih={80}>
        <LoadingOverlay visible={loaded.loading} zIndex={50} />
        <DataTable
          testId="audit"
          rows={loaded.data ?? []}
          rowKey={(entry, i) => `${entry.seq ?? i}`}
          columns={[
            { key: 'seq', header: t('audit.seq'), numeric: true, cell: (e) => e.seq },
            {
              key: 'at',
              header: t('audit.at'),
              cell: (e) => (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {format.instant(e.at)}
                </Text>
              ),
            },
            { key: 'actor', header: t('audit.actor'), cell: (e) => e.actor },
            { key: 'action', header: t('audit.action'), cell: (e) => <Code>{e.action}</Code> },
            { key: 'entity', header: t('audit.entity'), cell: (e) => e.entity },
            { key: 'reason', header: t('audit.reason'), cell: (e) => e.reason ?? '—' },
            {
              key: 'hash',
              header: t('audit.hash'),
              cell: (e) =>
                e.hash === undefined ? (
                  '—'
                ) : (
                  <Tooltip label={e.hash} withArrow>
                    <Code>{e.hash.slice(0, 12)}…</Code>
                  </Tooltip>
                ),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
