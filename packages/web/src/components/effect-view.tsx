import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  BalanceChange,
  CorrectionEffect,
  FigureChange,
  PaymentAdjustment,
  PaymentChange,
} from '../api/workflows';
import {
  adjustmentTotals,
  changedFigures,
  figureDelta,
  readFigure,
} from '../forms/correction-state';
import { DataTable } from './data-table';
import { AccountLabel, RuleBadges } from './labels';
import { useFormat } from './use-format';

/** A figure's name in the reader's language ("Balance: Retirement/Termination Account"). */
function FigureName({ figure }: { figure: string }) {
  const { t } = useTranslation();
  const read = readFigure(figure);
  switch (read.kind) {
    case 'balance':
      return (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{t('effect.figures.balance')}</Text>
          <AccountLabel account={read.account} />
        </Group>
      );
    case 'payment':
      return (
        <Text size="sm">
          {t(read.paid ? 'effect.figures.paymentPaid' : 'effect.figures.payment', {
            key: read.paymentKey,
          })}
        </Text>
      );
    case 'other':
      return <Text size="sm">{read.name}</Text>;
    default:
      return <Text size="sm">{t(`effect.figures.${read.kind}`)}</Text>;
  }
}

function FigureTable({ changes, label }: { changes: FigureChange[]; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const value = (figure: string, v: string | null) =>
    readFigure(figure).money ? format.money(v) : format.date(v);
  return (
    <DataTable
      testId="effect-figures"
      label={label}
      rows={changes}
      rowKey={(c) => c.figure}
      empty={t('effect.noFigures')}
      columns={[
        {
          key: 'figure',
          header: t('effect.figure'),
          cell: (c) => <FigureName figure={c.figure} />,
        },
        {
          key: 'before',
          header: t('effect.before'),
          numeric: true,
          cell: (c) => value(c.figure, c.before),
        },
        {
          key: 'after',
          header: t('effect.after'),
          numeric: true,
          cell: (c) => value(c.figure, c.after),
        },
        {
          key: 'change',
          header: t('effect.change'),
          numeric: true,
          cell: (c) => {
            if (!readFigure(c.figure).money) return '—';
            const delta = figureDelta(c.before, c.after);
            return (
              <Text size="sm" c={delta?.startsWith('-') ? 'red.8' : 'teal.9'}>
                {format.money(delta)}
              </Text>
            );
          },
        },
      ]}
    />
  );
}

function AdjustmentTable({ payments, label }: { payments: PaymentAdjustment[]; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DataTable
      testId="effect-payments"
      label={label}
      rows={payments}
      rowKey={(p) => p.paymentKey}
      columns={[
        {
          key: 'payment',
          header: t('effect.payment'),
          cell: (p) => (
            <Stack gap={0}>
              <Text size="sm" ff="monospace">
                {p.paymentKey}
              </Text>
              <Text size="xs" c="dimmed">
                {t('effect.paidOn', { date: format.date(p.paidOn) })}
              </Text>
            </Stack>
          ),
        },
        { key: 'paid', header: t('effect.paid'), numeric: true, cell: (p) => format.money(p.paid) },
        { key: 'due', header: t('effect.due'), numeric: true, cell: (p) => format.money(p.due) },
        {
          key: 'difference',
          header: t('effect.difference'),
          numeric: true,
          cell: (p) => (
            <Badge color={p.kind === 'overpaid' ? 'red' : 'orange'} variant="light" tt="none">
              {t(`effect.${p.kind}`, { amount: format.money(p.difference.replace(/^-/, '')) })}
            </Badge>
          ),
        },
        {
          key: 'correction',
          header: t('effect.howCorrected'),
          cell: (p) => (
            <Stack gap={4}>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {p.correction}
              </Text>
              <RuleBadges rules={p.rules} />
            </Stack>
          ),
        },
      ]}
    />
  );
}

/**
 * A correction's effect (12.9): per participant every figure that changes, and every payment
 * already made that the corrected record does not support, with how the plan puts it right.
 */
export function CorrectionEffectView({ effect }: { effect: CorrectionEffect }) {
  const { t } = useTranslation();
  const format = useFormat();
  const totals = adjustmentTotals(effect);
  return (
    <Stack gap="sm" data-testid="correction-effect">
      {effect.before !== null && (
        <Alert color="yellow" variant="light" title={t('effect.beforeFailed')}>
          {effect.before.error}
        </Alert>
      )}
      <Group gap="xs">
        <Badge variant="light" data-testid="effect-count">
          {t('effect.figuresChanged', { count: changedFigures(effect) })}
        </Badge>
        {totals.count > 0 && (
          <>
            <Badge color="red" variant="light" data-testid="effect-overpaid">
              {t('effect.overpaidTotal', { amount: format.money(totals.overpaid) })}
            </Badge>
            <Badge color="orange" variant="light" data-testid="effect-underpaid">
              {t('effect.underpaidTotal', { amount: format.money(totals.underpaid) })}
            </Badge>
          </>
        )}
      </Group>
      {effect.participants.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('effect.nothing')}
        </Text>
      )}
      {effect.participants.map((p) => (
        <Stack key={p.participantId} gap="xs" data-participant={p.participantId}>
          <Title order={4} size="h5">
            {t('effect.participant', { id: p.participantId })}
          </Title>
          <FigureTable changes={p.changes} label={t('effect.figuresOf', { id: p.participantId })} />
          {p.payments.length > 0 && (
            <AdjustmentTable
              payments={p.payments}
              label={t('effect.paymentsOf', { id: p.participantId })}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}

export function PaymentChanges({ payments }: { payments: PaymentChange[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DataTable
      label={t('effect.payments')}
      rows={payments}
      rowKey={(p) => `${p.participantId}:${p.paymentKey}`}
      empty={t('effect.noPayments')}
      columns={[
        { key: 'who', header: t('effect.participantColumn'), cell: (p) => p.participantId },
        {
          key: 'payment',
          header: t('effect.payment'),
          cell: (p) => (
            <Stack gap={0}>
              <Text size="sm" ff="monospace">
                {p.paymentKey}
              </Text>
              <Text size="xs" c="dimmed">
                {t('effect.dueOn', { date: format.date(p.date), valued: format.date(p.valuedAt) })}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'before',
          header: t('effect.before'),
          numeric: true,
          cell: (p) => format.money(p.before),
        },
        {
          key: 'after',
          header: t('effect.after'),
          numeric: true,
          cell: (p) => format.money(p.after),
        },
        {
          key: 'paid',
          header: t('effect.paid'),
          cell: (p) => (p.paid ? t('effect.alreadyPaid') : t('effect.notPaid')),
        },
      ]}
    />
  );
}

function BalanceChanges({ balances }: { balances: BalanceChange[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DataTable
      label={t('effect.balances')}
      rows={balances}
      rowKey={(b) => `${b.participantId}:${b.account}`}
      empty={t('effect.noBalances')}
      columns={[
        { key: 'who', header: t('effect.participantColumn'), cell: (b) => b.participantId },
        {
          key: 'account',
          header: t('effect.account'),
          cell: (b) => <AccountLabel account={b.account} />,
        },
        {
          key: 'before',
          header: t('effect.before'),
          numeric: true,
          cell: (b) => format.money(b.before),
        },
        {
          key: 'after',
          header: t('effect.after'),
          numeric: true,
          cell: (b) => format.money(b.after),
        },
        {
          key: 'change',
          header: t('effect.change'),
          numeric: true,
          cell: (b) => format.money(figureDelta(b.before, b.after)),
        },
      ]}
    />
  );
}

/** What approving a prepared decision would change (12.9): payments valued or paid, balances. */
export function DecisionEffectView(props: {
  asOf: string;
  payments: PaymentChange[];
  balances: BalanceChange[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="xs" data-testid="decision-effect">
      <Text size="sm" c="dimmed">
        {t('effect.asOf', { date: format.date(props.asOf) })}
      </Text>
      <PaymentChanges payments={props.payments} />
      <BalanceChanges balances={props.balances} />
    </Stack>
  );
}
