import '@mantine/core/styles.css';
import './app/global.css';

import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { makeRouter } from './app/router';
import { watchConnection } from './api/socket';
import { makeStore } from './app/store';
import { cssVariablesResolver, theme } from './app/theme';
import { connectionChanged } from './features/connection/connectionSlice';
import { ToastProvider } from './features/toasts/ToastProvider';
import { purgeStoredSessions } from './features/timeline/local/storedSession';

// Expired play sessions go before anything reads them (docs/web-timeline.md).
purgeStoredSessions();
const store = makeStore();
watchConnection((status) => store.dispatch(connectionChanged(status)));
const router = makeRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </MantineProvider>
    </Provider>
  </StrictMode>,
);
