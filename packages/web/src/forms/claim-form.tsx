import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, writes } from '../api/client';
import type { Recorded } from '../api/types';
import { LoadedBox } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useLoad } from '../hooks';
import { ClaimsTable } from '../statement/statement-tables';
import { easternToday, newUuid } from './election-state';
import { useSubmission } from './field-notes';
import { numberParameter, usePlanParameters } from './plan-parameters';

/** A claim's id: its date and a random part, within the server's id pattern. */
export function newClaimId(today: string, uuid: string = newUuid()): string {
  return `C-${today.replaceAll('-', '')}-${uuid.slice(0, 6).toUpperCase()}`;
}

/** Article XI: he files a claim; its deadlines come from his statement's `claims`. */
export function ClaimForm({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(easternToday);
  const [filedCount, setFiledCount] = useState(0);
  const statement = useLoad(
    `statement:${participantId}:claims:${filedCount}`,
    (signal) => api.statement(participantId, '', signal),
    { keepPrevious: true },
  );
  const submission = useSubmission<Recorded & { claimId: string }>();
  const submit = () =>
    submission.run(async () => {
      const claimId = newClaimId(date);
      const recorded = await writes.fileClaim(participantId, { claimId, date });
      setFiledCount((n) => n + 1);
      return { ...recorded, claimId };
    });
  const filed = submission.result?.claimId;
  // 11.2, 11.3: the plan's days, once the plan states them (claimDecisionDays, claimAppealDays).
  const parameters = usePlanParameters(participantId).data;
  const decisionDays = numberParameter(parameters, 'claimDecisionDays');
  const appealDays = numberParameter(parameters, 'claimAppealDays');
  const subtitle =
    decisionDays === undefined || appealDays === undefined
      ? t('claimForm.subtitleAny')
      : t('claimForm.subtitle', { decisionDays, appealDays });
  const claims = statement.data?.claims ?? [];
  return (
    <Stack gap="md" maw={1000} data-testid="claim-form">
      <div>
        <Title order={2}>{t('claimForm.title')}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t('claimForm.date')}
            name="claim.date"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            w={200}
          />
          <Button
            onClick={() => void submit()}
            loading={submission.busy}
            disabled={date === ''}
            data-testid="claim-submit"
          >
            {t('claimForm.submit')}
          </Button>
        </Group>
      </Card>
      {filed !== undefined && (
        <Alert color="teal" data-testid="claim-filed">
          {t('claimForm.filed', { id: filed })}
        </Alert>
      )}
      {submission.error !== undefined && <ProblemAlert error={submission.error} />}
      <Title order={3} size="h4">
        {t('claimForm.yours')}
      </Title>
      <LoadedBox loaded={statement}>
        <ClaimsTable claims={claims} />
      </LoadedBox>
    </Stack>
  );
}
