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
  const trace = payment.trace;
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

/** The Payment Date, and whether the as-of date is past it. */
function PaymentDate({ date, asOf }: { date: string; asOf: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const past = asOf !== '' && date <= asOf;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {format.date(date)}
      </Text>
      <Badge size="xs" color={past ? 'green' : 'gray'} variant="light">
        {past ? t('payments.paid') : t('payments.scheduled')}
      </Badge>
    </Group>
  );
}

function Installment({ installment }: { installment: Payment['installment'] }) {
  const { t } = useTranslation();
  if (Array.isArray(installment)) {
    return <>{t('payments.installmentOf', { k: installment[0], n: installment[1] })}</>;
  }
  return (
    <Text size="sm" c="dimmed">
      {t('payments.lumpSum')}
    </Text>
  );
}

function WhyButton({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-xs"
      variant={expanded ? 'filled' : 'light'}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      aria-expanded={expanded}
      data-testid="why-toggle"
    >
      {expanded ? t('payments.hideWhy') : t('payments.showWhy')}
    </Button>
  );
}

/** The rows' keys whose "why" is open. */
function useOpenSet() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return { open, toggle };
}

/** The payment schedule (FORMAT.md `payments`), each row with an expandable "why". */
export function PaymentsTable({ payments, asOf }: { payments: Payment[]; asOf: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const payee = useEnumLabel('payee');
  const { open, toggle } = useOpenSet();
  const columns: Column<Payment>[] = [
    {
      key: 'date',
      header: t('payments.date'),
      cell: (p) => <PaymentDate date={p.date} asOf={asOf} />,
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
    { key: 'payee', header: t('payments.payee'), cell: (p) => (p.payee ? payee(p.payee) : '—') },
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
      cell: (p) => <Installment installment={p.installment} />,
    },
    {
      key: 'why',
      header: t('payments.why'),
      cell: (p, index) => (
        <WhyButton
          expanded={open.has(paymentKey(p, index))}
          onToggle={() => toggle(paymentKey(p, index))}
        />
      ),
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
