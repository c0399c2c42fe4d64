import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/types';
import { workflows, type Enrolment, type SessionView } from '../api/workflows';
import { DataTable, type Column } from '../components/data-table';
import { LoadedBox, PageHeader } from '../components/page';
import { ProblemAlert } from '../components/problem-alert';
import { useFormat } from '../components/use-format';
import {
  describeAgent,
  groupSecret,
  passwordErrors,
  readCode,
  type PasswordChange,
} from '../forms/account-state';
import { useSubmission, type Submission } from '../forms/field-notes';
import { useLoad } from '../hooks';

function useSessionColumns(
  busy: boolean,
  end: (session: SessionView) => void,
): Column<SessionView>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'device',
      header: t('security.device'),
      cell: (s) => (
        <Stack gap={0}>
          <Group gap={6}>
            <Text size="sm">{describeAgent(s.userAgent)}</Text>
            {s.current && (
              <Badge color="teal" variant="light" data-testid="current-session">
                {t('security.current')}
              </Badge>
            )}
            {s.enrolOnly && (
              <Badge color="yellow" variant="light">
                {t('security.enrolOnly')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {s.address}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'created',
      header: t('security.signedIn'),
      cell: (s) => format.instant(s.createdAt),
    },
    {
      key: 'seen',
      header: t('security.lastSeen'),
      cell: (s) => format.instant(s.lastSeenAt),
    },
    {
      key: 'expires',
      header: t('security.expires'),
      cell: (s) => format.instant(s.expiresAt),
    },
    {
      key: 'end',
      header: <VisuallyHidden>{t('security.end')}</VisuallyHidden>,
      cell: (s) =>
        s.current ? (
          <Text size="xs" c="dimmed" maw={200}>
            {t('security.currentHint')}
          </Text>
        ) : (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={busy}
            onClick={() => end(s)}
            data-testid={`revoke-${s.id}`}
          >
            {t('security.end')}
          </Button>
        ),
    },
  ];
}

/** ASVS V7.4-V7.5: where and when the user is signed in; he ends any other session. */
function Sessions() {
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  const sessions = useLoad(`sessions:${reloads}`, (signal) => workflows.sessions(signal), {
    keepPrevious: true,
  });
  const revoke = useSubmission<string>();
  const end = (session: SessionView) =>
    revoke.run(async () => {
      await workflows.revokeSession(session.id);
      setReloads((n) => n + 1);
      return session.id;
    });
  const columns = useSessionColumns(revoke.busy, (session) => void end(session));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('security.sessions')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('security.sessionsHint')}
      </Text>
      {revoke.result !== undefined && (
        <Alert color="teal" data-testid="session-revoked">
          {t('security.revoked')}
        </Alert>
      )}
      {revoke.error !== undefined && <ProblemAlert error={revoke.error} />}
      <LoadedBox loaded={sessions}>
        <DataTable
          testId="sessions"
          label={t('security.sessions')}
          rows={sessions.data ?? []}
          rowKey={(s) => s.id}
          columns={columns}
        />
      </LoadedBox>
    </Stack>
  );
}

type Step = Submission<string>;

/** The password again, then the server issues a secret (ASVS V6.6). */
function EnrolStart({ step, onStarted }: { step: Step; onStarted: (e: Enrolment) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const start = (event: FormEvent) => {
    event.preventDefault();
    void step.run(async () => {
      onStarted(await workflows.startEnrolment(password));
      setPassword('');
      return 'started';
    });
  };
  return (
    <form onSubmit={start} data-testid="enrol-form">
      <Stack gap="xs" maw={420}>
        <Text size="sm">{t('security.enrolHint')}</Text>
        <PasswordInput
          label={t('security.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          data-testid="enrol-password"
        />
        <Group>
          <Button type="submit" loading={step.busy} data-testid="enrol-start">
            {t('security.enrolStart')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CodeInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('security.code')}
      description={t('security.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid="enrol-code"
    />
  );
}

/** The secret shown (and its otpauth:// link), confirmed by a code from the app. */
function EnrolConfirm(props: { enrolment: Enrolment; step: Step; onEnrolled: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const typed = readCode(code);
    void props.step.run(async () => {
      if (typed === undefined) throw new Error(t('security.errors.code'));
      await workflows.confirmEnrolment(typed);
      props.onEnrolled();
      return 'enrolled';
    });
  };
  return (
    <form onSubmit={confirm} data-testid="enrol-confirm-form">
      <Stack gap="xs" maw={520}>
        <Text size="sm">{t('security.secretHint')}</Text>
        <Code
          data-testid="enrol-secret"
          fz="md"
          p="xs"
          style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}
        >
          {groupSecret(props.enrolment.secret)}
        </Code>
        <Anchor href={props.enrolment.uri} size="sm" data-testid="enrol-uri">
          {t('security.openApp')}
        </Anchor>
        <CodeInput value={code} onChange={setCode} />
        <Group>
          <Button type="submit" loading={props.step.busy} data-testid="enrol-confirm">
            {t('security.confirmCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The password and a code remove the factor; every session of the account ends. */
function RemoveFactor({ step }: { step: Step }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const remove = (event: FormEvent) => {
    event.preventDefault();
    const typed = readCode(code);
    void step.run(async () => {
      if (typed === undefined) throw new Error(t('security.errors.code'));
      await workflows.removeSecondFactor(password, typed);
      return 'removed';
    });
  };
  return (
    <form onSubmit={remove} data-testid="remove-factor-form">
      <Stack gap="xs" maw={420}>
        <Text size="sm">{t('security.removeHint')}</Text>
        <PasswordInput
          label={t('security.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <CodeInput value={code} onChange={setCode} />
        <Group>
          <Button type="submit" color="red" variant="light" loading={step.busy}>
            {t('security.remove')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** ASVS V6.6: enrol a TOTP authenticator (password again, secret shown, a code confirms it). */
function SecondFactor() {
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  const state = useLoad(`second-factor:${reloads}`, (signal) => workflows.secondFactor(signal));
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const step = useSubmission<string>();
  const enrolled = state.data?.enrolled === true;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('security.secondFactor')}
      </Title>
      <LoadedBox loaded={state}>
        <Stack gap="xs">
          <Group gap="xs">
            <Badge
              color={enrolled ? 'teal' : 'gray'}
              variant="light"
              data-testid="second-factor-state"
            >
              {enrolled ? t('security.enrolled') : t('security.notEnrolled')}
            </Badge>
            {state.data?.enrolOnly === true && (
              <Text size="sm" c="orange.8">
                {t('security.mustEnrol')}
              </Text>
            )}
          </Group>
          {step.result === 'enrolled' && (
            <Alert color="teal" data-testid="second-factor-enrolled">
              {t('security.enrolledNow')}
            </Alert>
          )}
          {step.result === 'removed' && (
            <Alert color="teal" data-testid="second-factor-removed">
              {t('security.removedNow')}
            </Alert>
          )}
          {step.error !== undefined && <ProblemAlert error={step.error} />}
          {!enrolled && enrolment === undefined && (
            <EnrolStart step={step} onStarted={setEnrolment} />
          )}
          {enrolment !== undefined && (
            <EnrolConfirm
              enrolment={enrolment}
              step={step}
              onEnrolled={() => {
                setEnrolment(undefined);
                setReloads((n) => n + 1);
              }}
            />
          )}
          {enrolled && <RemoveFactor step={step} />}
        </Stack>
      </LoadedBox>
    </Stack>
  );
}

/** ASVS V6.2.2: the current password again, a new one; every session ends. */
function ChangePassword() {
  const { t } = useTranslation();
  const [change, setChange] = useState<PasswordChange>({ current: '', next: '', confirm: '' });
  const [shown, setShown] = useState(false);
  const submission = useSubmission<true>();
  const errors = shown ? passwordErrors(change) : {};
  const set = (patch: Partial<PasswordChange>) => setChange((c) => ({ ...c, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(passwordErrors(change)).length > 0) return;
    void submission.run(async () => {
      await workflows.changePassword(change.current, change.next);
      setChange({ current: '', next: '', confirm: '' });
      setShown(false);
      return true;
    });
  };
  const error = (field: keyof PasswordChange) =>
    errors[field] === undefined ? undefined : t(errors[field]);
  return (
    <form onSubmit={submit} data-testid="password-form" noValidate>
      <Stack gap="xs" maw={420}>
        <Title order={3} size="h4">
          {t('security.changePassword')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.passwordHint')}
        </Text>
        <PasswordInput
          label={t('security.currentPassword')}
          autoComplete="current-password"
          value={change.current}
          error={error('current')}
          onChange={(e) => set({ current: e.currentTarget.value })}
        />
        <PasswordInput
          label={t('security.newPassword')}
          autoComplete="new-password"
          value={change.next}
          error={error('next')}
          onChange={(e) => set({ next: e.currentTarget.value })}
        />
        <PasswordInput
          label={t('security.confirmPassword')}
          autoComplete="new-password"
          value={change.confirm}
          error={error('confirm')}
          onChange={(e) => set({ confirm: e.currentTarget.value })}
        />
        {submission.result === true && (
          <Alert color="teal" data-testid="password-changed">
            {t('security.passwordChanged')}
          </Alert>
        )}
        {submission.error !== undefined && <ProblemAlert error={submission.error} />}
        <Group>
          <Button type="submit" loading={submission.busy}>
            {t('security.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The signed-in user's own security: sessions, second factor, password. */
export function AccountPage({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('security.title')}
        subtitle={t('security.subtitle', { username: user.username })}
      />
      <Paper withBorder radius="md" p="md">
        <Sessions />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <SecondFactor />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <ChangePassword />
      </Paper>
    </Stack>
  );
}
