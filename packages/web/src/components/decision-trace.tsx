import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Trace } from '../api/types';
import { TraceView } from './trace-view';

/** A decision's step as the server gives it (server reports/decision-traces.ts). */
export interface DecisionStep {
  step: string;
  rule: string;
  inputs: Record<string, string>;
  outcome: Record<string, string>;
}

export type DecisionLabels = 'ficaTrace' | 'keyEmployeeTrace';

/**
 * Issue 22 item 4: the FICA (Treas. Reg. §31.3121(v)(2)-1) and Key Employee (1.20,
 * §1.409A-1(i)) decisions step by step, each in the UI language with the rule it cites, shown
 * with the withholding trace's component (TraceView) and its labels.
 */
export function DecisionTrace({
  steps,
  labels,
}: {
  steps: DecisionStep[];
  labels: DecisionLabels;
}) {
  const { t, i18n } = useTranslation();
  const word = (value: string) =>
    i18n.exists(`${labels}.values.${value}`) ? t(`${labels}.values.${value}`) : value;
  const words = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, word(v)]));
  return (
    <List size="sm" spacing={4} type="ordered" withPadding data-testid="decision-trace">
      {steps.map((s, index) => (
        <List.Item key={index}>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {i18n.exists(`${labels}.steps.${s.step}`) ? t(`${labels}.steps.${s.step}`) : s.step}
            </Text>
            <TraceView
              trace={{ rule: s.rule, inputs: words(s.inputs), outcome: words(s.outcome) } as Trace}
              labels={labels}
            />
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}

/** The decision folded under its name: a table's cell opens it (the withholding's LineWhy). */
export function DecisionDetails(props: { steps: DecisionStep[]; labels: DecisionLabels }) {
  const { t } = useTranslation();
  return (
    <details>
      <summary>
        <Text span size="sm">
          {t(`${props.labels}.show`)}
        </Text>
      </summary>
      <DecisionTrace {...props} />
    </details>
  );
}
