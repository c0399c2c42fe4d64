import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { workflows, type CompanyDecision, type CompanyDecisionKind } from '../api/workflows';
import { DecisionEffectView } from '../components/effect-view';
import { RuleBadges } from '../components/labels';
import { LoadedBox } from '../components/page';
import { LabelledChoice } from '../components/labelled-choice';
import { ProblemAlert } from '../components/problem-alert';
import {
  companyBody,
  companyErrors,
  emptyCompanyDraft,
  reasonHeader,
  type CompanyDraft,
} from '../forms/company-decision-state';
import { useSubmission } from '../forms/field-notes';
import { useLoad } from '../hooks';

/** A company decision's request in words (the kind column names it). */
export function describePayload(d: CompanyDecision, date: (value: string) => string): string {
  const p = d.payload as Record<string, unknown>;
  const text = (key: string) => (typeof p[key] === 'string' ? date(p[key]) : '—');
  if (d.kind === 'keyEmployeeList') {
    const ids = Array.isArray(p.participantIds) ? p.participantIds.join(', ') : '—';
    return `${text('identificationDate')}: ${ids}`;
  }
  if (d.kind === 'planTermination') return `${text('date')} → ${text('payOn')}`;
  return text('date');
}

/** GET /decisions/{id}/effect: what approving the decision would change now (12.9). */
export function DecisionEffectPanel({ decisionId }: { decisionId: string }) {
  const loaded = useLoad(`effect:${decisionId}`, (signal) =>
    workflows.decisionEffect(decisionId, signal),
  );
  return (
    <LoadedBox loaded={loaded}>
      {loaded.data !== undefined && (
        <DecisionEffectView
          asOf={loaded.data.effect.asOf}
          payments={loaded.data.effect.payments}
          balances={loaded.data.effect.balances}
        />
      )}
    </LoadedBox>
  );
}

const kinds: CompanyDecisionKind[] = ['changeInControl', 'planTermination', 'keyEmployeeList'];
const rulesOf: Record<CompanyDecisionKind, string[]> = {
  changeInControl: ['1.4', '5.6'],
  planTermination: ['9.3'],
  keyEmployeeList: ['1.20'],
};

/** Which decision, the plan sections behind it and what it does. */
function KindChoice(props: {
  kind: CompanyDecisionKind;
  onChange: (kind: CompanyDecisionKind) => void;
}) {
  const { t } = useTranslation();
  const draft = { kind: props.kind };
  return (
    <>
      <Title order={3} size="h4">
        {t('company.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('company.hint')}
      </Text>
      <LabelledChoice
        label={t('company.kind')}
        testId="company-kind"
        value={draft.kind}
        onChange={props.onChange}
        data={kinds.map((k) => ({ value: k, label: t(`decisions.kinds.${k}`) }))}
      />
      <Group gap="xs">
        <RuleBadges rules={rulesOf[draft.kind]} />
        <Text size="sm">{t(`company.effects.${draft.kind}`)}</Text>
      </Group>
    </>
  );
}

/** The dates (and names) a company decision of each kind takes. */
function CompanyFields(props: {
  draft: CompanyDraft;
  set: (patch: Partial<CompanyDraft>) => void;
  error: (field: keyof CompanyDraft) => string | undefined;
}) {
  const { t } = useTranslation();
  const { draft, set, error } = props;
  return (
    <>
      {draft.kind === 'keyEmployeeList' ? (
        <>
          <TextInput
            type="date"
            label={t('company.identificationDate')}
            value={draft.identificationDate}
            error={error('identificationDate')}
            onChange={(e) => set({ identificationDate: e.currentTarget.value })}
          />
          <Textarea
            label={t('company.participantIds')}
            description={t('company.participantIdsHint')}
            autosize
            minRows={2}
            value={draft.participantIds}
            error={error('participantIds')}
            onChange={(e) => set({ participantIds: e.currentTarget.value })}
          />
        </>
      ) : (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t(draft.kind === 'planTermination' ? 'company.terminatedOn' : 'company.date')}
            value={draft.date}
            error={error('date')}
            onChange={(e) => set({ date: e.currentTarget.value })}
            data-testid="company-date"
          />
          {draft.kind === 'planTermination' && (
            <TextInput
              type="date"
              label={t('company.payOn')}
              value={draft.payOn}
              error={error('payOn')}
              onChange={(e) => set({ payOn: e.currentTarget.value })}
            />
          )}
        </Group>
      )}
    </>
  );
}

/**
 * A Committee member prepares a company decision (1.4, 9.3, 1.20) with his reason and a
 * confirmation; another member approves it in the inbox above, and only then is it recorded.
 */
export function CompanyDecisionForms({ onPrepared }: { onPrepared: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CompanyDraft>(() => emptyCompanyDraft());
  const [shown, setShown] = useState(false);
  const submission = useSubmission<CompanyDecision>();
  const errors = shown ? companyErrors(draft) : {};
  const error = (field: keyof CompanyDraft) => (errors[field] ? t(errors[field]) : undefined);
  const set = (patch: Partial<CompanyDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const body = companyBody(draft);
    if (body === undefined) return;
    void submission.run(async () => {
      const decision = await workflows.prepareCompanyDecision(body, reasonHeader(draft.reason));
      setDraft(emptyCompanyDraft(draft.kind));
      setShown(false);
      onPrepared();
      return decision;
    });
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="company-form">
        <Stack gap="sm" maw={640}>
          <KindChoice
            kind={draft.kind}
            onChange={(kind) => {
              setDraft(emptyCompanyDraft(kind));
              setShown(false);
            }}
          />
          <CompanyFields draft={draft} set={set} error={error} />
          <Textarea
            label={t('company.reason')}
            description={t('company.reasonHint')}
            autosize
            minRows={2}
            value={draft.reason}
            error={error('reason')}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            data-testid="company-reason"
          />
          <Checkbox
            label={t('company.confirm')}
            checked={draft.confirmed}
            error={error('confirmed')}
            onChange={(e) => set({ confirmed: e.currentTarget.checked })}
            data-testid="company-confirm"
          />
          {submission.result !== undefined && (
            <Alert color="teal" data-testid="company-prepared">
              {t('company.prepared', { id: submission.result.id })}
            </Alert>
          )}
          {submission.error !== undefined && <ProblemAlert error={submission.error} />}
          <Group>
            <Button type="submit" loading={submission.busy} data-testid="company-prepare">
              {t('company.prepare')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
