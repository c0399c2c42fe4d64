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

/** Article VI: a participant changes when and how a Specified Date Account pays. */
export function ScheduleChangePage({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const accountName = useAccountName();
  const statement = useLoad(`statement:${participantId}`, (signal) =>
    api.statement(participantId, '', signal),
  );
  const accounts = changeableAccounts(statement.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const account = chosen ?? accounts[0] ?? null;
  const [month, setMonth] = useState('');
  const [form, setForm] = useState<Form>('lump');
  const [years, setYears] = useState<number | string>(5);
  const [key, setKey] = useState(newUuid);
  const check = useSubmission<true>();
  const filing = useSubmission<Recorded>();
  const ahead = statement.data && account ? changeWindow(statement.data, account) : undefined;
  const today = easternToday();
  const tooLate = ahead !== undefined && today > ahead.fileBy;
  const schedule: Schedule =
    form === 'lump' ? { form: 'lump' } : { form: 'installments', years: Number(years) };
  const body = account && { account, schedule, specifiedMonth: month };
  const path = `/participants/${encodeURIComponent(participantId)}/schedule-changes`;
  const edit = (change: () => void) => {
    change();
    check.reset();
    filing.reset();
  };
  const refusals =
    check.error instanceof ApiError && check.error.status < 500
      ? placeRefusals(check.error.problem)
      : [];
  return (
    <Stack gap="md" maw={900} data-testid="schedule-change">
      <PageHeader title={t('scheduleChange.title')} subtitle={t('scheduleChange.subtitle')} />
      {statement.data && accounts.length === 0 && (
        <Text c="dimmed" data-testid="schedule-change-none">
          {t('scheduleChange.none')}
        </Text>
      )}
      {account && ahead && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Select
              label={t('scheduleChange.account')}
              data={accounts.map((a) => ({ value: a, label: accountName(a) }))}
              value={account}
              onChange={(value) => value !== null && edit(() => setChosen(value))}
              allowDeselect={false}
              w={340}
              data-testid="schedule-change-account"
            />
            <Alert color={tooLate ? 'red' : 'blue'} data-testid="schedule-change-ahead">
              <Stack gap={4}>
                <Text size="sm">
                  {t('scheduleChange.first', { date: format.date(ahead.first) })}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <RuleBadges rules={['6.2']} />
                  <Text size="sm">
                    {t(tooLate ? 'scheduleChange.tooLate' : 'scheduleChange.fileBy', {
                      date: format.date(ahead.fileBy),
                    })}
                  </Text>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <RuleBadges rules={['6.3', '6.4']} />
                  <Text size="sm" fw={600} data-testid="schedule-change-earliest">
                    {t('scheduleChange.earliest', { date: format.date(ahead.earliest) })}
                  </Text>
                </Group>
              </Stack>
            </Alert>
            <Group gap="lg" align="flex-end">
              <TextInput
                type="month"
                name="specifiedMonth"
                label={t('scheduleChange.month')}
                description={t('scheduleChange.monthHint')}
                min={ahead.earliest.slice(0, 7)}
                value={month}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  edit(() => setMonth(value));
                }}
                w={220}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="schedule-change-form">
                  {t('scheduleChange.form')}
                </Text>
                <SegmentedControl
                  aria-labelledby="schedule-change-form"
                  value={form}
                  onChange={(value) => edit(() => setForm(value as Form))}
                  data={(['lump', 'installments'] as const).map((value) => ({
                    value,
                    label: t(`scheduleChange.${value}`),
                  }))}
                  data-testid="schedule-change-form"
                />
              </Stack>
              {form === 'installments' && (
                <NumberInput
                  label={t('scheduleChange.years')}
                  name="years"
                  min={2}
                  max={15}
                  value={years}
                  onChange={(value) => edit(() => setYears(value))}
                  w={140}
                />
              )}
            </Group>
            <Group>
              <Button
                variant="light"
                disabled={tooLate || !/^\d{4}-\d{2}$/.test(month) || body === null}
                loading={check.busy}
                onClick={() =>
                  void check.run(async () => {
                    await post(`${path}?dryRun=true`, body);
                    return true;
                  })
                }
                data-testid="schedule-change-check"
              >
                {t('scheduleChange.check')}
              </Button>
              <Button
                disabled={check.result !== true || filing.result !== undefined}
                loading={filing.busy}
                onClick={() =>
                  void filing.run(async () => {
                    const recorded = (await post(path, body, key)) as Recorded;
                    setKey(newUuid());
                    return recorded;
                  })
                }
                data-testid="schedule-change-file"
              >
                {t('scheduleChange.file')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {check.result === true && filing.result === undefined && (
        <Alert color="teal" data-testid="schedule-change-accepted">
          {t('scheduleChange.accepted', { month: format.month(month) })}
        </Alert>
      )}
      {check.error !== undefined && (
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
            {refusals.length === 0 && <ProblemAlert error={check.error} />}
          </Stack>
        </Card>
      )}
      {filing.result !== undefined && account && (
        <Alert color="teal" data-testid="schedule-change-done">
          {t('scheduleChange.done', {
            account: accountName(account),
            month: format.month(month),
            seq: filing.result.seq,
          })}
        </Alert>
      )}
      {filing.error !== undefined && <ProblemAlert error={filing.error} />}
    </Stack>
  );
}
