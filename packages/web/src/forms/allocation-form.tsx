import { Alert, Button, Card, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledChoice } from '../components/labelled-choice';
import { ApiError, api, writes } from '../api/client';
import type { AllocationChangeBody, Recorded } from '../api/types';
import { useAccountName } from '../components/labels';
import { PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useLoad } from '../hooks';
import {
  buildInvestments,
  easternToday,
  investmentErrors,
  newUuid,
  pctSum,
} from './election-state';
import { useSubmission } from './field-notes';
import { InvestmentFields } from './investment-fields';
import { placeRefusals } from './refusals';

type ApplyTo = AllocationChangeBody['applyTo'];

/** The sub-accounts he has (from his statement's balances), the RTA at least. */
export function accountsOf(balances: Record<string, string> | undefined): string[] {
  const accounts = Object.keys(balances ?? {}).filter((a) => a !== 'CCAVested');
  return accounts.includes('RTA') ? accounts : ['RTA', ...accounts];
}

/** Which sub-account, and whether the change applies to future credits, the balance, or both. */
function Target(props: {
  accounts: string[];
  account: string;
  onAccount: (account: string) => void;
  applyTo: ApplyTo;
  onApplyTo: (applyTo: ApplyTo) => void;
}) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  return (
    <Group gap="lg" align="flex-end">
      <Select
        label={t('investmentsForm.account')}
        data={props.accounts.map((a) => ({ value: a, label: accountName(a) }))}
        value={props.account}
        onChange={(value) => value !== null && props.onAccount(value)}
        allowDeselect={false}
        w={340}
        data-testid="allocation-account"
      />
      <LabelledChoice<ApplyTo>
        label={t('investmentsForm.applyTo')}
        value={props.applyTo}
        onChange={props.onApplyTo}
        data={(['future', 'existing', 'both'] as const).map((value) => ({
          value,
          label: t(`investmentsForm.${value}`),
        }))}
        testId="allocation-apply-to"
      />
    </Group>
  );
}

/** 7.4: a change of a sub-account's deemed investments, for future credits, its balance, or both. */
export function AllocationForm({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const funds = useLoad('funds', (signal) => api.funds(signal));
  const statement = useLoad(`statement:${participantId}`, (signal) =>
    api.statement(participantId, '', signal),
  );
  const [account, setAccount] = useState('RTA');
  const [applyTo, setApplyTo] = useState<ApplyTo>('both');
  const [investments, setInvestments] = useState<Record<string, string>>({});
  const [key, setKey] = useState(newUuid);
  const submission = useSubmission<Recorded>();
  const errors = investmentErrors(account, investments);
  const error = submission.error;
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const refusals = refused
    ? placeRefusals(error.problem).map((r) => ({ ...r, slot: `investments.${account}` }))
    : [];
  const submit = () =>
    submission.run(async () => {
      const chosen = buildInvestments(investments) ?? {};
      const body = { date: easternToday(), account, investments: chosen, applyTo };
      const recorded = await writes.changeAllocation(participantId, body, key);
      setKey(newUuid());
      return recorded;
    });
  return (
    <Stack gap="md" maw={900} data-testid="allocation-form">
      <PageHeader title={t('investmentsForm.title')} subtitle={t('investmentsForm.subtitle')} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Target
            accounts={accountsOf(statement.data?.balances)}
            account={account}
            onAccount={setAccount}
            applyTo={applyTo}
            onApplyTo={setApplyTo}
          />
          <InvestmentFields
            account={account}
            funds={funds.data ?? []}
            value={investments}
            onChange={setInvestments}
            errors={errors}
            refusals={refusals}
          />
          <Group>
            <Button
              onClick={() => void submit()}
              loading={submission.busy}
              disabled={errors.length > 0 || pctSum(Object.values(investments)) !== 100}
              data-testid="allocation-submit"
            >
              {t('investmentsForm.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {submission.result !== undefined && (
        <Alert color="teal" data-testid="allocation-done">
          {t('investmentsForm.done', {
            account: accountName(account),
            seq: submission.result.seq,
          })}
        </Alert>
      )}
      {error !== undefined && !refused && <ProblemAlert error={error} />}
    </Stack>
  );
}
