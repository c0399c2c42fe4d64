import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import './app.css';
import { Badge, createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app';
import { i18n } from './i18n';

const theme = createTheme({
  primaryColor: 'blue',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif',
  defaultRadius: 'md',
  // Plan terms keep their capitals ("Termination Benefit"); upper case would lose them.
  components: { Badge: Badge.extend({ defaultProps: { tt: 'none' } }) },
});

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <App />
      </MantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
