import { ProjectorPage } from '../portal/projector-page';
import { Anchor, Badge, Box, Group, LoadingOverlay, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import type { Fact, ParticipantSummary, User } from '../api/types';
import { DataTable } from '../components/data-table';
import { useEnumLabel } from '../components/labels';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { RecordEventForm } from '../forms/record-event-form';
import { BeneficiariesPanel } from './beneficiaries-page';
import { ClaimDecisionPanel } from './claim-decision-page';
import { NoticesPanel } from './notices-page';
import { PayeesPanel } from './payees-page';
import { ParticipantRecordPanel } from './participant-record-page';
import { navigate, useLoad } from '../hooks';
import { participantTabs, routeHref, type ParticipantTab } from '../routes';
import { StatementPanel } from '../statement/statement-view';

/** An event's fields shown in their own columns (its type, its date) rather than among the details. */
const placed = new Set(['type', 'date', 'filedAt']);

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** An event's own fields as `name: value` pairs, in the order the server sent them. */
function Fields({ fields }: { fields: [string, unknown][] }) {
  if (fields.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={4} wrap="wrap">
      {fields.map(([key, value]) => (
        <Badge key={key} variant="default" radius="sm" tt="none" fw={400} h="auto" py={2}>
          <Text span size="xs" c="dimmed">
            {key}:{' '}
          </Text>
          <Text
            span
            size="xs"
            ff="monospace"
            style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}
          >
            {show(value)}
          </Text>
        </Badge>
      ))}
    </Group>
  );
}

/** When and by whom the server recorded the event. */
function Recorded({ fact }: { fact: Fact }) {
  const format = useFormat();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {format.instant(fact.recordedAt)}
      </Text>
      <Text size="xs" c="dimmed">
        {fact.recordedBy}
      </Text>
    </Stack>
  );
}

function EventsTable({ events }: { events: Fact[] }) {
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
          nowrap: true,
          cell: (e) => format.date(e.effectiveDate),
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
            <Fields fields={Object.entries(e.event).filter(([key]) => !placed.has(key))} />
          ),
        },
        {
          key: 'recorded',
          header: t('participant.events.recorded'),
          cell: (e) => <Recorded fact={e} />,
        },
      ]}
    />
  );
}

function ParticipantHeader({
  id,
  participant,
}: {
  id: string;
  participant: ParticipantSummary | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = participant?.name;
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={2} data-testid="participant-name">
          {typeof name === 'string' && name !== '' ? name : t('statement.participant', { id })}
        </Title>
        <Text size="sm" c="dimmed">
          {[
            t('statement.participant', { id }),
            participant?.hireDate === undefined
              ? undefined
              : `${t('participants.hireDate')} ${format.date(participant.hireDate)}`,
          ]
            .filter((part) => part !== undefined)
            .join(' · ')}
        </Text>
      </div>
    </Group>
  );
}

/** One participant in the console: who he is, his statement, the events it is computed from. */
export function ParticipantPage(props: { id: string; tab: ParticipantTab; user: User }) {
  const { id, tab } = props;
  const { t } = useTranslation();
  const participant = useLoad(`participant:${id}`, (signal) => api.participant(id, signal));
  const events = useLoad(`events:${id}`, (signal) => api.events(id, signal));
  // Only the administrator records events (the server's writers for these routes).
  const canRecord = props.user.role === 'administrator';
  // Article XI: the Committee decides claims (the administrator and the auditor read them);
  // the same staff read the notices register (12.4-12.5; the administrator records deliveries).
  const readsClaims = ['administrator', 'committee', 'auditor'].includes(props.user.role);
  return (
    <Stack gap="md">
      <Anchor href={routeHref({ page: 'participants' })} size="sm">
        ← {t('common.back')}
      </Anchor>
      <ParticipantHeader id={id} participant={participant.data} />
      {participant.error !== undefined && (
        <ProblemAlert error={participant.error} onRetry={participant.reload} />
      )}
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = participantTabs.find((candidate) => candidate === value) ?? 'statement';
          navigate(routeHref({ page: 'participant', id, tab: next }));
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="statement">{t('participant.statementTab')}</Tabs.Tab>
          <Tabs.Tab value="events">{t('participant.eventsTab')}</Tabs.Tab>
          {canRecord && <Tabs.Tab value="record">{t('participant.recordTab')}</Tabs.Tab>}
          {/* Issue 11: the participant's record and his beneficiaries (payroll reads none here). */}
          <Tabs.Tab value="profile">{t('admin.record.tab')}</Tabs.Tab>
          <Tabs.Tab value="beneficiaries">{t('admin.beneficiaries.tab')}</Tabs.Tab>
          <Tabs.Tab value="projector">{t('participant.projectorTab')}</Tabs.Tab>
          {readsClaims && <Tabs.Tab value="claims">{t('admin.claimDecision.tab')}</Tabs.Tab>}
          {readsClaims && <Tabs.Tab value="notices">{t('admin.notices.tab')}</Tabs.Tab>}
          <Tabs.Tab value="payees">{t('admin.payees.tab')}</Tabs.Tab>
        </Tabs.List>
        <Box pt="md">
          {tab === 'statement' && <StatementPanel participantId={id} events={events.data} />}
          {tab === 'events' && (
            <Box pos="relative" mih={80}>
              <LoadingOverlay visible={events.loading} zIndex={50} />
              {events.error !== undefined && (
                <ProblemAlert error={events.error} onRetry={events.reload} />
              )}
              <EventsTable events={events.data ?? []} />
            </Box>
          )}
          {tab === 'profile' && <ParticipantRecordPanel participantId={id} user={props.user} />}
          {tab === 'beneficiaries' && <BeneficiariesPanel participantId={id} user={props.user} />}
          {/* Issue 12 item 3: staff answer "what would he be paid if he left on …" (estimates). */}
          {tab === 'projector' && <ProjectorPage participantId={id} />}
          {tab === 'claims' && readsClaims && (
            <ClaimDecisionPanel participantId={id} user={props.user} />
          )}
          {/* Issue 22 item 8: his notices, their delivery, the returned ones (12.5, 12.10). */}
          {tab === 'notices' && readsClaims && (
            <NoticesPanel participantId={id} user={props.user} />
          )}
          {/* Issue 22 item 8: missing payees, their payments held, found (12.10). */}
          {tab === 'payees' && <PayeesPanel participantId={id} user={props.user} />}
          {tab === 'record' && canRecord && (
            <RecordEventForm participantId={id} onRecorded={events.reload} />
          )}
        </Box>
      </Tabs>
    </Stack>
  );
}
