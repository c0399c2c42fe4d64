import { Box, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleBadges } from '../components/labels';
import type { FormError } from './election-state';
import type { PlacedRefusal } from './refusals';

/** What the form and the server say about one field, shown beneath it. */
export function FieldNotes(props: {
  slot: string;
  errors?: readonly FormError[];
  refusals?: readonly PlacedRefusal[];
}) {
  const { t } = useTranslation();
  const errors = (props.errors ?? []).filter((e) => e.field === props.slot);
  const refusals = (props.refusals ?? []).filter((r) => r.slot === props.slot);
  if (errors.length === 0 && refusals.length === 0) return null;
  return (
    <Stack gap={4} data-testid={`notes-${props.slot}`}>
      {errors.map((error) => (
        <Text key={error.key} size="xs" c="orange.8">
          {t(error.key, error.values)}
        </Text>
      ))}
      {refusals.map((refusal) => (
        <Group key={refusal.message} gap={6} wrap="nowrap" align="flex-start" data-refusal>
          <Box style={{ flexShrink: 0 }}>
            <RuleBadges rules={refusal.rules} />
          </Box>
          <Text size="xs" c="red.8">
            {refusal.message}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export interface Submission<T> {
  busy: boolean;
  result: T | undefined;
  error: unknown;
  run: (action: () => Promise<T>) => Promise<void>;
  reset: () => void;
}

/** One write at a time: its answer or its failure. */
export function useSubmission<T>(): Submission<T> {
  const [state, setState] = useState<{ busy: boolean; result?: T; error?: unknown }>({
    busy: false,
  });
  return {
    busy: state.busy,
    result: state.result,
    error: state.error,
    run: async (action) => {
      setState({ busy: true });
      try {
        const result = await action();
        setState({ busy: false, result });
      } catch (error) {
        setState({ busy: false, error });
      }
    },
    reset: () => setState({ busy: false }),
  };
}
