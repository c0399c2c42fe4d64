import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/**
 * A choice among a few options with its visible label, which also names the control for a screen
 * reader (a SegmentedControl has no label of its own: WCAG 1.3.1, 4.1.2).
 */
export function LabelledChoice<T extends string>(
  props: {
    label: string;
    value: T;
    onChange: (value: T) => void;
    data: readonly ChoiceOption<T>[];
    testId?: string;
  } & Pick<SegmentedControlProps, 'w' | 'disabled' | 'orientation'>,
) {
  const labelId = useId();
  // Three or more options do not fit a phone's width side by side: they stack.
  const narrow = useMediaQuery('(max-width: 47.99em)') === true;
  const stacked = narrow && props.data.length > 2;
  const orientation = props.orientation ?? (stacked ? 'vertical' : 'horizontal');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={props.value}
        onChange={(value) => props.onChange(value as T)}
        data={[...props.data]}
        data-testid={props.testId}
        w={props.w}
        disabled={props.disabled}
        orientation={orientation}
      />
    </Stack>
  );
}
