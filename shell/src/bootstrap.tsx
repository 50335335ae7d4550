import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { registerRemotesFromConfig } from './remotes/remote-registry.js';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// Remotes are registered before the first render; a failure leaves each area showing its fallback.
registerRemotesFromConfig().finally(() => root.render(<App />));
