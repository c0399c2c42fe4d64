import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { post, writes } from '../api/client';
import type { ClaimDeadlines, User } from '../api/types';
import { RuleBadges } from '../components/labels';
import { LabelledChoice } from '../components/labelled-choice';
import { LoadedBox } from '../components/page';
import { useFormat } from '../components/use-format';
import { ProblemAlert } from '../components/problem-alert';
import { todayIso } from '../format/dates';
import { useSubmission, type Submission } from '../forms/field-notes';
import { useLoad } from '../hooks';
import { ClaimsTable } from '../statement/statement-tables';
import {
  ClaimDeadlineList,
  decisionDateRefusal,
  lateDecision,
  type DateRefusal,
  type DeadlineInForce,
} from './claim-deadlines';

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
function DecisionForm(props: { participantId: string; claims: ClaimDeadlines[] }) {
  const { t } = useTranslation();
  const open = props.claims.filter((c) => !closed.has(c.status));
  const [claimId, setClaimId] = useState(open[0]?.id ?? '');
  const current = open.find((c) => c.id === claimId) ?? open[0];
  const today = todayIso();
  const [date, setDate] = useState(today);
  const refusal = current && decisionDateRefusal(date, current, today);
  const claim = useClaimAsOf(props.participantId, current, refusal ? today : date, props.claims);
  const actions = actionsFor(claim?.status ?? 'filed');
  const [chosen, setChosen] = useState<Action>('approved');
  const action = actions.includes(chosen) ? chosen : 'approved';
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submission = useSubmission<string>();
  // Plan 8.2: dated before today, the decision is recorded late and says why.
  const backdated = date !== '' && date < today;
  const missingReason = backdated && reason.trim() === '';
  if (current === undefined || claim === undefined)
    return (
      <Text c="dimmed" data-testid="claim-decision-none">
        {t('admin.claimDecision.noneOpen')}
      </Text>
    );
  const late = refusal === undefined ? lateDecision(claim, date) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (refusal !== undefined || missingReason) return;
    void submission.run(async () => {
      const body = { action, date, ...(backdated ? { reason: reason.trim() } : {}) };
      const answer = await prepareClaimDecision(props.participantId, claim.id, body);
      return answer.decision.id;
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="claim-decision-form">
      <Stack gap="sm">
        <ClaimChoice open={open} claim={claim} onChange={setClaimId} />
        <ActionChoice actions={actions} action={action} onChange={setChosen} />
        <DecisionDate
          claim={current}
          date={date}
          onChange={setDate}
          refusal={refusal}
          tried={tried}
          today={today}
        />
        {late !== undefined && <LateWarning late={late} />}
        {backdated && (
          <TextInput
            label={t('admin.claimDecision.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={tried && missingReason ? t('admin.claimDecision.reasonRequired') : undefined}
            data-testid="claim-decision-reason"
          />
        )}
        <Outcome submission={submission} />
      </Stack>
    </form>
  );
}

/** Which open claim, and what it is decided by as it stood on the decision date (11.1, 11.2). */
function ClaimChoice(props: {
  open: ClaimDeadlines[];
  claim: ClaimDeadlines & { asOf?: string };
  onChange: (claimId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { claim } = props;
  const status = (value: string) => t(`claimStatus.${value}`, { defaultValue: value });
  return (
    <>
      <NativeSelect
        label={t('admin.claimDecision.claim')}
        value={claim.id}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        data={props.open.map((c) => ({ value: c.id, label: `${c.id} (${status(c.status)})` }))}
        data-testid="claim-decision-claim"
      />
      {claim.asOf !== undefined && (
        <Text size="sm" c="dimmed" data-testid="claim-decision-as-of">
          {t('admin.claimDecision.asOf', { date: format.date(claim.asOf) })}
        </Text>
      )}
      <ClaimDeadlineList claim={claim} />
    </>
  );
}

/**
 * The decision date: from the day the claim was received (11.1) through today, or as of the day
 * received in one click; a day outside is refused naming the field and the rule.
 */
function DecisionDate(props: {
  claim: ClaimDeadlines;
  date: string;
  onChange: (date: string) => void;
  refusal: DateRefusal | undefined;
  tried: boolean;
  today: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { claim, refusal } = props;
  const received = format.date(claim.filedOn);
  const error = {
    required: props.tried ? t('admin.claimDecision.dateRequired') : undefined,
    beforeReceived: t('admin.claimDecision.beforeReceived', { date: received }),
    afterToday: t('admin.claimDecision.afterToday'),
  };
  return (
    <Group align="flex-start" gap="sm">
      <TextInput
        type="date"
        label={t('admin.claimDecision.date')}
        value={props.date}
        min={claim.filedOn}
        max={props.today}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        error={refusal === undefined ? undefined : error[refusal]}
        data-testid="claim-decision-date"
      />
      <Button
        variant="default"
        mt={24}
        onClick={() => props.onChange(claim.filedOn)}
        data-testid="claim-decision-as-received"
      >
        {t('admin.claimDecision.asOfReceived', { date: received })}
      </Button>
    </Group>
  );
}

/** Plan 11.2 / 11.4: decided after the deadline in force, the claimant may treat it as denied. */
function LateWarning({ late }: { late: DeadlineInForce }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Alert color="yellow" data-testid="claim-decision-late">
      <Group gap="xs">
        <Text size="sm">
          {t('admin.claimDecision.late', { date: format.date(late.due), rule: late.rule })}
        </Text>
        <RuleBadges rules={[late.rule]} />
      </Group>
    </Alert>
  );
}

/**
 * The chosen claim as the engine sees it on the decision date (GET ...claims?asOf=): a decision
 * dated then acts on the claim as it stood (Plan 11.2, 11.4: its status, the extension given by
 * then). Today's answer for today; while the day's answer loads, today's stands. `asOf` is set
 * when the claim shown is another day's.
 */
function useClaimAsOf(
  participantId: string,
  current: ClaimDeadlines | undefined,
  date: string,
  todays: ClaimDeadlines[],
): (ClaimDeadlines & { asOf?: string }) | undefined {
  const past = current !== undefined && date !== todayIso();
  const loaded = useLoad(`claims:${participantId}:${past ? date : ''}`, (signal) =>
    past ? writes.claims(participantId, signal, date) : Promise.resolve(todays),
  );
  if (current === undefined || !past) return current;
  const then = loaded.data?.find((c) => c.id === current.id);
  return then === undefined ? current : { ...then, asOf: date };
}

function ActionChoice(props: {
  actions: Action[];
  action: Action;
  onChange: (action: Action) => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledChoice
      label={t('admin.claimDecision.action')}
      testId="claim-decision-action"
      value={props.action}
      onChange={props.onChange}
      data={props.actions.map((a) => ({
        value: a,
        label: t(`admin.claimDecision.actions.${a}`),
      }))}
    />
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
