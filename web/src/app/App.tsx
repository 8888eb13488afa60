import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '@vitrina/domain/core/languages';
import type { Messages } from '../i18n/messages';
import { setApiNavigator } from '../lib/api';
import { AppProviders } from './AppProviders';
import { queryClient } from './queryClient';
import { routes } from './routes';

const router = createBrowserRouter(routes);
setApiNavigator((to) => void router.navigate(to));

export function App({ language, messages }: { language: Language; messages: Messages }) {
  return (
    <AppProviders queryClient={queryClient} language={language} messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
