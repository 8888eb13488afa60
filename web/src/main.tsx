import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { splitLanguage } from '@vitrina/domain/core/addresses';
import { DEFAULT_LANGUAGE } from '@vitrina/domain/core/languages';
import { App } from './app/App';
import { readStoredLanguage, storeLanguage } from './i18n/language';
import { loadMessages } from './i18n/messages';
import type { Messages } from './i18n/messages';
import './index.css';

async function start(root: HTMLElement) {
  // An address with a language prefix speaks that language, and the choice is kept; one without speaks the
  // reader's stored language (the app moves the address there), Spanish for a first visit.
  const addressed = splitLanguage(window.location.pathname);
  if (addressed.prefix) storeLanguage(addressed.language);
  let language = addressed.prefix ? addressed.language : readStoredLanguage();
  let messages: Messages;
  // The dictionary is loaded before the first render, so a French reader never sees a flash of Spanish.
  try {
    messages = await loadMessages(language);
  } catch {
    language = DEFAULT_LANGUAGE;
    messages = await loadMessages(language);
  }
  createRoot(root).render(
    <StrictMode>
      <App language={language} messages={messages} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
