import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { startChatWithSession } from './chat/chat-launch';
import { initI18n } from './i18n/i18n';
import { sessionStore } from './session/session';
import './styles/theme.css';
import './styles/app.css';
import './styles/components.css';

// antd-mobile 5 draws Toast and Dialog with React 18's legacy render; React 19 needs roots
// (https://mobile.ant.design/guide/v5-for-19).
unstableSetRender((node, container) => {
  const host = container as Element & { facetRoot?: Root };
  host.facetRoot ??= createRoot(container);
  const root = host.facetRoot;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
  };
});

// Whatever one buyer's session cached must never show to the next one.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) queryClient.clear();
});

void initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // After the texts: chat errors come in the buyer's language (the socket's `locale`).
  startChatWithSession();
});
