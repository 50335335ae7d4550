// Standalone host for `npm run dev -w mfe-admin`: the same routes without the shell.
import { renderStandalone } from '@site/standalone-host';
import { Route } from 'react-router-dom';
import DebugRoute from './features/debug/debug-route.js';
import AreaRoutes from './routes.js';

renderStandalone({
  name: 'admin',
  routes: AreaRoutes,
  extraRoutes: <Route path="/debug-admin" element={<DebugRoute />} />,
});
