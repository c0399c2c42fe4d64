import { Box, Group, LoadingOverlay, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Loaded } from '../hooks';
import { ProblemAlert } from './problem-alert';

/** A page's title, what it shows, and its controls on the right. */
export function PageHeader(props: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={2}>{props.title}</Title>
        {props.subtitle !== undefined && (
          <Text size="sm" c="dimmed">
            {props.subtitle}
          </Text>
        )}
      </div>
      {props.children}
    </Group>
  );
}

/**
 * What a request gave: its problem with a retry, and a loading veil over the content (`mih`
 * keeps room for the veil; `blur` lets the previous content show through it).
 */
export function LoadedBox(props: {
  loaded: Loaded<unknown>;
  children: ReactNode;
  mih?: number;
  blur?: number;
}) {
  const { loaded, children, mih = 80, blur } = props;
  return (
    <>
      {loaded.error !== undefined && <ProblemAlert error={loaded.error} onRetry={loaded.reload} />}
      <Box pos="relative" mih={mih}>
        <LoadingOverlay
          visible={loaded.loading}
          overlayProps={blur === undefined ? undefined : { blur }}
          zIndex={50}
        />
        {children}
      </Box>
    </>
  );
}

/**
 * A button whose label wraps on a narrow window instead of pushing past its edge (a Mantine
 * button's label does not wrap by default).
 */
export const wrapping = {
  root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal' as const, paddingBlock: 4 },
};
