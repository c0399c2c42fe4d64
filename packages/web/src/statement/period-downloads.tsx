import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { recentPeriods, statements, type DocumentLanguage } from '../api/statements';
import { todayIso } from '../format/dates';

const languages: DocumentLanguage[] = ['en', 'zh-Hant'];

/**
 * A participant's quarterly and annual statements as PDFs (issue 12 item 4), in English or
 * Traditional Chinese: the server makes each on demand from his record.
 */
export function PeriodDownloads({ participantId }: { participantId: string }) {
  const { t } = useTranslation();
  const { quarters, years } = recentPeriods(todayIso());
  const row = (label: string, periods: string[]) => (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600} w={90}>
        {label}
      </Text>
      {periods.map((period) => (
        <Group key={period} gap={4} wrap="nowrap">
          <Text size="sm">{period}</Text>
          {languages.map((lang) => (
            <Anchor
              key={lang}
              size="sm"
              href={statements.href(participantId, period, lang)}
              download
              data-testid={`statement-${period}-${lang}`}
            >
              {t(`statementDownloads.lang.${lang}`)}
            </Anchor>
          ))}
        </Group>
      ))}
    </Group>
  );
  return (
    <Paper withBorder p="md" data-testid="period-downloads">
      <Stack gap="xs">
        <Title order={4}>{t('statementDownloads.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('statementDownloads.hint')}
        </Text>
        {row(t('statementDownloads.quarters'), quarters)}
        {row(t('statementDownloads.years'), years)}
      </Stack>
    </Paper>
  );
}
