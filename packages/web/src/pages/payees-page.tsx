/**
 * Plan 12.10 in the console (issue 22 item 8): a participant's payees, missing or not. A payee
 * presumed missing (a payment returned, a check not cashed past the plan's uncashedCheckDays)
 * has his payments held; the administrator logs the searches and records him found at a new
 * address, which another person approves (segregation of duties); the payments held are then
 * due in the next payment run.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin, type Payee, type PayeeEvent } from '../api/admin';
import type { User } from '../api/types';
import { approvalColumn } from '../components/approval-cell';
import { DataTable, type Column } from '../components/data-table';
import { LabelledChoice } from '../components/labelled-choice';
import { RuleBadges } from '../components/labels';
import { LoadedBox } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useAction } from '../components/use-action';
import { useFormat } from '../components/use-format';
import { todayIso } from '../format/dates';
import {
  findablePayees,
  foundBody,
  foundReady,
  standingOf,
  type FoundDraft,
} from '../forms/payee-state';
import { useLoad } from '../hooks';

const standingColors = { missing: 'red', foundPending: 'orange', inGoodStanding: 'green' };

function PayeeTable({ payees }: { payees: readonly Payee[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<Payee>[] = [
    { key: 'name', header: t('admin.payees.payee'), cell: (p) => p.name },
    {
      key: 'standing',
      header: t('admin.payees.standing'),
      cell: (p) => (
        <Badge
          color={standingColors[standingOf(p)]}
          variant="light"
          tt="none"
          data-testid={`payee-standing-${p.payee}`}
        >
          {t(`admin.payees.standings.${standingOf(p)}`)}
        </Badge>
      ),
    },
    {
      key: 'since',
      header: t('admin.payees.since'),
      nowrap: true,
      cell: (p) => (p.since === null ? '—' : format.date(p.since)),
    },
    { key: 'basis', header: t('admin.payees.basis'), cell: (p) => p.basis ?? '—' },
    { key: 'rules', header: t('admin.ticks.rule'), cell: (p) => <RuleBadges rules={p.rules} /> },
  ];
  return (
    <DataTable
      testId="payees"
      label={t('admin.payees.title')}
      rows={payees}
      rowKey={(p) => p.payee}
      columns={columns}
      empty={t('admin.payees.none')}
    />
  );
}

function EventTable(props: {
  events: readonly PayeeEvent[];
  /** Each payee's name (the events name him by his key: `participant`, a beneficiary's). */
  names: Map<string, string>;
  user: User;
  participantId: string;
  onApproved: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<PayeeEvent>[] = [
    { key: 'on', header: t('admin.payees.on'), nowrap: true, cell: (e) => format.date(e.on) },
    {
      key: 'payee',
      header: t('admin.payees.payee'),
      cell: (e) => props.names.get(e.payee) ?? e.payee,
    },
    { key: 'kind', header: t('admin.payees.kind'), cell: (e) => t(`admin.payees.kinds.${e.kind}`) },
    { key: 'reason', header: t('admin.record.reason'), cell: (e) => e.reason },
    { key: 'by', header: t('admin.payees.by'), cell: (e) => e.recordedBy },
    approvalColumn<PayeeEvent>(t, {
      user: props.user,
      testIdPrefix: 'approve-payee',
      approve: (eventId) => admin.approvePayeeEvent(props.participantId, eventId),
      onApproved: props.onApproved,
    }),
  ];
  return (
    <DataTable
      testId="payee-events"
      label={t('admin.payees.events')}
      rows={[...props.events].reverse()}
      rowKey={(e) => e.id}
      columns={columns}
      empty={t('admin.payees.noEvents')}
    />
  );
}

/** 12.10: found at a new address, with why; another person approves it. */
function FoundForm(props: { participantId: string; missing: Payee[]; onRecorded: () => void }) {
  const { t } = useTranslation();
  const today = todayIso();
  const [draft, setDraft] = useState<FoundDraft>({
    payee: props.missing[0]?.payee ?? '',
    on: today,
    line1: '',
    city: '',
    state: '',
    postalCode: '',
    reason: '',
  });
  const action = useAction();
  const set = (patch: Partial<FoundDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (name: 'on' | 'line1' | 'city' | 'state' | 'postalCode' | 'reason') => (
    <TextInput
      label={t(`admin.payees.found.${name}`)}
      type={name === 'on' ? 'date' : 'text'}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.currentTarget.value })}
      data-testid={`found-${name}`}
    />
  );
  return (
    <Paper withBorder p="md" data-testid="found-form">
      <Stack gap="sm">
        <Title order={4}>{t('admin.payees.found.title')}</Title>
        <LabelledChoice
          label={t('admin.payees.payee')}
          value={draft.payee}
          onChange={(payee) => set({ payee })}
          data={props.missing.map((p) => ({ value: p.payee, label: p.name }))}
        />
        <Group grow align="flex-start">
          {field('on')}
          {field('line1')}
        </Group>
        <Group grow align="flex-start">
          {field('city')}
          {field('state')}
          {field('postalCode')}
        </Group>
        {field('reason')}
        <Text size="sm" c="dimmed">
          {t('admin.payees.found.help')}
        </Text>
        {action.error !== undefined && <ProblemAlert error={action.error} />}
        <Group>
          <Button
            data-testid="found-submit"
            loading={action.busy}
            disabled={!foundReady(draft, today)}
            onClick={() =>
              action.run(
                () => admin.recordFound(props.participantId, foundBody(draft)),
                props.onRecorded,
              )
            }
          >
            {t('admin.payees.found.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The participant's Payees tab: staff read it; the administrator records a payee found. */
export function PayeesPanel(props: { participantId: string; user: User }) {
  const { t } = useTranslation();
  const { participantId } = props;
  const [reloads, setReloads] = useState(0);
  const loaded = useLoad(`payees:${participantId}:${reloads}`, (signal) =>
    admin.payees(participantId, signal),
  );
  const reload = () => setReloads((n) => n + 1);
  const payees = loaded.data?.payees ?? [];
  const missing = findablePayees(payees);
  const held = payees.filter((p) => p.suspended);
  return (
    <Stack gap="md">
      <Title order={3}>{t('admin.payees.title')}</Title>
      {held.length > 0 && (
        <Alert
          color="red"
          variant="light"
          data-testid="payees-held"
          title={t('admin.payees.heldTitle')}
        >
          {t('admin.payees.held', { names: held.map((p) => p.name).join(', ') })}
        </Alert>
      )}
      <LoadedBox loaded={loaded}>
        <Stack gap="md">
          <PayeeTable payees={payees} />
          {props.user.role === 'administrator' && missing.length > 0 && (
            <FoundForm
              key={missing.map((p) => p.payee).join()}
              participantId={participantId}
              missing={missing}
              onRecorded={reload}
            />
          )}
          <EventTable
            events={loaded.data?.events ?? []}
            names={new Map(payees.map((p) => [p.payee, p.name]))}
            user={props.user}
            participantId={participantId}
            onApproved={reload}
          />
        </Stack>
      </LoadedBox>
    </Stack>
  );
}
