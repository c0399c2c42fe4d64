import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClaimDeadlines } from '../api/types';
import { RuleBadges } from '../components/labels';
import { useFormat } from '../components/use-format';

/** 11.4: after an appeal, the review's period is the one the decision must meet. */
const onReview = new Set(['appealed', 'reviewExtended']);

/** The deadline a decision dated now must meet, and the rule that sets it. */
export interface DeadlineInForce {
  due: string;
  rule: '11.2' | '11.4';
}

/**
 * Plan 11.2: 90 days from receipt (`claimDecisionDays`), 180 once the claimant was notified of
 * an extension (`claimDecisionExtendedDays`); Plan 11.4: on review, the review's period.
 */
export function deadlineInForce(claim: ClaimDeadlines): DeadlineInForce | null {
  if (onReview.has(claim.status))
    return claim.reviewDue === null ? null : { due: claim.reviewDue, rule: '11.4' };
  const period = claim.extendedOn === null ? claim.decisionPeriod : claim.extendedPeriod;
  return { due: period.due, rule: '11.2' };
}

/** Why a decision date is refused in the form (the server refuses it too). */
export type DateRefusal = 'required' | 'beforeReceived' | 'afterToday';

/** Plan 11.1: a claim is decided from the day it was received, through today. */
export function decisionDateRefusal(
  date: string,
  claim: Pick<ClaimDeadlines, 'filedOn'>,
  today: string,
): DateRefusal | undefined {
  if (date === '') return 'required';
  if (date < claim.filedOn) return 'beforeReceived';
  if (date > today) return 'afterToday';
  return undefined;
}

/** Plan 11.2 / 11.4: decided after the deadline in force, the claimant may treat it as denied. */
export function lateDecision(claim: ClaimDeadlines, date: string): DeadlineInForce | undefined {
  const deadline = deadlineInForce(claim);
  return deadline !== null && date > deadline.due ? deadline : undefined;
}

type DeadlineState = 'inForce' | 'extended' | 'ifExtended';
interface DeadlineRow {
  key: string;
  label: string;
  date: string;
  rule: string;
  state?: DeadlineState | undefined;
  note?: string | undefined;
}

/** The rows of the list: each day with its rule, the one in force marked (11.1, 11.2, 11.4). */
function deadlineRows(claim: ClaimDeadlines, t: TFunction, date: (d: string) => string) {
  const inForce = deadlineInForce(claim);
  const extended = claim.extendedOn !== null;
  const extendedState: DeadlineState = !extended
    ? 'ifExtended'
    : inForce?.rule === '11.2'
      ? 'inForce'
      : 'extended';
  const rows: DeadlineRow[] = [
    { key: 'filedOn', label: t('claims.filedOn'), date: claim.filedOn, rule: '11.1' },
    {
      key: 'decisionPeriod',
      label: t('claims.decisionPeriod', { days: claim.decisionPeriod.days }),
      date: claim.decisionPeriod.due,
      rule: '11.2',
      state: inForce?.rule === '11.2' && !extended ? 'inForce' : undefined,
    },
    {
      key: 'extendedPeriod',
      label: t('claims.extendedPeriod', { days: claim.extendedPeriod.days }),
      date: claim.extendedPeriod.due,
      rule: '11.2',
      state: extendedState,
      note:
        claim.extendedOn === null
          ? undefined
          : t('claims.extendedOn', { date: date(claim.extendedOn) }),
    },
  ];
  if (claim.reviewDue !== null)
    rows.push({
      key: 'reviewDue',
      label: t('claims.reviewDue'),
      date: claim.reviewDue,
      rule: '11.4',
      state: inForce?.rule === '11.4' ? 'inForce' : undefined,
    });
  return rows;
}

/**
 * What the Committee decides by (Article XI): the date received (11.1), the 90-day deadline and
 * the 180-day one, each marked when in force (11.2), and the review's on appeal (11.4).
 */
export function ClaimDeadlineList({ claim }: { claim: ClaimDeadlines }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = deadlineRows(claim, t, format.date);
  return (
    <Table
      data-testid="claim-deadlines"
      w="auto"
      captionSide="top"
      withRowBorders={false}
      verticalSpacing={4}
    >
      <Table.Caption>{t('claims.deadlinesCaption', { id: claim.id })}</Table.Caption>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-row={row.key} data-state={row.state}>
            <Table.Th scope="row" fw={500}>
              {row.label}
            </Table.Th>
            <Table.Td>
              <Stack gap={2}>
                <Group gap="xs">
                  <Text size="sm">{format.date(row.date)}</Text>
                  {row.state !== undefined && (
                    <Badge
                      size="sm"
                      variant="light"
                      color={row.state === 'inForce' ? 'blue' : 'gray'}
                    >
                      {t(`claims.deadlineState.${row.state}`)}
                    </Badge>
                  )}
                  <RuleBadges rules={[row.rule]} />
                </Group>
                {row.note !== undefined && (
                  <Text size="xs" c="dimmed">
                    {row.note}
                  </Text>
                )}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
