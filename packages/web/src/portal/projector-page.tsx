import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledChoice } from '../components/labelled-choice';
import { read } from '../api/client';
import type { Answer } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { AccountLabel, BenefitBadge, RuleBadges, useEnumLabel } from '../components/labels';
import { LoadedBox, PageHeader } from '../components/page';
import { TraceView, useTraceText } from '../components/trace-view';
import { useFormat } from '../components/use-format';
import { easternToday } from '../forms/election-state';
import { useLoad } from '../hooks';
import { ruleTitle } from '../i18n';
import { projectorErrors, projectorQuery, type ProjectorForm } from './projector-state';

export type PayoutProjection = Answer<'/api/participants/{id}/payout-projection', 'get'>;
type Row = PayoutProjection['payments'][number];

export const projectPayouts = (participantId: string, form: ProjectorForm, signal?: AbortSignal) =>
  read(
    '/api/participants/{id}/payout-projection',
    { id: participantId },
    signal,
    projectorQuery(form),
  );

/** Why a projected payment is what it is: the plan sections, withholding, the engine's trace. */
function ProjectedWhy({ row }: { row: Row }) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useTraceText();
  const f = row.federal;
  return (
    <Stack gap="xs" px="xs" py={4} data-testid="projection-why">
      <Text size="sm">{t('projector.valuedAt', { date: format.date(row.valuedAt) })}</Text>
      <Stack gap={4}>
        {row.rules.map((rule) => (
          <Group key={rule} gap="xs" wrap="nowrap">
            <RuleBadges rules={[rule]} />
            <Text size="sm">{ruleTitle(rule) ?? ''}</Text>
          </Group>
        ))}
      </Stack>
      <Text size="sm">
        {f.flatRate === undefined
          ? t('projector.federalNone')
          : t('projector.federalWhy', {
              withheld: format.money(f.withheld),
              flat: format.money(f.flatPortion),
              flatRate: f.flatRate,
              mandatory: format.money(f.mandatoryPortion),
              mandatoryRate: f.mandatoryRate,
            })}
      </Text>
      <RuleBadges rules={f.rules} />
      {row.state.map((s, i) => (
        <Text size="sm" key={i}>
          {t('projector.stateWhy', { state: s.state ?? '—', basis: s.basis, status: s.status })}
          {' — '}
          {localize(s.message)}
        </Text>
      ))}
      {row.trace.length > 0 && <TraceView trace={row.trace} />}
    </Stack>
  );
}

function useMoneyColumns(): Column<Row>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'gross',
      header: t('projector.gross'),
      numeric: true,
      cell: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Text size="sm" className="money">
            {format.money(p.amount)}
          </Text>
          {p.estimate && (
            <Badge size="xs" variant="light" color="orange">
              {t('projector.estimate')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'federal',
      header: t('projector.federal'),
      numeric: true,
      cell: (p) => format.money(p.federal.withheld),
    },
    {
      key: 'state',
      header: t('projector.state'),
      numeric: true,
      cell: (p) =>
        p.state.some((s) => s.status === 'withheld') ? (
          format.money(p.stateWithheld)
        ) : (
          <Text size="xs" c="dimmed">
            {t('projector.stateUnknown')}
          </Text>
        ),
    },
    {
      key: 'net',
      header: t('projector.net'),
      numeric: true,
      cell: (p) => (
        <Text size="sm" fw={600} className="money">
          {format.money(p.net)}
        </Text>
      ),
    },
  ];
}

function useColumns(open: ReadonlySet<number>, toggle: (i: number) => void): Column<Row>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const payee = useEnumLabel('payee');
  return [
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
      cell: (p) => (
        <Stack gap={2}>
          <BenefitBadge benefit={p.benefit} />
          <Text size="xs" c="dimmed">
            {payee(p.payee)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'installment',
      header: t('projector.installment'),
      cell: (p) =>
        p.installment
          ? t('payments.installmentOf', { k: p.installment[0], n: p.installment[1] })
          : t('payments.lumpSum'),
    },
    ...useMoneyColumns(),
    {
      key: 'why',
      header: t('projector.why'),
      cell: (_p, i) => (
        <Button
          size="compact-xs"
          variant={open.has(i) ? 'filled' : 'light'}
          aria-expanded={open.has(i)}
          onClick={() => toggle(i)}
          data-testid="projection-why-toggle"
        >
          {open.has(i) ? t('payments.hideWhy') : t('payments.showWhy')}
        </Button>
      ),
    },
  ];
}

export function ProjectionTable({ answer }: { answer: PayoutProjection }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  const columns = useColumns(open, toggle);
  const totals: Record<string, string> = {
    gross: answer.totals.gross,
    federal: answer.totals.federal,
    state: answer.totals.state,
    net: answer.totals.net,
  };
  return (
    <Stack gap="xs">
      {answer.separation && (
        <Text size="sm" data-testid="projection-separation">
          {t('projector.separationOn', { date: format.date(answer.separation.date) })}
        </Text>
      )}
      <DataTable
        caption={t('projector.caption')}
        testId="projection-table"
        rows={answer.payments}
        rowKey={(p, i) => `${i}:${p.date}:${p.account}`}
        detail={(row, i) => (open.has(i) ? <ProjectedWhy row={row} /> : null)}
        empty={t('projector.none')}
        columns={columns.map((c) =>
          totals[c.key] !== undefined
            ? {
                ...c,
                footer: <span data-testid={`total-${c.key}`}>{format.money(totals[c.key])}</span>,
              }
            : c.key === 'date'
              ? { ...c, footer: t('projector.total') }
              : c,
        )}
      />
      <Text size="xs" c="dimmed">
        {t('projector.stateUnknownNote')}
      </Text>
    </Stack>
  );
}

function ProjectorFormView(props: {
  form: ProjectorForm;
  setForm: (form: ProjectorForm) => void;
  today: string;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const { form, setForm, today, onSubmit } = props;
  const errors = projectorErrors(form, today);
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!errors.date && !errors.growthPct) onSubmit();
        }}
      >
        <Group align="flex-end" gap="md">
          <LabelledChoice<ProjectorForm['event']>
            label={t('projector.event')}
            value={form.event}
            onChange={(event) => setForm({ ...form, event })}
            data={[
              { value: 'separation', label: t('projector.separation') },
              { value: 'death', label: t('projector.death') },
            ]}
            testId="projector-event"
          />
          <TextInput
            type="date"
            label={t('projector.date')}
            value={form.date}
            min={today}
            onChange={(event) => setForm({ ...form, date: event.currentTarget.value })}
            error={errors.date ? t('projector.dateInvalid') : undefined}
            data-testid="projector-date"
            w={180}
          />
          <TextInput
            label={t('projector.growth')}
            description={t('projector.growthHint')}
            value={form.growthPct}
            inputMode="decimal"
            onChange={(event) => setForm({ ...form, growthPct: event.currentTarget.value })}
            error={errors.growthPct ? t('projector.growthInvalid') : undefined}
            data-testid="projector-growth"
            w={260}
          />
          <Button
            type="submit"
            disabled={errors.date || errors.growthPct}
            data-testid="projector-run"
          >
            {t('projector.project')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** Issue 12 item 4: the participant's payout projector (his own record; the server decides). */
export function ProjectorPage({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  // The plan's today (Eastern): the server refuses a hypothetical date before it.
  const today = easternToday();
  const [form, setForm] = useState<ProjectorForm>({
    event: 'separation',
    date: today,
    growthPct: '5',
  });
  const [asked, setAsked] = useState<ProjectorForm | null>(null);
  const loaded = useLoad(`projection:${participantId}:${JSON.stringify(asked)}`, (signal) =>
    asked === null ? Promise.resolve(undefined) : projectPayouts(participantId, asked, signal),
  );
  return (
    <Stack gap="md">
      <PageHeader title={t('projector.title')} subtitle={t('projector.subtitle')} />
      <Alert color="orange" variant="light" data-testid="projection-estimates">
        {t('projector.estimates')}
      </Alert>
      <ProjectorFormView
        form={form}
        setForm={setForm}
        today={today}
        onSubmit={() => setAsked({ ...form })}
      />
      {asked !== null && (
        <LoadedBox loaded={loaded}>
          {loaded.data !== undefined && <ProjectionTable answer={loaded.data} />}
        </LoadedBox>
      )}
    </Stack>
  );
}
