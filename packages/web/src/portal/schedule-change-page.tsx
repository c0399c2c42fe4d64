import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, post, read } from '../api/client';
import type { Recorded, Schedule } from '../api/types';
import { LabelledChoice } from '../components/labelled-choice';
import { RuleBadges, useAccountName } from '../components/labels';
import { PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import {
  easternToday,
  limitsOf,
  newUuid,
  type PlanLimits,
  type ScheduleForm,
  type YearRange,
} from '../forms/election-state';
import { useSubmission } from '../forms/field-notes';
import { numberParameter, usePlanParameters } from '../forms/plan-parameters';
import { placeRefusals } from '../forms/refusals';
import { useLoad } from '../hooks';
import {
  changeOptions,
  closedRules,
  DEATH_BENEFIT,
  DEFERRAL_MONTHS,
  startMonthsOf,
  type ChangeOption,
} from './schedule-change-state';
import type { RecordedEvent } from './wizard-state';

/** 5.1(b)(i), 5.2(b): the plan's payment day when its parameters do not answer. */
const DEFAULT_PAYMENT_DAY = 15;

type OpenOption = Exclude<ChangeOption, { kind: 'closed' }>;

interface Choice {
  month: string;
  form: ScheduleForm;
  years: number | string;
  lumpPct: number | string;
  /** RTA: the new first payment's months after the month of Separation (5.1(b)). */
  start: number | string;
}

/** A schedule in words: its form and, for the RTA, when after Separation it starts. */
function scheduleText(t: TFunction, schedule: Schedule, withStart: boolean): string {
  const form =
    schedule.form === 'lump'
      ? t('scheduleChange.schedule.lump')
      : schedule.form === 'installments'
        ? t('scheduleChange.schedule.installments', { years: schedule.years })
        : t('scheduleChange.schedule.partial', { pct: schedule.lumpPct, years: schedule.years });
  if (!withStart) return form;
  const months = startMonthsOf(schedule);
  return months === 1
    ? t('scheduleChange.schedule.startDefault', { schedule: form })
    : t('scheduleChange.schedule.start', { schedule: form, months });
}

/** A line of the notice: its rules, then what they say. */
function RuleLine(props: { rules: string[]; children: ReactNode; strong?: boolean; id?: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {/* The badges keep their width: the text wraps beside them. */}
      <Box style={{ flexShrink: 0 }}>
        <RuleBadges rules={props.rules} />
      </Box>
      <Text size="sm" fw={props.strong ? 600 : undefined} data-testid={props.id}>
        {props.children}
      </Text>
    </Group>
  );
}

/** The window's last day to file has passed (6.2). */
const tooLateFor = (option: OpenOption) =>
  option.kind !== 'separationAhead' && easternToday() > option.window.fileBy;

/** 6.2-6.4 before anything is filed, for each kind of schedule. */
function WindowNotice({ option }: { option: OpenOption }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tooLate = tooLateFor(option);
  const fileBy = (date: string) => (
    <RuleLine rules={['6.2']}>
      {t(tooLate ? 'scheduleChange.tooLate' : 'scheduleChange.fileBy', { date: format.date(date) })}
    </RuleLine>
  );
  let lines: ReactNode;
  if (option.kind === 'specifiedDate') {
    const w = option.window;
    lines = (
      <>
        <Text size="sm">{t('scheduleChange.first', { date: format.date(w.first) })}</Text>
        {fileBy(w.fileBy)}
        <RuleLine rules={['6.3', '6.4']} strong id="schedule-change-earliest">
          {t('scheduleChange.earliest', { date: format.date(w.earliest) })}
        </RuleLine>
      </>
    );
  } else if (option.kind === 'separated') {
    const w = option.window;
    lines = (
      <>
        <Text size="sm">
          {t('scheduleChange.separatedFirst', {
            separation: format.date(w.separatedOn),
            date: format.date(w.first),
          })}
        </Text>
        {fileBy(w.fileBy)}
        <RuleLine rules={['6.3', '6.4']} strong id="schedule-change-earliest">
          {t('scheduleChange.earliestSeparated', {
            months: w.earliestMonths,
            date: format.date(w.earliestDate),
          })}
        </RuleLine>
      </>
    );
  } else {
    lines = <AheadLines option={option} />;
  }
  return (
    <Alert color={tooLate ? 'red' : 'blue'} data-testid="schedule-change-window">
      <Stack gap={4}>{lines}</Stack>
    </Alert>
  );
}

/** A Separation ahead: the schedule in force, 6.4's 12 months, 6.3's months after Separation. */
function AheadLines({ option }: { option: Extract<ChangeOption, { kind: 'separationAhead' }> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const w = option.window;
  return (
    <>
      <RuleLine rules={['5.1(b)', '5.1(c)']} id="schedule-change-in-force">
        {t('scheduleChange.inForce', { schedule: scheduleText(t, w.inForce, true) })}
      </RuleLine>
      {w.governsNow && (
        <RuleLine rules={['6.4']}>
          {t('scheduleChange.governsNow', {
            date: format.date(w.governsNow.until),
            schedule: scheduleText(t, w.governsNow.schedule, true),
          })}
        </RuleLine>
      )}
      <RuleLine rules={['6.4']} id="schedule-change-effective">
        {t('scheduleChange.effective', { date: format.date(w.effectiveOn) })}
      </RuleLine>
      <RuleLine rules={['6.3']} strong id="schedule-change-earliest">
        {t('scheduleChange.earliestMonths', { months: w.earliestMonths, delay: DEFERRAL_MONTHS })}
      </RuleLine>
    </>
  );
}

/** The form of payment: the forms the sub-account allows (5.1(c), 5.2(c)) and their numbers. */
function FormFields(props: {
  forms: ScheduleForm[];
  years: YearRange | undefined;
  value: Choice;
  onChange: (value: Choice) => void;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  // Three forms do not fit a phone's width side by side.
  const narrow = useMediaQuery('(max-width: 47.99em)');
  return (
    <>
      <LabelledChoice<ScheduleForm>
        label={t('scheduleChange.form')}
        value={value.form}
        onChange={(form) => onChange({ ...value, form })}
        data={props.forms.map((form) => ({ value: form, label: t(`scheduleChange.${form}`) }))}
        orientation={narrow ? 'vertical' : 'horizontal'}
        testId="schedule-change-form"
      />
      {value.form !== 'lump' && (
        <NumberInput
          label={t('scheduleChange.years')}
          name="schedule.years"
          min={props.years?.[0]}
          max={props.years?.[1]}
          value={value.years}
          onChange={(years) => onChange({ ...value, years })}
          w={140}
        />
      )}
      {value.form === 'partial' && (
        <NumberInput
          label={t('scheduleChange.lumpPct')}
          name="schedule.lumpPct"
          min={1}
          max={99}
          value={value.lumpPct}
          onChange={(lumpPct) => onChange({ ...value, lumpPct })}
          w={140}
        />
      )}
    </>
  );
}

/** An SDA's new specified month, or the RTA's new start after Separation; and the form. */
function ChoiceFields(props: {
  option: OpenOption;
  limits: PlanLimits | undefined;
  value: Choice;
  onChange: (value: Choice) => void;
}) {
  const { t } = useTranslation();
  const { option, value, onChange } = props;
  const sda = option.kind === 'specifiedDate';
  return (
    <Group gap="lg" align="flex-end">
      {sda ? (
        <TextInput
          type="month"
          name="specifiedMonth"
          label={t('scheduleChange.month')}
          description={t('scheduleChange.monthHint')}
          min={option.window.earliest.slice(0, 7)}
          value={value.month}
          onChange={(event) => onChange({ ...value, month: event.currentTarget.value })}
          w={220}
        />
      ) : (
        <NumberInput
          name="schedule.start"
          label={t('scheduleChange.start')}
          description={t('scheduleChange.startHint')}
          min={1}
          allowDecimal={false}
          value={value.start}
          onChange={(start) => onChange({ ...value, start })}
          w={260}
        />
      )}
      <FormFields
        forms={sda ? ['lump', 'installments'] : ['lump', 'installments', 'partial']}
        years={props.limits?.installmentYears[sda ? 'SDA' : 'RTA']}
        value={value}
        onChange={onChange}
      />
    </Group>
  );
}

/** The plan's answer to a check: accepted, or refused with each reason and its rule. */
function CheckAnswer(props: { accepted: string | undefined; error: unknown }) {
  const { error } = props;
  const refusals =
    error instanceof ApiError && error.status < 500 ? placeRefusals(error.problem) : [];
  if (props.accepted !== undefined)
    return (
      <Alert color="teal" data-testid="schedule-change-accepted">
        {props.accepted}
      </Alert>
    );
  if (error === undefined) return null;
  return (
    <Card withBorder data-testid="schedule-change-refused">
      <Stack gap={4}>
        {refusals.map((r) => (
          <Group key={`${r.slot}:${r.message}`} gap={6} wrap="nowrap" align="flex-start">
            <Box style={{ flexShrink: 0 }}>
              <RuleBadges rules={r.rules} />
            </Box>
            <Text size="sm" c="red.8">
              {r.message}
            </Text>
          </Group>
        ))}
        {refusals.length === 0 && <ProblemAlert error={error} />}
      </Stack>
    </Card>
  );
}

const whole = (value: number | string) => (typeof value === 'number' ? value : Number(value));

/** The schedule chosen, as FORMAT.md spells it; a start only for the RTA. */
function scheduleOf(option: OpenOption, choice: Choice): Schedule {
  const start =
    option.kind === 'specifiedDate'
      ? {}
      : { start: { monthsAfterSeparation: whole(choice.start) } };
  const years = whole(choice.years);
  if (choice.form === 'installments') return { form: 'installments', years, ...start };
  if (choice.form === 'partial')
    return { form: 'partial', lumpPct: whole(choice.lumpPct), years, ...start };
  return { form: 'lump', ...start };
}

/** The change's body (Article VI; the server's `schedule-changes` route). */
function bodyOf(option: OpenOption, choice: Choice) {
  const schedule = scheduleOf(option, choice);
  return option.kind === 'specifiedDate'
    ? { account: option.account, schedule, specifiedMonth: choice.month }
    : { account: option.account, schedule };
}

/** Whether the choice is complete enough to ask the plan about. */
function canAsk(option: OpenOption, choice: Choice): boolean {
  if (tooLateFor(option)) return false;
  if (option.kind === 'specifiedDate') return /^\d{4}-\d{2}$/.test(choice.month);
  const start = whole(choice.start);
  return choice.start !== '' && Number.isInteger(start) && start >= 1;
}

/** Check with the plan (a dry run), then file: filing waits for an accepted check. */
function Actions(props: {
  canCheck: boolean;
  check: () => Promise<void>;
  checking: boolean;
  canFile: boolean;
  file: () => Promise<void>;
  filing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button
        variant="light"
        disabled={!props.canCheck}
        loading={props.checking}
        onClick={() => void props.check()}
        data-testid="schedule-change-check"
      >
        {t('scheduleChange.check')}
      </Button>
      <Button
        disabled={!props.canFile}
        loading={props.filing}
        onClick={() => void props.file()}
        data-testid="schedule-change-file"
      >
        {t('scheduleChange.file')}
      </Button>
    </Group>
  );
}

/** What the plan accepted, and once filed what it does, in words. */
function useOutcomeText(option: OpenOption, choice: Choice) {
  const { t } = useTranslation();
  const format = useFormat();
  const accountName = useAccountName();
  const months = whole(choice.start);
  return {
    accepted: () =>
      option.kind === 'specifiedDate'
        ? t('scheduleChange.accepted', { month: format.month(choice.month) })
        : t('scheduleChange.acceptedStart', { months }),
    done: (seq: number) => {
      const account = accountName(option.account);
      if (option.kind === 'specifiedDate')
        return t('scheduleChange.done', { account, month: format.month(choice.month), seq });
      if (option.kind === 'separated') return t('scheduleChange.doneSeparated', { account, seq });
      return t('scheduleChange.doneAhead', {
        account,
        seq,
        date: format.date(option.window.effectiveOn),
      });
    },
  };
}

/** The plan's check (a dry run) and the filing, once, with an Idempotency-Key. */
function useChangeFiling(participantId: string) {
  const path = `/participants/${encodeURIComponent(participantId)}/schedule-changes`;
  const [key, setKey] = useState(newUuid);
  const check = useSubmission<true>();
  const filing = useSubmission<Recorded>();
  return {
    check,
    filing,
    ask: (body: ReturnType<typeof bodyOf>) =>
      check.run(async () => {
        await post(`${path}?dryRun=true`, body);
        return true;
      }),
    file: (body: ReturnType<typeof bodyOf>) =>
      filing.run(async () => {
        const recorded = (await post(path, body, key)) as Recorded;
        setKey(newUuid());
        return recorded;
      }),
  };
}

/** The choice an option starts from: the schedule in force, the earliest start 6.3 allows. */
function initialChoice(option: OpenOption): Choice {
  const choice: Choice = { month: '', form: 'lump', years: 5, lumpPct: 25, start: '' };
  if (option.kind === 'specifiedDate') return choice;
  const start = option.window.earliestMonths;
  const schedule = option.kind === 'separationAhead' ? option.window.inForce : undefined;
  if (schedule === undefined || schedule.form === 'lump') return { ...choice, start };
  const years = schedule.years;
  return schedule.form === 'partial'
    ? { ...choice, form: 'partial', years, lumpPct: schedule.lumpPct, start }
    : { ...choice, form: 'installments', years, start };
}

/** One open schedule: its window, the new schedule, the plan's check and the filing. */
function ChangeForm(props: {
  participantId: string;
  option: OpenOption;
  limits: PlanLimits | undefined;
}) {
  const { option } = props;
  const [choice, setChoice] = useState<Choice>(() => initialChoice(option));
  const { check, filing, ask, file } = useChangeFiling(props.participantId);
  const text = useOutcomeText(option, choice);
  const accepted = check.result === true && filing.result === undefined;
  return (
    <>
      <WindowNotice option={option} />
      <ChoiceFields
        option={option}
        limits={props.limits}
        value={choice}
        onChange={(c) => {
          setChoice(c);
          check.reset();
          filing.reset();
        }}
      />
      <Actions
        canCheck={canAsk(option, choice)}
        check={() => ask(bodyOf(option, choice))}
        checking={check.busy}
        canFile={accepted}
        file={() => file(bodyOf(option, choice))}
        filing={filing.busy}
      />
      <CheckAnswer accepted={accepted ? text.accepted() : undefined} error={check.error} />
      {filing.result !== undefined && (
        <Alert color="teal" data-testid="schedule-change-done">
          {text.done(filing.result.seq)}
        </Alert>
      )}
      {filing.error !== undefined && <ProblemAlert error={filing.error} />}
    </>
  );
}

/** A schedule Article VI cannot change now, and why. */
function ClosedNotice({ option }: { option: Extract<ChangeOption, { kind: 'closed' }> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Alert color="gray" data-testid="schedule-change-closed" data-reason={option.reason}>
      <RuleLine rules={closedRules[option.reason]}>
        {t(`scheduleChange.closed.${option.reason}`, {
          date: option.date ? format.date(option.date) : '',
        })}
      </RuleLine>
    </Alert>
  );
}

/** Every schedule by name: the sub-accounts, and the Death Benefit. */
function OptionChoice(props: {
  options: ChangeOption[];
  value: string;
  onChange: (account: string) => void;
}) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const label = (account: string) =>
    account === DEATH_BENEFIT ? t('benefit.death') : accountName(account);
  return (
    <Select
      label={t('scheduleChange.account')}
      data={props.options.map((o) => ({ value: o.account, label: label(o.account) }))}
      value={props.value}
      onChange={(value) => value !== null && props.onChange(value)}
      allowDeselect={false}
      w={{ base: '100%', sm: 340 }}
      data-testid="schedule-change-account"
    />
  );
}

/** What the page needs: today's statement, the elections and changes filed, the plan's terms. */
function useChangeData(participantId: string) {
  const id = { id: participantId };
  const statement = useLoad(`statement:${participantId}`, (signal) =>
    api.statement(participantId, '', signal),
  );
  const events = useLoad(`schedule-change-facts:${participantId}`, async (signal) => {
    const [elections, changes] = await Promise.all([
      read('/api/participants/{id}/elections', id, signal),
      read('/api/participants/{id}/schedule-changes', id, signal),
    ]);
    return [...elections.events, ...changes.events].map((f) => f.event as RecordedEvent);
  });
  const parameters = usePlanParameters(participantId);
  const all = [statement, events, parameters];
  const paymentDay = numberParameter(parameters.data, 'paymentDayOfMonth') ?? DEFAULT_PAYMENT_DAY;
  const options =
    statement.data && events.data
      ? changeOptions({
          statement: statement.data,
          events: events.data,
          today: easternToday(),
          paymentDay,
        })
      : undefined;
  return {
    loading: all.some((l) => l.loading),
    error: all.find((l) => l.error !== undefined)?.error,
    options,
    limits: parameters.data ? limitsOf(parameters.data) : undefined,
  };
}

/**
 * Article VI: a participant changes when and how a schedule pays: a Specified Date Account, or
 * the Retirement/Termination Account's Separation schedule; the benefits the plan fixes say why
 * they cannot change. The window shows before anything is filed; the plan checks the change (a
 * dry run) before he may file it.
 */
export function ScheduleChangePage({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  const data = useChangeData(participantId);
  const options = data.options ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const open = options.find((o) => o.kind !== 'closed');
  const option = options.find((o) => o.account === chosen) ?? open ?? options[0];
  return (
    <Stack gap="md" maw={900} data-testid="schedule-change">
      <PageHeader title={t('scheduleChange.title')} subtitle={t('scheduleChange.subtitle')} />
      {data.loading && <Loader size="sm" />}
      {data.error !== undefined && <ProblemAlert error={data.error} />}
      {data.options && open === undefined && (
        <Text c="dimmed" data-testid="schedule-change-none">
          {t('scheduleChange.none')}
        </Text>
      )}
      {option && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <OptionChoice options={options} value={option.account} onChange={setChosen} />
            {option.kind === 'closed' ? (
              <ClosedNotice option={option} />
            ) : (
              <ChangeForm
                key={option.account}
                participantId={participantId}
                option={option}
                limits={data.limits}
              />
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
