import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writes } from '../api/client';
import type { Recorded } from '../api/types';
import { useEnumLabel } from '../components/labels';
import { easternToday } from './election-state';
import {
  emptyEvent,
  eventRequest,
  missingFields,
  recordableTypes,
  recordedLate,
  type EventDraft,
  type RecordableType,
} from './event-state';
import { useSubmission } from './field-notes';
import { RecordProblem } from './retroactive-offer';

function DateField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextInput
      type="date"
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      w={190}
    />
  );
}

/** The fields of the chosen kind of event. */
function EventFields({
  draft,
  onChange,
}: {
  draft: EventDraft;
  onChange: (d: EventDraft) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<EventDraft>) => onChange({ ...draft, ...patch });
  return (
    <Group gap="md" align="flex-end">
      <DateField
        label={draft.type === 'leave' ? t('recordEvent.start') : t('recordEvent.date')}
        name="event.date"
        value={draft.date}
        onChange={(date) => set({ date })}
      />
      {draft.type === 'eligible' && (
        <DateField
          label={t('recordEvent.notifiedOn')}
          name="event.notifiedOn"
          value={draft.notifiedOn}
          onChange={(notifiedOn) => set({ notifiedOn })}
        />
      )}
      {draft.type === 'separation' && (
        <TextInput
          label={t('recordEvent.reason')}
          name="event.reason"
          value={draft.reason}
          onChange={(event) => set({ reason: event.currentTarget.value })}
          w={220}
        />
      )}
      {draft.type === 'leave' && (
        <>
          <DateField
            label={t('recordEvent.end')}
            name="event.end"
            value={draft.end}
            onChange={(end) => set({ end })}
          />
          <Select
            label={t('recordEvent.leaveKind')}
            value={draft.leaveKind}
            onChange={(kind) =>
              kind !== null && set({ leaveKind: kind as EventDraft['leaveKind'] })
            }
            data={(['personal', 'military', 'disability'] as const).map((value) => ({
              value,
              label: t(`recordEvent.leaveKinds.${value}`),
            }))}
            allowDeselect={false}
            w={170}
          />
          <Checkbox
            label={t('recordEvent.rightToReturn')}
            checked={draft.rightToReturn}
            onChange={(event) => set({ rightToReturn: event.currentTarget.checked })}
            mb={8}
          />
        </>
      )}
    </Group>
  );
}

function FormTitle() {
  const { t } = useTranslation();
  return (
    <div>
      <Title order={3} size="h4">
        {t('recordEvent.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('recordEvent.subtitle')}
      </Text>
    </div>
  );
}

/** 8.2: why staff record a fact dated before today. */
function LateReason({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('recordEvent.lateReason')}
      description={t('recordEvent.lateReasonHelp')}
      name="event.lateReason"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={520}
    />
  );
}

/** Staff record eligibility, Separation, death or a leave; the server checks it against the plan. */
export function RecordEventForm(props: { participantId: string; onRecorded?: () => void }) {
  const { t } = useTranslation();
  const eventType = useEnumLabel('eventType');
  const today = easternToday();
  const [draft, setDraft] = useState(() => emptyEvent(today));
  const late = recordedLate(draft, today);
  const submission = useSubmission<Recorded & { type: string }>();
  const submit = () =>
    submission.run(async () => {
      const request = eventRequest(draft);
      const why = late ? draft.lateReason.trim() : undefined;
      const recorded =
        request.route === 'eligibility'
          ? await writes.recordEligibility(props.participantId, request.body, why)
          : await writes.recordEvent(props.participantId, request.body, why);
      props.onRecorded?.();
      return { ...recorded, type: draft.type };
    });
  return (
    <Card withBorder radius="md" padding="md" data-testid="record-event">
      <Stack gap="sm">
        <FormTitle />
        <Select
          label={t('recordEvent.type')}
          value={draft.type}
          onChange={(type) => type !== null && setDraft({ ...draft, type: type as RecordableType })}
          data={recordableTypes.map((value) => ({ value, label: eventType(value) }))}
          allowDeselect={false}
          w={260}
          data-testid="record-event-type"
        />
        <EventFields draft={draft} onChange={setDraft} />
        {late && (
          <LateReason
            value={draft.lateReason}
            onChange={(lateReason) => setDraft({ ...draft, lateReason })}
          />
        )}
        <Group>
          <Button
            onClick={() => void submit()}
            loading={submission.busy}
            disabled={missingFields(draft, today).length > 0}
            data-testid="record-event-submit"
          >
            {t('recordEvent.submit')}
          </Button>
        </Group>
        {submission.result !== undefined && (
          <Alert color="teal" data-testid="record-event-done">
            {t('recordEvent.recorded', {
              type: eventType(submission.result.type),
              seq: submission.result.seq,
            })}
          </Alert>
        )}
        {submission.error !== undefined && (
          <RecordProblem
            error={submission.error}
            participantId={props.participantId}
            event={eventRequest(draft).body}
            reason={draft.lateReason}
          />
        )}
      </Stack>
    </Card>
  );
}
