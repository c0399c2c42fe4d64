import { Badge, Box, Grid, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { Fund } from '../api/types';
import { DataTable } from '../components/data-table';
import { LoadedBox } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { navigate, useLoad } from '../hooks';
import { routeHref } from '../routes';

function Prices({ fundId, fundName }: { fundId: string; fundName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const loaded = useLoad(`prices:${fundId}`, (signal) => api.prices(fundId, signal));
  // Newest first: the price in force is the latest point on or before a date.
  const prices = [...(loaded.data ?? [])].sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  );
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('funds.prices', { fund: fundName })}
      </Title>
      <LoadedBox loaded={loaded}>
        <DataTable
          testId="prices"
          label={t('funds.prices', { fund: fundName })}
          rows={prices}
          rowKey={(p, i) => `${i}:${p.date}`}
          columns={[
            {
              key: 'date',
              nowrap: true,
              header: t('funds.date'),
              cell: (p) => (p.date === '' ? t('funds.constant') : format.date(p.date)),
            },
            {
              key: 'price',
              header: t('funds.price'),
              numeric: true,
              cell: (p) => (
                <Text size="sm" className="money">
                  {format.decimal(p.price)}
                </Text>
              ),
            },
          ]}
        />
      </LoadedBox>
    </Stack>
  );
}

function FundsTable({ funds, fundId }: { funds: Fund[]; fundId?: string }) {
  const { t } = useTranslation();
  return (
    <DataTable
      testId="funds"
      label={t('funds.title')}
      rows={funds}
      rowKey={(fund) => fund.id}
      onRowClick={(fund) => navigate(routeHref({ page: 'funds', fundId: fund.id }))}
      columns={[
        {
          key: 'id',
          header: t('funds.id'),
          cell: (fund) => (
            <Text fw={fund.id === fundId ? 700 : 500} c={fund.id === fundId ? 'blue.8' : undefined}>
              {fund.id}
            </Text>
          ),
        },
        { key: 'name', header: t('funds.name'), cell: (fund) => fund.name ?? '—' },
        {
          key: 'capitalPreservation',
          header: t('funds.capitalPreservation'),
          cell: (fund) =>
            fund.capitalPreservation === true ? (
              <Badge color="green" variant="light">
                {t('common.yes')}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t('common.no')}
              </Text>
            ),
        },
      ]}
    />
  );
}

/** The deemed investment options (7.3) and each one's prices. */
export function FundsPage({ fundId }: { fundId?: string }) {
  const { t } = useTranslation();
  const loaded = useLoad('funds', (signal) => api.funds(signal));
  const funds = loaded.data ?? [];
  const chosen = funds.find((fund) => fund.id === fundId);
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('funds.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('funds.subtitle')}
        </Text>
      </div>
      {loaded.error !== undefined && <ProblemAlert error={loaded.error} onRetry={loaded.reload} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Box pos="relative" mih={80}>
            <LoadingOverlay visible={loaded.loading} zIndex={50} />
            <FundsTable funds={funds} fundId={fundId} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md">
            {fundId === undefined ? (
              <Text c="dimmed" size="sm">
                {t('funds.choose')}
              </Text>
            ) : (
              <Prices fundId={fundId} fundName={chosen?.name ?? fundId} />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
