import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../components/use-format';

export interface BalanceBar {
  account: string;
  /** Integer cents (exact in a double); labels are formatted back from the integer. */
  cents: number;
  color: string;
}

/** The balances as bars. Loaded on demand: recharts is most of the app's weight. */
export default function BalanceChart({ bars }: { bars: BalanceBar[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <BarChart
      h={220}
      data={bars}
      dataKey="account"
      series={[{ name: 'cents', label: t('payments.amount'), color: 'blue.6' }]}
      barProps={{ isAnimationActive: false }}
      valueFormatter={format.moneyCents}
      yAxisProps={{ width: 110, tickFormatter: format.moneyCentsAxis }}
      maxBarWidth={72}
      data-testid="balance-chart"
    />
  );
}
