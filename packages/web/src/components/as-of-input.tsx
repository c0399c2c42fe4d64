import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../format/dates';

/** The "as of" date: a plain date input; only a whole date is taken. */
export function AsOfInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      label={t('common.asOf')}
      value={value}
      onChange={(event) => {
        const date = event.currentTarget.value;
        if (isIsoDate(date)) onChange(date);
      }}
      data-testid="as-of"
      w={180}
    />
  );
}
