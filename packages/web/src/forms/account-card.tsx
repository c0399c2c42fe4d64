import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Fund } from '../api/types';
import { useAccountName } from '../components/labels';
import {
  accountKind,
  installmentYears,
  type AccountDraft,
  type FormError,
  type ScheduleDraft,
  type ScheduleForm,
} from './election-state';
import { FieldNotes } from './field-notes';
import { InvestmentFields, PctInput } from './investment-fields';
import type { PlacedRefusal } from './refusals';

interface Notes {
  errors: readonly FormError[];
  refusals: readonly PlacedRefusal[];
}

/** Lump sum, installments (2-10 RTA, 2-5 SDA), partial lump (RTA), start month (RTA). */
function ScheduleFields(props: {
  account: string;
  value: ScheduleDraft;
  onChange: (value: ScheduleDraft) => void;
  notes: Notes;
}) {
  const { t } = useTranslation();
  const { account, value, onChange } = props;
  const kind = accountKind(account) === 'SDA' ? 'SDA' : 'RTA';
  const [min, max] = installmentYears[kind];
  const forms: ScheduleForm[] =
    kind === 'RTA' ? ['lump', 'installments', 'partial'] : ['lump', 'installments'];
  const slot = `schedules.${account}`;
  const name = (field: string) => `${slot}.${field}`;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('election.schedule')}
      </Text>
      <SegmentedControl
        value={value.form}
        onChange={(form) => onChange({ ...value, form: form as ScheduleForm })}
        data={forms.map((form) => ({ value: form, label: t(`election.forms.${form}`) }))}
        data-testid={name('form')}
        w="fit-content"
      />
      <Group gap="sm" align="flex-end">
        {value.form !== 'lump' && (
          <PctInput
            label={t('election.years', { min, max })}
            name={name('years')}
            value={value.years}
            onChange={(years) => onChange({ ...value, years })}
            w={130}
            unit={null}
          />
        )}
        {value.form === 'partial' && (
          <PctInput
            label={t('election.lumpPct')}
            name={name('lumpPct')}
            value={value.lumpPct}
            onChange={(lumpPct) => onChange({ ...value, lumpPct })}
            w={130}
          />
        )}
        {kind === 'RTA' && (
          <TextInput
            label={t('election.startMonths')}
            name={name('startMonths')}
            placeholder={t('election.startDefault')}
            value={value.startMonths}
            onChange={(event) => onChange({ ...value, startMonths: event.currentTarget.value })}
            inputMode="numeric"
            w={380}
          />
        )}
      </Group>
      <FieldNotes slot={slot} {...props.notes} />
    </Stack>
  );
}

/** One sub-account of the election: its share, schedule and investments. */
export function AccountCard(props: {
  entry: AccountDraft;
  funds: readonly Fund[];
  onChange: (entry: AccountDraft) => void;
  onRemove?: () => void;
  notes: Notes;
}) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const { entry, onChange } = props;
  const sda = accountKind(entry.account) === 'SDA';
  const slot = `allocation.${entry.account}`;
  return (
    <Card withBorder radius="md" padding="md" data-account={entry.account}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Group gap="sm" align="flex-end">
            <Text fw={600} pb={6} miw={220}>
              {sda && entry.account === 'SDA:' ? t('account.SDA') : accountName(entry.account)}
            </Text>
            {sda && (
              <TextInput
                type="month"
                label={t('election.sdaMonth')}
                name={`${slot}.month`}
                value={entry.account.slice(4)}
                onChange={(event) =>
                  onChange({ ...entry, account: `SDA:${event.currentTarget.value}` })
                }
                w={180}
              />
            )}
            <PctInput
              label={t('election.share')}
              name={`${slot}.pct`}
              value={entry.pct}
              onChange={(pct) => onChange({ ...entry, pct })}
              w={110}
            />
          </Group>
          {props.onRemove !== undefined && (
            <Button variant="subtle" color="red" size="xs" onClick={props.onRemove}>
              {t('election.remove')}
            </Button>
          )}
        </Group>
        <FieldNotes slot={slot} {...props.notes} />
        <ScheduleFields
          account={entry.account}
          value={entry.schedule}
          onChange={(schedule) => onChange({ ...entry, schedule })}
          notes={props.notes}
        />
        <Text size="sm" fw={500}>
          {t('election.investments')}
        </Text>
        <InvestmentFields
          account={entry.account}
          funds={props.funds}
          value={entry.investments}
          onChange={(investments) => onChange({ ...entry, investments })}
          {...props.notes}
        />
      </Stack>
    </Card>
  );
}
