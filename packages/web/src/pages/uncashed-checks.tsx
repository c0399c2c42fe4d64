/**
 * Plan 12.10 on a payment run's page (issue 22 item 8): payroll or the administrator reports
 * checks of the run not cashed by a day, or payments that came back. Returned, or not cashed
 * past the plan's uncashedCheckDays, the payee is presumed missing and his later payments are
 * held (his Payees tab then says so); a payment returned is owed again.
 */
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin } from '../api/admin';
import type { PaymentRunWithLines, User } from '../api/types';
import { ProblemAlert } from '../components/problem-alert';
import { useAction } from '../components/use-action';
import { useFormat } from '../components/use-format';
import { todayIso } from '../format/dates';
import { LabelledChoice } from '../components/labelled-choice';
import {
  cashableLines,
  returnedBody,
  uncashedBody,
  uncashedReady,
  type CheckReport,
  type UncashedDraft,
} from '../forms/payee-state';
import { routeHref } from '../routes';

/** Who reports checks not cashed (the server's writers of the route). */
export const reportsUncashed = (user: User) => ['administrator', 'payroll'].includes(user.role);

interface Recorded {
  events: { payee: string; details: Record<string, unknown> }[];
}

/**
 * Sends the report; answers the participants whose payee is now presumed missing: each one
 * returned (settlement suspends his payee), or not cashed past the plan's period.
 */
async function report(run: PaymentRunWithLines, draft: UncashedDraft): Promise<string[]> {
  const participantOf = (lineNo: unknown) =>
    run.lines.find((l) => l.lineNo === lineNo)?.participantId ?? '';
  if (draft.kind === 'returned') {
    await admin.reportReturned(run.id, returnedBody(draft));
    return [...new Set(draft.lines.map(participantOf))];
  }
  const recorded = (await admin.reportUncashed(run.id, uncashedBody(draft))) as Recorded;
  const past = recorded.events.filter((e) => e.details.pastPeriod === true);
  return [...new Set(past.map((e) => participantOf(e.details.lineNo)))];
}

/** Who is presumed missing now, each linked to his Payees tab. */
function Presumed(props: { missing: string[]; names: Map<string, string> }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" data-testid="uncashed-recorded">
      <Group gap={6}>
        <Text size="sm">{t('admin.payees.uncashed.recorded')}</Text>
        {props.missing.length === 0 && <Text size="sm">{t('admin.payees.uncashed.none')}</Text>}
        {props.missing.map((p) => (
          <Anchor key={p} size="sm" href={routeHref({ page: 'participant', id: p, tab: 'payees' })}>
            {props.names.get(p) ?? p}
          </Anchor>
        ))}
      </Group>
    </Alert>
  );
}

/** The lines to report, each a checkbox: its payee and the day it was paid. */
function LineChoices(props: {
  lines: PaymentRunWithLines['lines'];
  chosen: number[];
  names: Map<string, string>;
  onToggle: (lineNo: number, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={4}>
      {props.lines.map((l) => (
        <Checkbox
          key={l.lineNo}
          checked={props.chosen.includes(l.lineNo)}
          onChange={(e) => props.onToggle(l.lineNo, e.currentTarget.checked)}
          data-testid={`uncashed-line-${l.lineNo}`}
          label={t('admin.payees.uncashed.line', {
            line: l.lineNo,
            name: props.names.get(l.participantId) ?? l.participantId,
            date: format.date(l.paidOn ?? ''),
          })}
        />
      ))}
    </Stack>
  );
}

/** The day a check was not cashed by (not for a return), and who reported it or why it came back. */
function ReportFields(props: {
  draft: UncashedDraft;
  set: (patch: Partial<UncashedDraft>) => void;
}) {
  const { t } = useTranslation();
  const { draft, set } = props;
  return (
    <Group grow align="flex-start">
      {draft.kind === 'uncashed' && (
        <TextInput
          type="date"
          label={t('admin.payees.uncashed.notCashedBy')}
          value={draft.notCashedBy}
          onChange={(e) => set({ notCashedBy: e.currentTarget.value })}
          data-testid="uncashed-date"
        />
      )}
      <TextInput
        label={t(
          draft.kind === 'returned'
            ? 'admin.payees.uncashed.whyReturned'
            : 'admin.payees.uncashed.reason',
        )}
        value={draft.reason}
        onChange={(e) => set({ reason: e.currentTarget.value })}
        data-testid="uncashed-reason"
      />
    </Group>
  );
}

export function UncashedChecks(props: {
  run: PaymentRunWithLines;
  names: Map<string, string>;
  onRecorded: () => void;
}) {
  const { t } = useTranslation();
  const today = todayIso();
  const lines = cashableLines(props.run.lines);
  const [draft, setDraft] = useState<UncashedDraft>({
    kind: 'uncashed',
    lines: [],
    notCashedBy: today,
    reason: '',
  });
  const [answer, setAnswer] = useState<{ missing: string[] }>();
  const action = useAction();
  if (lines.length === 0) return null;
  const set = (patch: Partial<UncashedDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const toggle = (lineNo: number, on: boolean) =>
    set({ lines: on ? [...draft.lines, lineNo] : draft.lines.filter((n) => n !== lineNo) });
  const submit = () =>
    action.run(
      () => report(props.run, draft),
      (missing) => {
        setAnswer({ missing });
        setDraft((d) => ({ ...d, lines: [], reason: '' }));
        props.onRecorded();
      },
    );
  return (
    <Paper withBorder p="md" data-testid="uncashed-form">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('admin.payees.uncashed.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.payees.uncashed.help')}
        </Text>
        <LabelledChoice<CheckReport>
          label={t('admin.payees.uncashed.kind')}
          value={draft.kind}
          onChange={(kind) => set({ kind })}
          data={(['uncashed', 'returned'] as const).map((value) => ({
            value,
            label: t(`admin.payees.uncashed.kinds.${value}`),
          }))}
          testId="uncashed-kind"
        />
        <LineChoices lines={lines} chosen={draft.lines} names={props.names} onToggle={toggle} />
        <ReportFields draft={draft} set={set} />
        {action.error !== undefined && <ProblemAlert error={action.error} />}
        {answer !== undefined && <Presumed missing={answer.missing} names={props.names} />}
        <Group>
          <Button
            data-testid="uncashed-submit"
            loading={action.busy}
            disabled={!uncashedReady(props.run.lines, draft, today)}
            onClick={submit}
          >
            {t(`admin.payees.uncashed.submit.${draft.kind}`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
