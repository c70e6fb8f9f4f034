import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { currentLang, setLang } from './i18n';
import '../styles/theme.css';
import './admin.css';

setLang(currentLang());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
