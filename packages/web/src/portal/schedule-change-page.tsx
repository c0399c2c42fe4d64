import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, post } from '../api/client';
import type { Recorded, Schedule, Statement } from '../api/types';
import { RuleBadges, useAccountName } from '../components/labels';
import { PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import { easternToday, newUuid } from '../forms/election-state';
import { useSubmission } from '../forms/field-notes';
import { placeRefusals } from '../forms/refusals';
import { useLoad } from '../hooks';

/** §1.409A-2(b)(1)(ii), Plan 6.3: a changed first payment moves at least 5 years later. */
const DEFERRAL_YEARS = 5;
/** §1.409A-2(b)(1)(iii), Plan 6.2: filed at least 12 months before the first payment. */
const LEAD_MONTHS = 12;

/** An ISO date moved by whole months, the day kept (or the month's last day). */
export function shiftMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/**
 * A Specified Date Account's first payment (the statement's planned payments), and
 * what Article VI makes of it: file by 12 months before it (6.2), the new first payment 5 years
 * after it at the earliest (6.3), never earlier (6.4).
 */
export function changeWindow(statement: Statement, account: string) {
  // 6.2: the first payment of the schedule, paid or not (an account already paying is too late).
  const dates = [...statement.payments, ...statement.scheduled]
    .filter((p) => p.account === account)
    .map((p) => p.date)
    .sort();
  const first = dates[0];
  if (first === undefined) return undefined;
  return {
    first,
    fileBy: shiftMonths(first, -LEAD_MONTHS),
    earliest: shiftMonths(first, DEFERRAL_YEARS * 12),
  };
}

/** His Specified Date Accounts with a payment still ahead. */
function changeableAccounts(statement: Statement | undefined): string[] {
  if (!statement) return [];
  return Object.keys(statement.balances)
    .filter((a) => a.startsWith('SDA:'))
    .filter((a) =>
      [...statement.payments, ...statement.scheduled].some(
        (p) => p.account === a && p.paid === undefined,
      ),
    )
    .sort();
}

type Form = 'lump' | 'installments';

interface Choice {
  month: string;
  form: Form;
  years: number | string;
}

type Window = NonNullable<ReturnType<typeof changeWindow>>;

/** 6.2-6.4 before anything is filed: the first payment, the last day to file, the earliest new one. */
function WindowNotice({ span, tooLate }: { span: Window; tooLate: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Alert color={tooLate ? 'red' : 'blue'} data-testid="schedule-change-window">
      <Stack gap={4}>
        <Text size="sm">{t('scheduleChange.first', { date: format.date(span.first) })}</Text>
        <Group gap={6} wrap="nowrap">
          <RuleBadges rules={['6.2']} />
          <Text size="sm">
            {t(tooLate ? 'scheduleChange.tooLate' : 'scheduleChange.fileBy', {
              date: format.date(span.fileBy),
            })}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <RuleBadges rules={['6.3', '6.4']} />
          <Text size="sm" fw={600} data-testid="schedule-change-earliest">
            {t('scheduleChange.earliest', { date: format.date(span.earliest) })}
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The new specified month and the form of payment. */
function ChoiceFields(props: { span: Window; value: Choice; onChange: (value: Choice) => void }) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  return (
    <Group gap="lg" align="flex-end">
      <TextInput
        type="month"
        name="specifiedMonth"
        label={t('scheduleChange.month')}
        description={t('scheduleChange.monthHint')}
        min={props.span.earliest.slice(0, 7)}
        value={value.month}
        onChange={(event) => onChange({ ...value, month: event.currentTarget.value })}
        w={220}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="schedule-change-form">
          {t('scheduleChange.form')}
        </Text>
        <SegmentedControl
          aria-labelledby="schedule-change-form"
          value={value.form}
          onChange={(form) => onChange({ ...value, form: form as Form })}
          data={(['lump', 'installments'] as const).map((form) => ({
            value: form,
            label: t(`scheduleChange.${form}`),
          }))}
          data-testid="schedule-change-form"
        />
      </Stack>
      {value.form === 'installments' && (
        <NumberInput
          label={t('scheduleChange.years')}
          name="years"
          min={2}
          max={15}
          value={value.years}
          onChange={(years) => onChange({ ...value, years })}
          w={140}
        />
      )}
    </Group>
  );
}

/** The plan's answer to a check: accepted, or refused with each reason and its rule. */
function CheckAnswer({
  accepted,
  error,
  month,
}: {
  accepted: boolean;
  error: unknown;
  month: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const refusals =
    error instanceof ApiError && error.status < 500 ? placeRefusals(error.problem) : [];
  if (accepted)
    return (
      <Alert color="teal" data-testid="schedule-change-accepted">
        {t('scheduleChange.accepted', { month: format.month(month) })}
      </Alert>
    );
  if (error === undefined) return null;
  return (
    <Card withBorder data-testid="schedule-change-refused">
      <Stack gap={4}>
        {refusals.map((r) => (
          <Group key={`${r.slot}:${r.message}`} gap={6} wrap="nowrap">
            <RuleBadges rules={r.rules} />
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

/** The change's body (Article VI; the server's `schedule-changes` route). */
function bodyOf(account: string, choice: Choice) {
  const schedule: Schedule =
    choice.form === 'lump'
      ? { form: 'lump' }
      : { form: 'installments', years: Number(choice.years) };
  return { account, schedule, specifiedMonth: choice.month };
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

function Done(props: { account: string; month: string; seq: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const accountName = useAccountName();
  return (
    <Alert color="teal" data-testid="schedule-change-done">
      {t('scheduleChange.done', {
        account: accountName(props.account),
        month: format.month(props.month),
        seq: props.seq,
      })}
    </Alert>
  );
}

/** His Specified Date Accounts with a payment ahead, by name. */
function AccountChoice(props: {
  accounts: string[];
  value: string;
  onChange: (account: string) => void;
}) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  return (
    <Select
      label={t('scheduleChange.account')}
      data={props.accounts.map((a) => ({ value: a, label: accountName(a) }))}
      value={props.value}
      onChange={(value) => value !== null && props.onChange(value)}
      allowDeselect={false}
      w={340}
      data-testid="schedule-change-account"
    />
  );
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

/**
 * Article VI: a participant changes when and how a Specified Date Account pays. The window shows
 * before anything is filed; the plan checks the change (a dry run) before he may file it.
 */
export function ScheduleChangePage({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  const statement = useLoad(`statement:${participantId}`, (signal) =>
    api.statement(participantId, '', signal),
  );
  const accounts = changeableAccounts(statement.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const account = chosen ?? accounts[0] ?? null;
  const [choice, setChoice] = useState<Choice>({ month: '', form: 'lump', years: 5 });
  const { check, filing, ask, file } = useChangeFiling(participantId);
  const span = statement.data && account ? changeWindow(statement.data, account) : undefined;
  const tooLate = span !== undefined && easternToday() > span.fileBy;
  const edit = (change: () => void) => {
    change();
    check.reset();
    filing.reset();
  };
  return (
    <Stack gap="md" maw={900} data-testid="schedule-change">
      <PageHeader title={t('scheduleChange.title')} subtitle={t('scheduleChange.subtitle')} />
      {statement.data && accounts.length === 0 && (
        <Text c="dimmed" data-testid="schedule-change-none">
          {t('scheduleChange.none')}
        </Text>
      )}
      {account && span && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <AccountChoice
              accounts={accounts}
              value={account}
              onChange={(value) => edit(() => setChosen(value))}
            />
            <WindowNotice span={span} tooLate={tooLate} />
            <ChoiceFields span={span} value={choice} onChange={(c) => edit(() => setChoice(c))} />
            <Actions
              canCheck={!tooLate && /^\d{4}-\d{2}$/.test(choice.month)}
              check={() => ask(bodyOf(account, choice))}
              checking={check.busy}
              canFile={check.result === true && filing.result === undefined}
              file={() => file(bodyOf(account, choice))}
              filing={filing.busy}
            />
          </Stack>
        </Card>
      )}
      <CheckAnswer
        accepted={check.result === true && filing.result === undefined}
        error={check.error}
        month={choice.month}
      />
      {filing.result !== undefined && account && (
        <Done account={account} month={choice.month} seq={filing.result.seq} />
      )}
      {filing.error !== undefined && <ProblemAlert error={filing.error} />}
    </Stack>
  );
}
