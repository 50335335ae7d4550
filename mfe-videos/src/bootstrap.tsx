// Standalone host for `npm run dev -w mfe-videos`: the same routes without the shell.
import { renderStandalone } from '@site/standalone-host';
import AreaRoutes from './routes.js';

renderStandalone({ name: 'videos', routes: AreaRoutes });
