/**
 * Plan 12.4-12.5 and 12.10 in the console (issue 22 item 8): a participant's notices (and his
 * payees'), each with its delivery log and PDF; the administrator records one sent (by mail to
 * the address of record, or by email) or returned undelivered, and sends a returned one again
 * once the address is confirmed or corrected. Returned notices are listed first: until one
 * reaches him again they are work for the staff (the daily tick's queue: noticeReturned).
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin, type Notice, type NoticeDelivery } from '../api/admin';
import type { User } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { LabelledChoice } from '../components/labelled-choice';
import { LoadedBox } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useAction } from '../components/use-action';
import { useFormat } from '../components/use-format';
import {
  channelsOf,
  deliveryBody,
  deliveryChoices,
  draftReady,
  initialDraft,
  returnedOnly,
  type DeliveryDraft,
} from '../forms/notice-state';
import { useLoad } from '../hooks';
import { routeHref } from '../routes';

const statusColors: Record<string, string> = { generated: 'gray', sent: 'green', returned: 'red' };

function StatusBadge({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={statusColors[notice.status] ?? 'gray'}
      variant="light"
      tt="none"
      data-testid={`notice-status-${notice.id}`}
    >
      {t(`admin.notices.statuses.${notice.status}`)}
    </Badge>
  );
}

/** The addressee as the letter names him: name, on whose behalf, address or email. */
function Addressee({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const a = notice.addressee;
  const address = a.address === null ? null : Object.values(a.address).join(', ');
  return (
    <Stack gap={0}>
      <Text size="sm">{a.name}</Text>
      {a.onBehalfOf !== null && (
        <Text size="xs" c="dimmed">
          {t('admin.notices.onBehalfOf', { name: a.onBehalfOf })}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
        {address ?? a.email ?? t('admin.notices.noAddress')}
      </Text>
    </Stack>
  );
}

/** The delivery log under a notice: each step, its channel, note, when and by whom. */
function DeliveryLog({ deliveries }: { deliveries: readonly NoticeDelivery[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <List size="sm" spacing={2} type="ordered">
      {deliveries.map((d) => (
        <List.Item key={d.seq} data-delivery={d.status}>
          {t(`admin.notices.statuses.${d.status}`)}
          {d.channel !== null && ` · ${t(`admin.notices.channels.${d.channel}`)}`}
          {d.note !== null && ` · ${d.note}`}
          <Text span size="xs" c="dimmed">
            {' '}
            · {format.instant(d.at)} · {d.by}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function NoticeTable(props: {
  notices: readonly Notice[];
  participantId: string;
  canRecord: boolean;
  onChoose: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<Notice>[] = [
    {
      key: 'date',
      header: t('admin.notices.date'),
      nowrap: true,
      cell: (n) => format.date(n.date),
    },
    {
      key: 'kind',
      header: t('admin.notices.kind'),
      cell: (n) => t(`admin.notices.kinds.${n.kind}`),
    },
    {
      key: 'addressee',
      header: t('admin.notices.addressee'),
      cell: (n) => <Addressee notice={n} />,
    },
    { key: 'status', header: t('admin.notices.status'), cell: (n) => <StatusBadge notice={n} /> },
    {
      key: 'actions',
      header: t('admin.notices.actions'),
      cell: (n) => (
        <Group gap="xs">
          <Anchor href={admin.noticePdfHref(props.participantId, n.id)} target="_blank" size="sm">
            {t('admin.notices.pdf')}
          </Anchor>
          {props.canRecord && deliveryChoices(n).length > 0 && (
            <Button
              size="xs"
              variant="light"
              data-testid={`notice-record-${n.id}`}
              onClick={() => props.onChoose(n)}
            >
              {t('admin.notices.record')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      testId="notices"
      label={t('admin.notices.title')}
      rows={[...props.notices].reverse()}
      rowKey={(n) => n.id}
      columns={columns}
      detail={(n) => <DeliveryLog deliveries={n.deliveries} />}
      empty={t('admin.notices.none')}
    />
  );
}

/** The returned ones, first: confirm (or correct) the address of record, then send again. */
function ReturnedList(props: { notices: readonly Notice[]; participantId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const returned = returnedOnly(props.notices);
  if (returned.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('admin.notices.returnedTitle')}
      data-testid="notices-returned"
    >
      <Stack gap={6}>
        <List size="sm" spacing={2}>
          {returned.map((n) => (
            <List.Item key={n.id} data-notice={n.id}>
              {t('admin.notices.returnedLine', {
                kind: t(`admin.notices.kinds.${n.kind}`),
                id: n.id,
                name: n.addressee.name,
                date: format.date((n.deliveries.at(-1)?.at ?? n.date).slice(0, 10)),
              })}
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          {t('admin.notices.returnedHint')}{' '}
          <Anchor
            href={routeHref({ page: 'participant', id: props.participantId, tab: 'profile' })}
          >
            {t('admin.notices.toRecord')}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}

/** The choices of a delivery: what happened, by which channel, and the note. */
function DeliveryFields(props: {
  notice: Notice;
  draft: DeliveryDraft;
  set: (patch: Partial<DeliveryDraft>) => void;
}) {
  const { t } = useTranslation();
  const { notice, draft, set } = props;
  const statuses = deliveryChoices(notice).map((value) => ({
    value,
    label: t(`admin.notices.statuses.${value}`),
  }));
  const channels = channelsOf(notice).map((value) => ({
    value,
    label: t(`admin.notices.channels.${value}`),
  }));
  const sending = draft.status === 'sent';
  return (
    <>
      <LabelledChoice
        label={t('admin.notices.what')}
        value={draft.status}
        onChange={(status) => set({ status })}
        data={statuses}
        testId="delivery-status"
      />
      {sending && (
        <LabelledChoice
          label={t('admin.notices.channel')}
          value={draft.channel}
          onChange={(channel) => set({ channel })}
          data={channels}
          testId="delivery-channel"
        />
      )}
      {sending && notice.status === 'returned' && (
        <Text size="sm" c="dimmed" data-testid="delivery-again">
          {t('admin.notices.againHint')}
        </Text>
      )}
      <Textarea
        label={sending ? t('admin.notices.note') : t('admin.notices.whyReturned')}
        value={draft.note}
        onChange={(e) => set({ note: e.currentTarget.value })}
        maxLength={500}
        autosize
        minRows={2}
        data-testid="delivery-note"
      />
    </>
  );
}

/** One delivery recorded: sent by a channel, or returned with why. */
function DeliveryForm(props: {
  notice: Notice;
  onRecorded: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { notice } = props;
  const [draft, setDraft] = useState<DeliveryDraft>(() => initialDraft(notice));
  const action = useAction();
  const set = (patch: Partial<DeliveryDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Paper withBorder p="md" data-testid="delivery-form">
      <Stack gap="sm">
        <Title order={4}>{t('admin.notices.formTitle', { id: notice.id })}</Title>
        <DeliveryFields notice={notice} draft={draft} set={set} />
        {action.error !== undefined && <ProblemAlert error={action.error} />}
        <Group>
          <Button
            data-testid="delivery-submit"
            loading={action.busy}
            disabled={!draftReady(notice, draft)}
            onClick={() =>
              action.run(
                () => admin.recordDelivery(notice.id, deliveryBody(draft)),
                props.onRecorded,
              )
            }
          >
            {t('admin.notices.submit')}
          </Button>
          <Button variant="subtle" onClick={props.onCancel}>
            {t('admin.notices.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The participant's Notices tab. Staff read it; the administrator records deliveries. */
export function NoticesPanel(props: { participantId: string; user: User }) {
  const { t } = useTranslation();
  const { participantId } = props;
  const notices = useLoad(`notices:${participantId}`, (signal) =>
    admin.notices(participantId, signal),
  );
  const [chosen, setChosen] = useState<Notice>();
  const [recorded, setRecorded] = useState<Notice>();
  const canRecord = props.user.role === 'administrator';
  const list = notices.data ?? [];
  return (
    <Stack gap="md">
      <Title order={3}>{t('admin.notices.title')}</Title>
      <ReturnedList notices={list} participantId={participantId} />
      {recorded !== undefined && (
        <Alert color="green" variant="light" data-testid="delivery-recorded">
          {t('admin.notices.recorded', {
            id: recorded.id,
            status: t(`admin.notices.statuses.${recorded.status}`),
          })}
        </Alert>
      )}
      {chosen !== undefined && (
        <DeliveryForm
          key={chosen.id}
          notice={chosen}
          onCancel={() => setChosen(undefined)}
          onRecorded={(notice) => {
            setChosen(undefined);
            setRecorded(notice);
            notices.reload();
          }}
        />
      )}
      <LoadedBox loaded={notices}>
        <NoticeTable
          notices={list}
          participantId={participantId}
          canRecord={canRecord}
          onChoose={(n) => {
            setRecorded(undefined);
            setChosen(n);
          }}
        />
      </LoadedBox>
    </Stack>
  );
}
