// Standalone host for `npm run dev -w mfe-games`: the same routes without the shell.
import { renderStandalone } from '@site/standalone-host';
import AreaRoutes from './routes.js';

renderStandalone({ name: 'games', routes: AreaRoutes });
