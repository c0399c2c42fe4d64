/**
 * A change that waits for a second person (a record change, a beneficiary designation): its
 * approval as a badge, and the button that gives it to anyone allowed who did not record it.
 */
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { User } from '../api/types';
import type { Column } from './data-table';
import { ProblemAlert } from './problem-alert';

/** Who may approve another person's change: the plan's administrators and the Committee. */
export const approverRoles = ['administrator', 'committee'];

export interface Approvable {
  id: string;
  approval: { status: string; approvedBy?: string };
  recordedBy: string;
}

/** The history table's approval column: `approve(id)` gives it, `onApproved` reloads. */
export function approvalColumn<T extends Approvable>(
  t: TFunction,
  props: {
    user: User;
    testIdPrefix: string;
    approve: (id: string) => Promise<unknown>;
    onApproved: () => void;
  },
): Column<T> {
  return {
    key: 'approval',
    header: t('admin.approval.title'),
    cell: (row) => (
      <ApprovalCell
        approval={row.approval}
        recordedBy={row.recordedBy}
        user={props.user}
        testId={`${props.testIdPrefix}-${row.id}`}
        onApprove={async () => {
          await props.approve(row.id);
          props.onApproved();
        }}
      />
    ),
  };
}

/** The approval of a change that waits for a second person, and the button that gives it. */
export function ApprovalCell(props: {
  approval: { status: string; approvedBy?: string };
  recordedBy: string;
  user: User;
  testId: string;
  onApprove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const { approval } = props;
  if (approval.status !== 'pending')
    return (
      <Badge variant="light" color={approval.status === 'approved' ? 'green' : 'gray'} tt="none">
        {approval.status === 'approved'
          ? t('admin.approval.approvedBy', { who: approval.approvedBy ?? '' })
          : t('admin.approval.notNeeded')}
      </Badge>
    );
  const mayApprove =
    approverRoles.includes(props.user.role) && props.recordedBy !== props.user.username;
  return (
    <Stack gap={4}>
      <Badge variant="light" color="orange" tt="none" data-testid={`${props.testId}-pending`}>
        {t('admin.approval.pending')}
      </Badge>
      {mayApprove ? (
        <Button
          size="compact-xs"
          loading={busy}
          data-testid={props.testId}
          onClick={() => {
            setBusy(true);
            setError(undefined);
            props.onApprove().then(
              () => setBusy(false),
              (e: unknown) => {
                setBusy(false);
                setError(e);
              },
            );
          }}
        >
          {t('admin.approval.approve')}
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          {t('admin.approval.otherPerson')}
        </Text>
      )}
      {error !== undefined && <ProblemAlert error={error} />}
    </Stack>
  );
}
