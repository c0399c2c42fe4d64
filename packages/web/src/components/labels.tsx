import { Badge, Group, Text, Tooltip, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ruleTitle } from '../i18n';
import { parseAccount } from '../format/accounts';
import { useFormat } from './use-format';

const benefitColors: Record<string, MantineColor> = {
  termination: 'blue',
  specifiedDate: 'teal',
  companyContribution: 'grape',
  death: 'dark',
  emergency: 'orange',
  changeInControl: 'red',
  smallBalance: 'cyan',
  domesticRelationsOrder: 'pink',
  planTermination: 'gray',
};

/** A translated label, or the raw value when the server sends one we do not know. */
function useLabel(group: string) {
  const { t, i18n } = useTranslation();
  return (value: string) => (i18n.exists(`${group}.${value}`) ? t(`${group}.${value}`) : value);
}

export function BenefitBadge({ benefit }: { benefit: string }) {
  const label = useLabel('benefit');
  return (
    <Badge
      color={benefitColors[benefit] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      data-benefit={benefit}
    >
      {label(benefit)}
    </Badge>
  );
}

const claimColors: Record<string, MantineColor> = {
  filed: 'blue',
  extended: 'yellow',
  denied: 'red',
  appealed: 'orange',
  reviewExtended: 'yellow',
  approved: 'green',
  deniedOnReview: 'red',
};

export function ClaimStatusBadge({ status }: { status: string }) {
  const label = useLabel('claimStatus');
  return (
    <Badge color={claimColors[status] ?? 'gray'} variant="dot" tt="none">
      {label(status)}
    </Badge>
  );
}

export function useEnumLabel(group: 'payee' | 'component' | 'creditKind' | 'eventType' | 'role') {
  return useLabel(group);
}

/** A sub-account's name in words: "Specified Date Account · Mar 2029". */
export function useAccountName() {
  const { t } = useTranslation();
  const format = useFormat();
  return (raw: string, short = false) => {
    const account = parseAccount(raw);
    const group = short ? 'accountShort' : 'account';
    switch (account.kind) {
      case 'SDA':
        return short
          ? t('accountShort.SDA', { month: format.month(account.month ?? '') })
          : t('account.sdaMonth', { month: format.month(account.month ?? '') });
      case 'other':
        return raw;
      default:
        return t(`${group}.${account.kind}`);
    }
  };
}

const accountColors: Record<string, MantineColor> = {
  RTA: 'blue',
  SDA: 'teal',
  CCA: 'grape',
  CCAVested: 'violet',
  other: 'gray',
};

export function accountColor(raw: string): MantineColor {
  return accountColors[parseAccount(raw).kind] ?? 'gray';
}

export function AccountLabel({ account }: { account: string }) {
  const name = useAccountName();
  return (
    <Tooltip label={name(account)} withArrow openDelay={300}>
      <Text span size="sm" fw={500} c={`${accountColor(account)}.8`}>
        {name(account, true)}
      </Text>
    </Tooltip>
  );
}

/** Plan sections as badges; the section's title shows on hover. */
export function RuleBadges({ rules }: { rules: readonly string[] | undefined }) {
  const { t } = useTranslation();
  if (rules === undefined || rules.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {rules.map((rule) => {
        const title = ruleTitle(rule);
        const badge = (
          <Badge key={rule} variant="outline" color="gray" radius="sm" tt="none" data-rule={rule}>
            {rule}
          </Badge>
        );
        return title === undefined ? (
          badge
        ) : (
          <Tooltip key={rule} label={`${t('common.rule', { rule })}: ${title}`} withArrow>
            {badge}
          </Tooltip>
        );
      })}
    </Group>
  );
}
