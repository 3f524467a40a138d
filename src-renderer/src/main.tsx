import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import './app/focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorHandlers } from './app/global-errors';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
