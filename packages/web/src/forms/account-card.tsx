import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LabelledChoice } from '../components/labelled-choice';
import type { Fund } from '../api/types';
import { useAccountName } from '../components/labels';
import {
  accountKind,
  type AccountDraft,
  type FormError,
  type PlanLimits,
  type YearRange,
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

/** The label of a number field, with the plan's range when it is known. */
function rangeLabel(t: TFunction, key: string, range: YearRange | undefined) {
  return range === undefined ? t(`${key}Any`) : t(key, { min: range[0], max: range[1] });
}

/**
 * Lump sum, installments (the plan's range: 5.1(c) RTA, 5.2(c) SDA), partial lump (RTA), start
 * month (RTA).
 */
function ScheduleFields(props: {
  account: string;
  value: ScheduleDraft;
  onChange: (value: ScheduleDraft) => void;
  notes: Notes;
  limits: PlanLimits | undefined;
}) {
  const { t } = useTranslation();
  const { account, value, onChange, limits } = props;
  const kind = accountKind(account) === 'SDA' ? 'SDA' : 'RTA';
  const forms: ScheduleForm[] =
    kind === 'RTA' ? ['lump', 'installments', 'partial'] : ['lump', 'installments'];
  const slot = `schedules.${account}`;
  const name = (field: string) => `${slot}.${field}`;
  return (
    <Stack gap={6}>
      <LabelledChoice<ScheduleForm>
        label={t('election.schedule')}
        value={value.form}
        onChange={(form) => onChange({ ...value, form })}
        data={forms.map((form) => ({ value: form, label: t(`election.forms.${form}`) }))}
        testId={name('form')}
        w="fit-content"
      />
      <Group gap="sm" align="flex-end">
        {value.form !== 'lump' && (
          <PctInput
            label={rangeLabel(t, 'election.years', limits?.installmentYears[kind])}
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
            label={rangeLabel(t, 'election.startMonths', limits?.firstPaymentMonths)}
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
  limits: PlanLimits | undefined;
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
          limits={props.limits}
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
