import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** English / 繁體中文; each language is named in itself, so anyone can find theirs. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('app.language')}
      value={i18n.language === 'zh-Hant' ? 'zh-Hant' : 'en'}
      onChange={(language) => void i18n.changeLanguage(language)}
      data={[
        { value: 'en', label: t('languageName.en') },
        { value: 'zh-Hant', label: t('languageName.zhHant') },
      ]}
      data-testid="language"
    />
  );
}
