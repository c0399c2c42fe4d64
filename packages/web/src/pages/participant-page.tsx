import { Anchor, Box, Code, Group, LoadingOverlay, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { ParticipantEvent } from '../api/types';
import { DataTable } from '../components/data-table';
import { useEnumLabel } from '../components/labels';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { navigate, useLoad } from '../hooks';
import { routeHref } from '../routes';
import { StatementPanel } from '../statement/statement-view';

/** Fields that place an event, shown in their own columns rather than in the details. */
const placed = new Set([
  'type',
  'date',
  'filedAt',
  'metadata',
  'recordedAt',
  'recordedBy',
  'seq',
  'id',
]);

function eventDate(event: ParticipantEvent): string | undefined {
  const candidates = [event.date, event.filedAt, event.identificationDate, event.start];
  const found = candidates.find((value) => typeof value === 'string');
  return typeof found === 'string' ? found.slice(0, 10) : undefined;
}

function details(event: ParticipantEvent): string {
  const rest = Object.fromEntries(Object.entries(event).filter(([key]) => !placed.has(key)));
  return JSON.stringify(rest);
}

function recorded(event: ParticipantEvent): string | undefined {
  const metadata = (event.metadata ?? {}) as Record<string, unknown>;
  const parts = [
    metadata.recordedAt ?? event.recordedAt,
    metadata.recordedBy ?? event.recordedBy,
    metadata.reason,
  ]
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .map(String);
  return parts.length === 0 ? undefined : parts.join(' · ');
}

function EventsTable({ events }: { events: ParticipantEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const eventType = useEnumLabel('eventType');
  return (
    <DataTable
      testId="events"
      rows={events}
      rowKey={(_e, i) => String(i)}
      columns={[
        { key: 'index', header: t('participant.events.index'), numeric: true, cell: (_e, i) => i },
        {
          key: 'date',
          header: t('participant.events.date'),
          cell: (e) => format.date(eventDate(e)),
        },
        {
          key: 'type',
          header: t('participant.events.type'),
          cell: (e) => (
            <Text size="sm" fw={500}>
              {eventType(e.type)}
            </Text>
          ),
        },
        {
          key: 'details',
          header: t('participant.events.details'),
          cell: (e) => (
            <Code block={false} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {details(e)}
            </Code>
          ),
        },
        {
          key: 'recorded',
          header: t('participant.events.recorded'),
          cell: (e) => (
            <Text size="xs" c="dimmed">
              {recorded(e) ?? '—'}
            </Text>
          ),
        },
      ]}
    />
  );
}

export function ParticipantPage({ id, tab }: { id: string; tab: 'statement' | 'events' }) {
  const { t } = useTranslation();
  const participant = useLoad(`participant:${id}`, (signal) => api.participant(id, signal));
  const events = useLoad(`events:${id}`, (signal) => api.events(id, signal));
  const name = participant.data?.name;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Anchor href={routeHref({ page: 'participants' })} size="sm">
          ← {t('common.back')}
        </Anchor>
      </Group>
      {participant.error !== undefined && (
        <ProblemAlert error={participant.error} onRetry={participant.reload} />
      )}
      <Tabs
        value={tab}
        onChange={(value) =>
          navigate(
            routeHref({
              page: 'participant',
              id,
              tab: value === 'events' ? 'events' : 'statement',
            }),
          )
        }
      >
        <Tabs.List>
          <Tabs.Tab value="statement">{t('participant.statementTab')}</Tabs.Tab>
          <Tabs.Tab value="events">{t('participant.eventsTab')}</Tabs.Tab>
        </Tabs.List>
        <Box pt="md">
          {tab === 'statement' ? (
            <StatementPanel
              participantId={id}
              events={events.data}
              title={typeof name === 'string' && name !== '' ? name : undefined}
            />
          ) : (
            <Box pos="relative" mih={80}>
              <LoadingOverlay visible={events.loading} zIndex={50} />
              {events.error !== undefined && (
                <ProblemAlert error={events.error} onRetry={events.reload} />
              )}
              <EventsTable events={events.data ?? []} />
            </Box>
          )}
        </Box>
      </Tabs>
    </Stack>
  );
}
