import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Fund } from '../api/types';
import { pctSum, type FormError } from './election-state';
import { FieldNotes } from './field-notes';
import type { PlacedRefusal } from './refusals';

/** A whole-percentage input: the text as typed (nothing parsed until the body is built). */
export function PctInput(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  placeholder?: string;
  w?: number;
  error?: boolean;
  /** The unit shown in the field; null for a plain count (years, months). */
  unit?: string | null;
}) {
  const unit = props.unit === undefined ? '%' : props.unit;
  return (
    <TextInput
      label={props.label}
      name={props.name}
      description={props.description}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      inputMode="numeric"
      rightSection={
        unit === null ? undefined : (
          <Text size="sm" c="dimmed">
            {unit}
          </Text>
        )
      }
      w={props.w ?? 150}
      error={props.error}
    />
  );
}

/** A sub-account's investment allocation among the funds (7.4), with its running total. */
export function InvestmentFields(props: {
  account: string;
  funds: readonly Fund[];
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  errors?: readonly FormError[];
  refusals?: readonly PlacedRefusal[];
}) {
  const { t } = useTranslation();
  const slot = `investments.${props.account}`;
  const sum = pctSum(Object.values(props.value));
  const begun = Object.values(props.value).some((v) => v.trim() !== '');
  const flagged = (props.refusals ?? []).some((r) => r.slot === slot);
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end">
        {props.funds.map((fund) => (
          <PctInput
            key={fund.id}
            label={fund.name ?? fund.id}
            name={`${slot}.${fund.id}`}
            value={props.value[fund.id] ?? ''}
            onChange={(text) => props.onChange({ ...props.value, [fund.id]: text })}
            w={140}
            error={flagged}
          />
        ))}
        <Text
          size="sm"
          c={sum === 100 ? 'teal.8' : 'dimmed'}
          display={begun ? undefined : 'none'}
          pb={8}
          data-testid={`sum-${slot}`}
        >
          {t('form.sum', { sum: sum ?? '?' })}
        </Text>
      </Group>
      <FieldNotes slot={slot} errors={props.errors} refusals={props.refusals} />
    </Stack>
  );
}
