import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../api/types';
import { DataTable, type Column } from '../components/data-table';
import { AccountLabel, BenefitBadge, RuleBadges, useEnumLabel } from '../components/labels';
import { TraceView } from '../components/trace-view';
import { useFormat } from '../components/use-format';
import { ruleTitle } from '../i18n';

const paymentKey = (payment: Payment, index: number) =>
  `${index}:${payment.date}:${payment.account}`;

/** Why a payment is what it is: the plan sections applied, each with its title, and the trace. */
function PaymentWhy({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const trace = payment.trace ?? payment.explanation;
  return (
    <Stack gap="xs" px="xs" py={4} data-testid="payment-why">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {t('payments.rules')}
      </Text>
      {(payment.rules ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('common.none')}
        </Text>
      ) : (
        <Stack gap={4}>
          {(payment.rules ?? []).map((rule) => (
            <Group key={rule} gap="xs" wrap="nowrap">
              <RuleBadges rules={[rule]} />
              <Text size="sm">{ruleTitle(rule) ?? ''}</Text>
            </Group>
          ))}
        </Stack>
      )}
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt={4}>
        {t('payments.trace')}
      </Text>
      {trace === undefined ? (
        <Text size="sm" c="dimmed">
          {t('payments.noTrace')}
        </Text>
      ) : (
        <TraceView trace={trace} />
      )}
    </Stack>
  );
}

/** The payment schedule (FORMAT.md `payments`), each row with an expandable "why". */
export function PaymentsTable({ payments, asOf }: { payments: Payment[]; asOf: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const payee = useEnumLabel('payee');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const columns: Column<Payment>[] = [
    {
      key: 'date',
      header: t('payments.date'),
      cell: (payment) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.date(payment.date)}
          </Text>
          {asOf !== '' && payment.date <= asOf ? (
            <Badge size="xs" color="green" variant="light" tt="none">
              {t('payments.paid')}
            </Badge>
          ) : (
            <Badge size="xs" color="gray" variant="light" tt="none">
              {t('payments.scheduled')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'account',
      header: t('payments.account'),
      cell: (p) => <AccountLabel account={p.account} />,
    },
    {
      key: 'benefit',
      header: t('payments.benefit'),
      cell: (p) => <BenefitBadge benefit={p.benefit} />,
    },
    {
      key: 'payee',
      header: t('payments.payee'),
      cell: (p) => (p.payee === undefined ? '—' : payee(p.payee)),
    },
    {
      key: 'amount',
      header: t('payments.amount'),
      numeric: true,
      cell: (p) => (
        <Text size="sm" fw={600} className="money">
          {format.money(p.amount)}
        </Text>
      ),
    },
    {
      key: 'valuedAt',
      header: t('payments.valuedAt'),
      nowrap: true,
      cell: (p) => format.date(p.valuedAt),
    },
    {
      key: 'installment',
      header: t('payments.installment'),
      nowrap: true,
      cell: (p) =>
        Array.isArray(p.installment) ? (
          t('payments.installmentOf', { k: p.installment[0], n: p.installment[1] })
        ) : (
          <Text size="sm" c="dimmed">
            {t('payments.lumpSum')}
          </Text>
        ),
    },
    {
      key: 'why',
      header: t('payments.why'),
      cell: (p, index) => {
        const key = paymentKey(p, index);
        const expanded = open.has(key);
        return (
          <Button
            size="compact-xs"
            variant={expanded ? 'filled' : 'light'}
            onClick={(event) => {
              event.stopPropagation();
              toggle(key);
            }}
            aria-expanded={expanded}
            data-testid="why-toggle"
          >
            {expanded ? t('payments.hideWhy') : t('payments.showWhy')}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={payments}
      rowKey={paymentKey}
      testId="payments"
      detail={(payment, index) =>
        open.has(paymentKey(payment, index)) ? <PaymentWhy payment={payment} /> : null
      }
    />
  );
}
