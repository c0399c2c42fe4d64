import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../api/client';
import type { User } from '../api/types';
import { LanguageSwitch } from '../components/language-switch';
import { ProblemAlert } from '../components/problem-alert';
import { readCode } from '../forms/account-state';

/** The server asks for the authenticator's code (ASVS V6.6): the form's second step. */
const asksForCode = (error: unknown) =>
  error instanceof ApiError && error.problem.code === 'second_factor_required';

/** The second step of a sign-in with a second factor: the authenticator's code. */
function CodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('login.code')}
      description={t('login.codeHint')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      autoFocus
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid="login-code"
    />
  );
}

type OnSignedIn = (user: User, secondFactor?: { enrolOnly: boolean }) => void;

/** The sign-in's state: the password, then the code when the server asks for one. */
function useSignIn(onSignedIn: OnSignedIn) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [needCode, setNeedCode] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const typed = needCode ? readCode(code) : undefined;
      const answer = await api.signIn(username, password, typed);
      onSignedIn(answer.user, answer.secondFactor);
    } catch (failure) {
      if (asksForCode(failure)) setNeedCode(true);
      // The first time the code is only asked for: no error to show yet.
      setError(asksForCode(failure) && !needCode ? undefined : failure);
    } finally {
      setBusy(false);
    }
  }
  return {
    username,
    setUsername,
    password,
    setPassword,
    code,
    setCode,
    needCode,
    error,
    busy,
    submit,
  };
}

export function LoginPage({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const { t } = useTranslation();
  const {
    username,
    setUsername,
    password,
    setPassword,
    code,
    setCode,
    needCode,
    error,
    busy,
    submit,
  } = useSignIn(onSignedIn);

  return (
    <Center mih="100vh" bg="var(--mantine-color-gray-1)" p="md">
      <Stack w={400} maw="100%" gap="md">
        <Stack gap={2} align="center">
          <Title order={1} c="blue.8">
            {t('app.name')}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {t('app.plan')}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <form onSubmit={(event) => void submit(event)} data-testid="login-form">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('login.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('login.subtitle')}
              </Text>
              <TextInput
                label={t('login.username')}
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(event) => setUsername(event.currentTarget.value)}
              />
              <PasswordInput
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              {needCode && <CodeField value={code} onChange={setCode} />}
              {error !== undefined && <ProblemAlert error={error} />}
              <Button type="submit" loading={busy} fullWidth mt="xs">
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Center>
          <LanguageSwitch />
        </Center>
      </Stack>
    </Center>
  );
}
