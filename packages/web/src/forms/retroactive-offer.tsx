import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { workflows } from '../api/workflows';
import { PaymentChanges } from '../components/effect-view';
import { ProblemAlert } from '../components/problem-alert';
import { useSubmission } from './field-notes';

/** The server's answer that a fact reaches back into payments already valued or paid (12.9). */
export const isRetroactive = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.problem.code === 'retroactive_change';

/**
 * A fact refused because it would change payments already valued or paid (12.9): the payments it
 * changes, and the way on: prepare it as a retroactive change, which another person approves.
 */
export function RecordProblem(props: {
  error: unknown;
  participantId: string;
  event: Record<string, unknown>;
  reason: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState(props.reason);
  const submission = useSubmission<string>();
  if (!isRetroactive(props.error)) return <ProblemAlert error={props.error} />;
  const payments = props.error.problem.payments ?? [];
  const prepare = () =>
    submission.run(async () => {
      const body = { event: props.event, reason: reason.trim() };
      const answer = await workflows.prepareRetroactiveChange(props.participantId, body);
      return answer.decision.id;
    });
  return (
    <Stack gap="xs" data-testid="retroactive-offer">
      <ProblemAlert error={props.error} />
      <PaymentChanges payments={payments} />
      {submission.result === undefined ? (
        <>
          <TextInput
            label={t('retroactive.reason')}
            description={t('retroactive.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maw={520}
            data-testid="retroactive-reason"
          />
          <div>
            <Button
              variant="light"
              onClick={() => void prepare()}
              loading={submission.busy}
              disabled={reason.trim() === ''}
              data-testid="retroactive-prepare"
            >
              {t('retroactive.prepare')}
            </Button>
          </div>
          {submission.error !== undefined && <ProblemAlert error={submission.error} />}
        </>
      ) : (
        <Alert color="teal" data-testid="retroactive-prepared">
          <Text size="sm">{t('retroactive.prepared', { id: submission.result })}</Text>
        </Alert>
      )}
    </Stack>
  );
}
