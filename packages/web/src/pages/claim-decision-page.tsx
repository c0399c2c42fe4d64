import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { post, writes } from '../api/client';
import type { Claim, User } from '../api/types';
import { LoadedBox } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { todayIso } from '../format/dates';
import { useSubmission, type Submission } from '../forms/field-notes';
import { useLoad } from '../hooks';
import { ClaimsTable } from '../statement/statement-tables';

type Action = 'approved' | 'denied' | 'deniedOnReview';

/** 11.2, 11.4: a claim is open until it is approved or denied on review. */
const closed = new Set(['approved', 'deniedOnReview']);
/** 11.4: after an appeal, the Committee's review approves or denies on review. */
const onReview = new Set(['appealed', 'reviewExtended']);
const actionsFor = (status: string): Action[] =>
  onReview.has(status) ? ['approved', 'deniedOnReview'] : ['approved', 'denied'];

/** POST /participants/{id}/claims/{claimId}/decision: the decision prepared, not yet in force. */
async function prepareClaimDecision(
  participantId: string,
  claimId: string,
  body: { action: Action; date: string; reason?: string },
) {
  const path = `/participants/${encodeURIComponent(participantId)}/claims/${encodeURIComponent(claimId)}/decision`;
  return (await post(path, body)) as { decision: { id: string } };
}

/** The decision form: which claim, approve or deny, on which day (and why late, 8.2). */
function DecisionForm(props: { participantId: string; claims: Claim[] }) {
  const { t } = useTranslation();
  const status = (value: string) => t(`claimStatus.${value}`, { defaultValue: value });
  const open = props.claims.filter((c) => !closed.has(c.status));
  const [claimId, setClaimId] = useState(open[0]?.id ?? '');
  const claim = open.find((c) => c.id === claimId) ?? open[0];
  const actions = actionsFor(claim?.status ?? 'filed');
  const [chosen, setChosen] = useState<Action>('approved');
  const action = actions.includes(chosen) ? chosen : 'approved';
  const today = todayIso();
  const [date, setDate] = useState(today);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submission = useSubmission<string>();
  const late = date !== '' && date < today;
  const missing = {
    date: date === '' ? t('admin.claimDecision.dateRequired') : undefined,
    reason: late && reason.trim() === '' ? t('admin.claimDecision.reasonRequired') : undefined,
  };
  if (claim === undefined)
    return (
      <Text c="dimmed" data-testid="claim-decision-none">
        {t('admin.claimDecision.noneOpen')}
      </Text>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.date !== undefined || missing.reason !== undefined) return;
    void submission.run(async () => {
      const body = { action, date, ...(late ? { reason: reason.trim() } : {}) };
      const answer = await prepareClaimDecision(props.participantId, claim.id, body);
      return answer.decision.id;
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="claim-decision-form">
      <Stack gap="sm">
        <NativeSelect
          label={t('admin.claimDecision.claim')}
          value={claim.id}
          onChange={(e) => setClaimId(e.currentTarget.value)}
          data={open.map((c) => ({ value: c.id, label: `${c.id} (${status(c.status)})` }))}
          data-testid="claim-decision-claim"
        />
        <ActionChoice actions={actions} action={action} onChange={setChosen} />
        <TextInput
          type="date"
          label={t('admin.claimDecision.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={tried ? missing.date : undefined}
          data-testid="claim-decision-date"
        />
        {late && (
          <TextInput
            label={t('admin.claimDecision.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={tried ? missing.reason : undefined}
            data-testid="claim-decision-reason"
          />
        )}
        <Outcome submission={submission} />
      </Stack>
    </form>
  );
}

function ActionChoice(props: {
  actions: Action[];
  action: Action;
  onChange: (action: Action) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={500} id="claim-decision-action-label">
        {t('admin.claimDecision.action')}
      </Text>
      <SegmentedControl
        aria-labelledby="claim-decision-action-label"
        data-testid="claim-decision-action"
        value={props.action}
        onChange={(value) => props.onChange(value as Action)}
        data={props.actions.map((a) => ({
          value: a,
          label: t(`admin.claimDecision.actions.${a}`),
        }))}
      />
    </div>
  );
}

/** The server's refusal or the decision's id, and the button. */
function Outcome({ submission }: { submission: Submission<string> }) {
  const { t } = useTranslation();
  return (
    <>
      {submission.error !== undefined && <ProblemAlert error={submission.error} />}
      {submission.result !== undefined && (
        <Alert color="teal" data-testid="claim-decision-prepared">
          {t('admin.claimDecision.prepared', { id: submission.result })}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={submission.busy} data-testid="claim-decision-submit">
          {t('admin.claimDecision.submit')}
        </Button>
      </Group>
    </>
  );
}

/**
 * Article XI in the console: a participant's claims with their deadlines, and a Committee
 * member's decision on one, prepared here and approved by a second member in the inbox (11.2).
 */
export function ClaimDecisionPanel(props: { participantId: string; user: User }) {
  const { t } = useTranslation();
  const { participantId, user } = props;
  const loaded = useLoad(`claims:${participantId}`, (signal) =>
    writes.claims(participantId, signal),
  );
  return (
    <Stack gap="md" data-testid="claim-decisions">
      <LoadedBox loaded={loaded}>
        {loaded.data !== undefined && (
          <Stack gap="md">
            <ClaimsTable claims={loaded.data} />
            {user.role === 'committee' && (
              <Paper withBorder p="md">
                <Stack gap="sm">
                  <Title order={3} size="h4">
                    {t('admin.claimDecision.title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('admin.claimDecision.hint')}
                  </Text>
                  <DecisionForm participantId={participantId} claims={loaded.data} />
                </Stack>
              </Paper>
            )}
          </Stack>
        )}
      </LoadedBox>
    </Stack>
  );
}
