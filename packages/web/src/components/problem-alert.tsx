import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import type { Problem } from '../api/types';
import { RuleBadges } from './labels';

/** The plan sections a problem cites: `rules`, else `rule`, without repeats. */
export function rulesOf(problem: Problem | undefined): string[] {
  const rules = [...(problem?.rules ?? []), ...(problem?.rule === undefined ? [] : [problem.rule])];
  return [...new Set(rules)];
}

/** An API failure: its `detail`, the plan section behind it, and a retry. */
export function ProblemAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const problem = error instanceof ApiError ? error.problem : undefined;
  const title = problem?.title ?? t('common.errorTitle');
  const detail = problem?.detail ?? (error instanceof Error ? error.message : String(error));
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-testid="problem">
      <Stack gap={6}>
        {detail !== title && <Text size="sm">{detail}</Text>}
        <Group gap="xs">
          <RuleBadges rules={rulesOf(problem)} />
          {problem?.field !== undefined && (
            <Text size="xs" c="dimmed">
              {t('common.field', { field: problem.field })}
            </Text>
          )}
          {problem?.code !== undefined && (
            <Text size="xs" c="dimmed" ff="monospace">
              {t('common.code', { code: problem.code })}
            </Text>
          )}
        </Group>
        {onRetry !== undefined && (
          <Group>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
