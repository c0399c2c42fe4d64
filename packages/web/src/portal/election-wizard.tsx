import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, post, read } from '../api/client';
import type { Answer, Fund, Schedule } from '../api/types';
import { DataTable } from '../components/data-table';
import { AccountLabel, BenefitBadge, RuleBadges } from '../components/labels';
import { PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { AccountCard } from '../forms/account-card';
import {
  allocationSum,
  components,
  draftErrors,
  easternToday,
  limitsOf,
  newAccount,
  newUuid,
  type ElectionDraft,
  type FormError,
  type PlanLimits,
} from '../forms/election-state';
import { FieldNotes, useSubmission } from '../forms/field-notes';
import { PctInput } from '../forms/investment-fields';
import { usePlanParameters } from '../forms/plan-parameters';
import { placeRefusals, type PlacedRefusal } from '../forms/refusals';
import { useLoad } from '../hooks';
import { useLiveCheck } from './live-check';
import {
  prefilledDraft,
  wizardBody,
  wizardDeadline,
  type RecordedEvent,
  type WizardDraft,
  type WizardKind,
} from './wizard-state';

type Preview = Answer<'/api/participants/{id}/election-preview', 'post'>;
type Window = { notifiedOn?: string; closesOn: string };
interface Notes {
  errors: readonly FormError[];
  refusals: readonly PlacedRefusal[];
}

const idOf = (participantId: string) => ({ id: participantId });

/** What the wizard needs: the plan's limits, eligibility, today's statement, the elections. */
function useWizardData(participantId: string) {
  const parameters = usePlanParameters(participantId);
  const eligibility = useLoad(`eligibility:${participantId}`, (signal) =>
    read('/api/participants/{id}/eligibility', idOf(participantId), signal),
  );
  const statement = useLoad(`wizard-statement:${participantId}`, (signal) =>
    api.statement(participantId, '', signal),
  );
  const facts = useLoad(`wizard-facts:${participantId}`, async (signal) => {
    const [elections, changes] = await Promise.all([
      read('/api/participants/{id}/elections', idOf(participantId), signal),
      read('/api/participants/{id}/schedule-changes', idOf(participantId), signal),
    ]);
    return [...elections.events, ...changes.events].map((f) => f.event as RecordedEvent);
  });
  const funds = useLoad('funds', (signal) => api.funds(signal));
  const all = [parameters, eligibility, statement, facts];
  return {
    loading: all.some((l) => l.loading),
    error: all.find((l) => l.error !== undefined)?.error,
    limits: parameters.data ? limitsOf(parameters.data) : undefined,
    eligibility: eligibility.data,
    separation: statement.data?.separation ?? null,
    events: facts.data,
    funds: funds.data ?? [],
  };
}

/** Issue 12 item 2: the Compensation Deferral Agreement, step by step (his own). */
export function ElectionWizard({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = useWizardData(participantId);
  if (data.loading) return <Loader data-testid="wizard-loading" />;
  if (data.error !== undefined) return <ProblemAlert error={data.error} />;
  // 2.1: only an Eligible Employee elects; a participant who separated is no longer one.
  const reason = data.separation
    ? t('wizard.separated', { date: format.date(data.separation.date) })
    : data.eligibility?.eligible === false
      ? t('wizard.notEligible')
      : undefined;
  if (reason !== undefined)
    return (
      <Stack gap="md">
        <PageHeader title={t('wizard.title')} />
        <Alert color="gray" title={t('wizard.notAllowed')} data-testid="wizard-not-allowed">
          {reason}
        </Alert>
      </Stack>
    );
  const today = easternToday();
  const window = data.eligibility?.windows.find((w) => w.closesOn >= today);
  return (
    <WizardSteps
      participantId={participantId}
      limits={data.limits}
      funds={data.funds}
      events={data.events ?? []}
      window={window}
      today={today}
    />
  );
}

interface StepsProps {
  participantId: string;
  limits: PlanLimits | undefined;
  funds: readonly Fund[];
  events: readonly RecordedEvent[];
  window: Window | undefined;
  today: string;
}

function useWizardDraft(props: StepsProps) {
  const year = Number(props.today.slice(0, 4));
  const [state, setState] = useState(() => {
    const initial = props.window !== undefined;
    const { draft, inForce } = prefilledDraft(props.events, initial ? year : year + 1);
    const w: WizardDraft = {
      kind: initial ? 'initial' : 'annual',
      period: { start: '', end: '', criteriaSetOn: '' },
      draft,
    };
    return { w, inForce };
  });
  return {
    w: state.w,
    inForce: state.inForce,
    set: (w: WizardDraft) => setState({ ...state, w }),
    year,
  };
}

function WizardSteps(props: StepsProps) {
  const { t } = useTranslation();
  const { w, inForce, set, year } = useWizardDraft(props);
  const [active, setActive] = useState(0);
  const errors = draftErrors(w.draft, props.limits);
  const blocked = errors.some(
    (e) => e.key === 'form.error.whole' || e.key === 'form.error.sdaMonth',
  );
  // The plan's reasons, live: asked again whenever the choices stand still (live-check.ts).
  const check = useLiveCheck<Preview>(props.participantId, wizardBody(w), blocked);
  const [key, setKey] = useState(newUuid);
  const change = set;
  const accounts = w.draft.accounts.map((a) => a.account);
  const refusals =
    check.error instanceof ApiError && check.error.status < 500
      ? placeRefusals(check.error.problem, accounts)
      : [];
  const notes = { errors, refusals };
  const steps = [
    <KindStep key="kind" w={w} onChange={change} year={year} window={props.window} notes={notes} />,
    <DeferralStep key="deferrals" w={w} onChange={change} limits={props.limits} notes={notes} />,
    <AccountsStep
      key="accounts"
      w={w}
      onChange={change}
      limits={props.limits}
      notes={notes}
      funds={props.funds}
      inForce={inForce}
    />,
    <ReviewStep
      key="review"
      {...props}
      w={w}
      notes={notes}
      check={check}
      idempotencyKey={key}
      onFiled={() => setKey(newUuid())}
    />,
  ];
  const labels = ['kindStep', 'deferralsStep', 'allocationStep', 'reviewStep'];
  return (
    <Stack gap="md" maw={1100} data-testid="election-wizard">
      <PageHeader title={t('wizard.title')} subtitle={t('wizard.subtitle')} />
      <Text size="sm" c="dimmed">
        {t('wizard.prefilled')}
      </Text>
      <Stepper active={active} onStepClick={setActive} size="sm">
        {labels.map((label, i) => (
          <Stepper.Step key={label} label={t(`wizard.${label}`)} data-testid={`wizard-step-${i}`}>
            {steps[i]}
          </Stepper.Step>
        ))}
      </Stepper>
      <Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('wizard.step', { k: active + 1, n: labels.length })}
        </Text>
        <Button variant="default" disabled={active === 0} onClick={() => setActive(active - 1)}>
          {t('wizard.back')}
        </Button>
        {active < labels.length - 1 && (
          <Button onClick={() => setActive(active + 1)} data-testid="wizard-next">
            {t('wizard.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function DeadlineNote({ w, window }: { w: WizardDraft; window: Window | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { date, rule } = wizardDeadline(w, window);
  const text =
    w.kind === 'performance'
      ? t('wizard.windowPerformance', { deadline: date ? format.date(date) : '—' })
      : t('wizard.window', { deadline: date ? format.date(date) : '—', rule });
  return (
    <Alert color="blue" variant="light" data-testid="wizard-deadline">
      {text}
    </Alert>
  );
}

function KindStep(props: {
  w: WizardDraft;
  onChange: (w: WizardDraft) => void;
  year: number;
  window: Window | undefined;
  notes: Notes;
}) {
  const { t } = useTranslation();
  const { w, onChange, year } = props;
  const setKind = (kind: WizardKind) => {
    const planYear = kind === 'initial' ? year : year + 1;
    onChange({ ...w, kind, draft: { ...w.draft, planYear } });
  };
  const setPeriod = (field: keyof WizardDraft['period'], value: string) =>
    onChange({ ...w, period: { ...w.period, [field]: value } });
  return (
    <Stack gap="sm" pt="sm">
      <Radio.Group
        label={t('wizard.kind')}
        value={w.kind}
        onChange={(v) => setKind(v as WizardKind)}
      >
        <Stack gap={6} mt={6}>
          <Radio
            value="annual"
            label={t('wizard.annual', { year: year + 1 })}
            data-testid="kind-annual"
          />
          {props.window !== undefined && (
            <Radio value="initial" label={t('wizard.initial')} data-testid="kind-initial" />
          )}
          <Radio
            value="performance"
            label={t('wizard.performance')}
            data-testid="kind-performance"
          />
        </Stack>
      </Radio.Group>
      {w.kind === 'performance' && (
        <Group gap="md">
          {(['start', 'end', 'criteriaSetOn'] as const).map((field) => (
            <TextInput
              key={field}
              type="date"
              label={t(
                `wizard.${field === 'start' ? 'periodStart' : field === 'end' ? 'periodEnd' : 'criteriaSetOn'}`,
              )}
              value={w.period[field]}
              onChange={(e) => setPeriod(field, e.currentTarget.value)}
              data-testid={`period-${field}`}
              w={200}
            />
          ))}
        </Group>
      )}
      <FieldNotes slot="general" {...props.notes} />
      <DeadlineNote w={w} window={props.window} />
    </Stack>
  );
}

function DeferralStep(props: {
  w: WizardDraft;
  onChange: (w: WizardDraft) => void;
  limits: PlanLimits | undefined;
  notes: Notes;
}) {
  const { t } = useTranslation();
  const { w, onChange, limits } = props;
  // 1.24, 3.2(c): a performance-based election defers performance-based compensation.
  const shown = w.kind === 'performance' ? (['performanceBonus'] as const) : components;
  const set = (draft: ElectionDraft) => onChange({ ...w, draft });
  return (
    <Group gap="md" align="flex-start" pt="sm">
      {shown.map((component) => (
        <Stack key={component} gap={4} w={200}>
          <PctInput
            label={t(`component.${component}`)}
            description={limits && t('wizard.limit', { max: limits.maxDeferralPct[component] })}
            name={`deferrals.${component}`}
            value={w.draft.deferrals[component]}
            onChange={(value) =>
              set({ ...w.draft, deferrals: { ...w.draft.deferrals, [component]: value } })
            }
            w={200}
            error={props.notes.refusals.some((r) => r.slot === `deferrals.${component}`)}
          />
          <FieldNotes slot={`deferrals.${component}`} {...props.notes} />
        </Stack>
      ))}
    </Group>
  );
}

function scheduleText(schedule: Schedule, t: (k: string) => string): string {
  return schedule.form === 'lump'
    ? t('wizard.lump')
    : `${t('wizard.installments')} ${'years' in schedule ? schedule.years : ''}`;
}

function AccountsStep(props: {
  w: WizardDraft;
  onChange: (w: WizardDraft) => void;
  limits: PlanLimits | undefined;
  notes: Notes;
  funds: readonly Fund[];
  inForce: Record<string, Schedule>;
}) {
  const { t } = useTranslation();
  const { w, onChange } = props;
  const sum = allocationSum(w.draft);
  const setAccounts = (accounts: ElectionDraft['accounts']) =>
    onChange({ ...w, draft: { ...w.draft, accounts } });
  return (
    <Stack gap="sm" pt="sm">
      <Text fw={600} c={sum === 100 ? 'teal.8' : 'orange.8'} data-testid="wizard-sum">
        {t('wizard.sum', { sum: sum ?? '?' })}
      </Text>
      <FieldNotes slot="allocation" {...props.notes} />
      {w.draft.accounts.map((entry, index) => (
        <Stack key={index} gap={4}>
          {props.inForce[entry.account] !== undefined && (
            <Text size="sm" c="dimmed" data-testid={`in-force-${entry.account}`}>
              {t('wizard.inForce', { schedule: scheduleText(props.inForce[entry.account]!, t) })}
            </Text>
          )}
          <AccountCard
            entry={entry}
            funds={props.funds}
            notes={props.notes}
            limits={props.limits}
            onChange={(next) =>
              setAccounts(w.draft.accounts.map((e, i) => (i === index ? next : e)))
            }
            onRemove={
              index === 0
                ? undefined
                : () => setAccounts(w.draft.accounts.filter((_e, i) => i !== index))
            }
          />
        </Stack>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => setAccounts([...w.draft.accounts, newAccount('SDA:')])}
          data-testid="wizard-add-sda"
        >
          {t('wizard.addSda')}
        </Button>
      </Group>
    </Stack>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('wizard.preview')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('wizard.previewNote', { date: format.date(preview.separationDate) })}
      </Text>
      <DataTable
        caption={t('wizard.preview')}
        testId="wizard-preview"
        rows={preview.payments}
        rowKey={(p, i) => `${i}:${p.date}:${p.account}`}
        columns={[
          {
            key: 'date',
            header: t('projector.date_'),
            nowrap: true,
            cell: (p) => format.date(p.date),
          },
          {
            key: 'account',
            header: t('projector.account'),
            cell: (p) => <AccountLabel account={p.account} />,
          },
          {
            key: 'benefit',
            header: t('projector.benefit'),
            cell: (p) => <BenefitBadge benefit={p.benefit} />,
          },
          {
            key: 'installment',
            header: t('projector.installment'),
            cell: (p) =>
              p.installment
                ? t('payments.installmentOf', { k: p.installment[0], n: p.installment[1] })
                : t('payments.lumpSum'),
          },
          {
            key: 'rules',
            header: t('payments.rules'),
            cell: (p) => <RuleBadges rules={p.rules} />,
          },
        ]}
      />
    </Stack>
  );
}

function CheckOutcome(props: { check: ReturnType<typeof useSubmission<Preview>>; notes: Notes }) {
  const { t } = useTranslation();
  const { check } = props;
  return (
    <>
      {check.result !== undefined && (
        <Alert color="teal" data-testid="wizard-accepted">
          {t('wizard.accepted')}
        </Alert>
      )}
      {check.error !== undefined && (
        <Card withBorder data-testid="wizard-refused">
          <Stack gap={4}>
            {props.notes.refusals.map((r) => (
              <Group key={`${r.slot}:${r.message}`} gap={6} wrap="nowrap">
                <RuleBadges rules={r.rules} />
                <Text size="sm" c="red.8">
                  {r.message}
                </Text>
              </Group>
            ))}
            {props.notes.refusals.length === 0 && <ProblemAlert error={check.error} />}
          </Stack>
        </Card>
      )}
      {check.result !== undefined ? (
        <PreviewTable preview={check.result} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('wizard.previewNone')}
        </Text>
      )}
    </>
  );
}

/** The review's two requests: the plan's check with its preview, and the filing. */
function useReviewActions(
  props: {
    participantId: string;
    w: WizardDraft;
    window: Window | undefined;
    check: ReturnType<typeof useSubmission<Preview>>;
    idempotencyKey: string;
    onFiled: () => void;
  },
  filing: ReturnType<typeof useSubmission<string | undefined>>,
  body: ReturnType<typeof wizardBody>,
) {
  const { check, participantId, w } = props;
  const runCheck = () =>
    check.run(async () => {
      const path = `/participants/${encodeURIComponent(participantId)}/election-preview`;
      return (await post(path, body)) as Preview;
    });
  const file = () =>
    filing.run(async () => {
      await post(
        `/participants/${encodeURIComponent(participantId)}/elections`,
        body,
        props.idempotencyKey,
      );
      props.onFiled();
      return wizardDeadline(w, props.window).date;
    });
  return { runCheck, file };
}

function ReviewStep(
  props: StepsProps & {
    w: WizardDraft;
    notes: Notes;
    check: ReturnType<typeof useSubmission<Preview>>;
    idempotencyKey: string;
    onFiled: () => void;
  },
) {
  const { t } = useTranslation();
  const format = useFormat();
  const { w, check } = props;
  const [confirmed, setConfirmed] = useState(false);
  const filing = useSubmission<string | undefined>();
  const body = wizardBody(w);
  const blocked = props.notes.errors.some(
    (e) => e.key === 'form.error.whole' || e.key === 'form.error.sdaMonth',
  );
  const { runCheck, file } = useReviewActions(props, filing, body);
  return (
    <Stack gap="sm" pt="sm">
      <DeadlineNote w={w} window={props.window} />
      <Group>
        <Button
          variant="default"
          loading={check.busy}
          disabled={blocked}
          onClick={() => void runCheck()}
          data-testid="wizard-check"
        >
          {t('wizard.check')}
        </Button>
      </Group>
      <CheckOutcome check={check} notes={props.notes} />
      <Checkbox
        checked={confirmed}
        onChange={(e) => setConfirmed(e.currentTarget.checked)}
        label={t('wizard.confirm')}
        data-testid="wizard-confirm"
      />
      <Group>
        <Button
          disabled={!confirmed || check.result === undefined || filing.result !== undefined}
          loading={filing.busy}
          onClick={() => void file()}
          data-testid="wizard-file"
        >
          {t('wizard.file')}
        </Button>
      </Group>
      {filing.result !== undefined && (
        <Alert color="teal" data-testid="wizard-filed">
          {t('wizard.filed', { date: filing.result ? format.date(filing.result) : '—' })}
        </Alert>
      )}
      {filing.error !== undefined && <ProblemAlert error={filing.error} />}
    </Stack>
  );
}
