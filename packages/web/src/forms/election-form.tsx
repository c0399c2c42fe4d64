import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, writes } from '../api/client';
import type { DryRun, Fund, Recorded } from '../api/types';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { useLoad } from '../hooks';
import { AccountCard } from './account-card';
import {
  allocationSum,
  annualDeadline,
  buildElectionBody,
  components,
  draftErrors,
  easternToday,
  emptyElection,
  limitsOf,
  newAccount,
  newUuid,
  withKind,
  type ElectionDraft,
  type FormError,
  type PlanLimits,
} from './election-state';
import { FieldNotes, useSubmission } from './field-notes';
import { PctInput } from './investment-fields';
import { usePlanParameters } from './plan-parameters';
import { placeRefusals, type PlacedRefusal } from './refusals';

interface Notes {
  errors: readonly FormError[];
  refusals: readonly PlacedRefusal[];
}

function DeferralFields(props: {
  draft: ElectionDraft;
  onChange: (draft: ElectionDraft) => void;
  notes: Notes;
  limits: PlanLimits | undefined;
}) {
  const { t } = useTranslation();
  const { draft, onChange, limits } = props;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('election.deferrals')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('election.deferralsHelp')}
        </Text>
        <Group gap="md" align="flex-start">
          {components.map((component) => (
            <Stack key={component} gap={4} w={200}>
              <PctInput
                label={t(`component.${component}`)}
                description={limits && t('election.max', { max: limits.maxDeferralPct[component] })}
                name={`deferrals.${component}`}
                value={draft.deferrals[component]}
                onChange={(value) =>
                  onChange({ ...draft, deferrals: { ...draft.deferrals, [component]: value } })
                }
                w={200}
                error={props.notes.refusals.some((r) => r.slot === `deferrals.${component}`)}
              />
              <FieldNotes slot={`deferrals.${component}`} {...props.notes} />
            </Stack>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

function AllocationFields(props: {
  draft: ElectionDraft;
  funds: readonly Fund[];
  onChange: (draft: ElectionDraft) => void;
  notes: Notes;
  limits: PlanLimits | undefined;
}) {
  const { t } = useTranslation();
  const { draft, onChange } = props;
  const sum = allocationSum(draft);
  const setAccounts = (accounts: ElectionDraft['accounts']) => onChange({ ...draft, accounts });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3} size="h4">
            {t('election.allocation')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('election.allocationHelp')} {t('election.scheduleNote')}
          </Text>
        </div>
        <Text fw={600} c={sum === 100 ? 'teal.8' : 'orange.8'} data-testid="sum-allocation">
          {t('form.sum', { sum: sum ?? '?' })}
        </Text>
      </Group>
      <FieldNotes slot="allocation" {...props.notes} />
      {draft.accounts.map((entry, index) => (
        <AccountCard
          key={index}
          entry={entry}
          funds={props.funds}
          notes={props.notes}
          limits={props.limits}
          onChange={(next) => setAccounts(draft.accounts.map((e, i) => (i === index ? next : e)))}
          onRemove={
            index === 0
              ? undefined
              : () => setAccounts(draft.accounts.filter((_e, i) => i !== index))
          }
        />
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => setAccounts([...draft.accounts, newAccount('SDA:')])}
        >
          {t('election.addSda')}
        </Button>
      </Group>
    </Stack>
  );
}

function ElectionHeader(props: {
  draft: ElectionDraft;
  onChange: (draft: ElectionDraft) => void;
  limits: PlanLimits | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { draft } = props;
  const days = props.limits?.initialElectionDays;
  const deadline =
    draft.kind === 'annual'
      ? t('election.deadline', { date: format.date(annualDeadline(draft.planYear)) })
      : days === undefined
        ? t('election.deadlineInitialAny')
        : t('election.deadlineInitial', { days });
  return (
    <Stack gap="xs">
      <Title order={2}>{t('election.title')}</Title>
      <Text c="dimmed">
        {t('election.subtitle')} {t('election.planYear', { year: draft.planYear })}
      </Text>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('election.kind')}
        </Text>
        <SegmentedControl
          value={draft.kind}
          onChange={(kind) =>
            props.onChange(withKind(draft, kind as ElectionDraft['kind'], easternToday()))
          }
          data={[
            { value: 'annual', label: t('election.kindAnnual') },
            { value: 'initial', label: t('election.kindInitial') },
          ]}
          data-testid="election-kind"
        />
      </Group>
      <Alert color="blue" variant="light" title={deadline} data-testid="deadline">
        <Text size="sm">{t('election.irrevocable')}</Text>
      </Alert>
    </Stack>
  );
}

type Outcome = { mode: 'checked' | 'filed'; recorded: Recorded | DryRun };

function Outcomes(props: {
  draft: ElectionDraft;
  submission: ReturnType<typeof useSubmission<Outcome>>;
}) {
  const { t } = useTranslation();
  const { result, error } = props.submission;
  const general = refusalsOf(error, props.draft).filter((r) => r.slot === 'general');
  return (
    <>
      {result?.mode === 'checked' && (
        <Alert color="teal" data-testid="election-accepted">
          {t('election.accepted')}
        </Alert>
      )}
      {result?.mode === 'filed' && (
        <Alert color="teal" data-testid="election-filed">
          {t('election.filed', {
            year: props.draft.planYear,
            seq: 'seq' in result.recorded ? result.recorded.seq : '—',
          })}
        </Alert>
      )}
      {error !== undefined &&
        (!(error instanceof ApiError) || error.status >= 500 || error.status < 400) && (
          <ProblemAlert error={error} />
        )}
      {error instanceof ApiError && error.status >= 400 && error.status < 500 && (
        <Alert color="red" title={t('form.refused')} data-testid="election-refused">
          <FieldNotes slot="general" refusals={general} />
          {general.length === 0 && <Text size="sm">{t('form.fixFirst')}</Text>}
        </Alert>
      )}
    </>
  );
}

function refusalsOf(error: unknown, draft: ElectionDraft): PlacedRefusal[] {
  if (!(error instanceof ApiError) || error.status >= 500) return [];
  return placeRefusals(
    error.problem,
    draft.accounts.map((a) => a.account),
  );
}

/**
 * A participant's Compensation Deferral Agreement for the next Plan Year, shown once the plan's
 * limits are known (without them, if they cannot be read: the server still checks the plan).
 */
export function ElectionForm({ participantId }: { participantId: string }) {
  const parameters = usePlanParameters(participantId);
  if (parameters.loading) return <Loader data-testid="election-loading" />;
  const limits = parameters.data && limitsOf(parameters.data);
  return (
    <Stack gap="md">
      {parameters.error !== undefined && <ProblemAlert error={parameters.error} />}
      <ElectionDraftForm participantId={participantId} limits={limits} />
    </Stack>
  );
}

function ElectionDraftForm(props: { participantId: string; limits: PlanLimits | undefined }) {
  const { participantId, limits } = props;
  const { t } = useTranslation();
  const funds = useLoad('funds', (signal) => api.funds(signal));
  const [draft, setDraft] = useState(() => emptyElection(Number(easternToday().slice(0, 4)) + 1));
  // One key per form: filing twice (a double click, a retry) records the election once.
  const [key, setKey] = useState(newUuid);
  const submission = useSubmission<Outcome>();
  // A change after an answer: the answer no longer describes the form; after a filing, the
  // next one is a new request with a new key. Refusals stay until the next check.
  const change = (next: ElectionDraft) => {
    setDraft(next);
    if (submission.result?.mode === 'filed') setKey(newUuid());
    if (submission.result !== undefined) submission.reset();
  };
  const errors = draftErrors(draft, limits);
  const notes = { errors, refusals: refusalsOf(submission.error, draft) };
  const send = (mode: Outcome['mode']) =>
    submission.run(async () => {
      const body = buildElectionBody(draft);
      const options = mode === 'checked' ? { dryRun: true } : { idempotencyKey: key };
      return { mode, recorded: await writes.fileElection(participantId, body, options) };
    });
  const blocked = errors.some(
    (e) => e.key === 'form.error.whole' || e.key === 'form.error.sdaMonth',
  );
  return (
    <Stack gap="md" maw={1100} data-testid="election-form">
      <ElectionHeader draft={draft} onChange={change} limits={limits} />
      <DeferralFields draft={draft} onChange={change} notes={notes} limits={limits} />
      <AllocationFields
        draft={draft}
        funds={funds.data ?? []}
        onChange={change}
        notes={notes}
        limits={limits}
      />
      <Outcomes draft={draft} submission={submission} />
      <Group>
        <Button
          variant="default"
          loading={submission.busy}
          disabled={blocked}
          onClick={() => void send('checked')}
          data-testid="election-check"
        >
          {t('form.check')}
        </Button>
        <Button
          loading={submission.busy}
          disabled={blocked}
          onClick={() => void send('filed')}
          data-testid="election-file"
        >
          {t('form.file')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('form.requestKey', { key })}
        </Text>
      </Group>
    </Stack>
  );
}
