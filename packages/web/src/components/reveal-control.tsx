import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Reveal a participant's tax id and bank account: the person says why first, and the reason
 * goes to the server as X-Reason, which the audit records with the reveal (issue 12).
 * `reason` is the reason given while revealed, undefined while masked.
 */
export function RevealControl(props: {
  testId: string;
  reason: string | undefined;
  onChange: (reason: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const { testId, reason, onChange } = props;
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState('');
  if (reason !== undefined)
    return (
      <Group justify="flex-end">
        <Button variant="light" size="xs" onClick={() => onChange(undefined)} data-testid={testId}>
          {t('admin.record.hide')}
        </Button>
      </Group>
    );
  if (!asking)
    return (
      <Group justify="flex-end">
        <Button variant="light" size="xs" onClick={() => setAsking(true)} data-testid={testId}>
          {t('admin.record.reveal')}
        </Button>
      </Group>
    );
  const given = draft.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (given === '') return;
        setAsking(false);
        onChange(given);
      }}
    >
      <Group justify="flex-end" align="flex-end" wrap="wrap">
        <TextInput
          size="xs"
          label={t('admin.record.revealReason')}
          description={t('admin.record.revealReasonHint')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={200}
          required
          data-testid={`${testId}-reason`}
          style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
        />
        <Button size="xs" type="submit" disabled={given === ''} data-testid={`${testId}-confirm`}>
          {t('admin.record.revealConfirm')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setAsking(false)}>
          {t('admin.record.revealCancel')}
        </Button>
      </Group>
    </form>
  );
}
