import { useTranslation } from 'react-i18next';
import { formatDate, formatInstant, formatMonth } from '../format/dates';
import { formatCentsNumber, formatDecimal, formatMoney } from '../format/money';

/** Formatters bound to the current language. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const currency = t('common.currency');
  return {
    locale,
    money: (value: string | null | undefined) => formatMoney(value, currency),
    moneyCents: (cents: number) => formatCentsNumber(cents, currency),
    moneyCentsAxis: (cents: number) => formatCentsNumber(cents, currency, { wholeDollars: true }),
    decimal: (value: string | null | undefined) =>
      value === null || value === undefined || value === '' ? '—' : formatDecimal(value),
    date: (value: string | null | undefined) => formatDate(value, locale),
    month: (value: string) => formatMonth(value, locale),
    instant: (value: string | null | undefined) => formatInstant(value, locale),
  };
}
