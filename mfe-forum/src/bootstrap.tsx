// Standalone host for `npm run dev -w mfe-forum`: the same routes without the shell.
import { renderStandalone } from '@site/standalone-host';
import AreaRoutes from './routes.js';

renderStandalone({ name: 'forum', routes: AreaRoutes });
