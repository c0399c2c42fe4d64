import { localizeTrace } from '@defcomp/domain/trace-steps';
import { Code, List, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trace } from '../api/types';
import { RuleBadges } from './labels';

const sectionPattern = /^(\d+\.\d+(\([a-z0-9]+\))*|§.+)$/i;

function isRuleList(value: Trace): value is string[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && sectionPattern.test(item))
  );
}

/**
 * A step of the engine's trace in the UI language: the engine writes English, which the domain's
 * catalog reads back into its step and writes in zh-Hant (issue 12 item 4); any other text, and
 * a line the catalog does not know, shows as it is.
 */
export function useTraceText(): (line: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'zh-Hant' ? 'zh-Hant' : 'en';
  return (line) => localizeTrace(line, language);
}

function TraceText({ text }: { text: string }) {
  const localize = useTraceText();
  return (
    <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {localize(text)}
    </Text>
  );
}

/**
 * The label of a named value: its message in `labels` (a group of the message tables, such as
 * `withholdingTrace`) in the UI language, or the name as the server gives it.
 */
/** A label wraps rather than push its value past a phone's edge (issue 22 item 9). */
const labelStyle: CSSProperties = { verticalAlign: 'top', minWidth: '7em', maxWidth: '16em' };

function useFieldLabel(labels: string | undefined): (key: string) => string {
  const { t, i18n } = useTranslation();
  return (key) => {
    const path = labels === undefined ? undefined : `${labels}.${key}`;
    return path !== undefined && i18n.exists(path) ? t(path) : key;
  };
}

/**
 * How a value was computed (STYLE.md habit 6), whatever shape the server gives it:
 * text, a list of steps, or named values (nested). Lists of plan sections show as badges.
 * `labels` names the message group that labels the named values (in every language).
 */
export function TraceView({
  trace,
  depth = 0,
  labels,
}: {
  trace: Trace;
  depth?: number;
  labels?: string;
}) {
  const label = useFieldLabel(labels);
  if (trace === null)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  if (typeof trace === 'string') return <TraceText text={trace} />;
  if (typeof trace === 'number' || typeof trace === 'boolean') return <Code>{String(trace)}</Code>;
  if (isRuleList(trace) && trace.length > 0) return <RuleBadges rules={trace} />;
  if (Array.isArray(trace)) {
    return (
      <List size="sm" spacing={4} type={depth === 0 ? 'ordered' : 'unordered'} withPadding>
        {trace.map((item, index) => (
          <List.Item key={index}>
            <TraceView trace={item} depth={depth + 1} labels={labels} />
          </List.Item>
        ))}
      </List>
    );
  }
  const entries = Object.entries(trace);
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm" w="auto">
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th fw={500} c="dimmed" style={labelStyle}>
              {label(key)}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <TraceView trace={value} depth={depth + 1} labels={labels} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
