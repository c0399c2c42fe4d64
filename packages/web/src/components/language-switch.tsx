import { SegmentedControl, type MantineBreakpoint } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LanguageSwitchProps {
  visibleFrom?: MantineBreakpoint;
  testId?: string;
}

/** English / 繁體中文; each language is named in itself, so anyone can find theirs. */
export function LanguageSwitch({ visibleFrom, testId = 'language' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      visibleFrom={visibleFrom}
      size="xs"
      aria-label={t('app.language')}
      value={i18n.language === 'zh-Hant' ? 'zh-Hant' : 'en'}
      onChange={(language) => void i18n.changeLanguage(language)}
      data={[
        { value: 'en', label: t('languageName.en') },
        { value: 'zh-Hant', label: t('languageName.zhHant') },
      ]}
      data-testid={testId}
    />
  );
}
