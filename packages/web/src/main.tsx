import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app';
import { i18n } from './i18n';
import { readableColors, theme } from './theme';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={readableColors}
      >
        <App />
      </MantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
