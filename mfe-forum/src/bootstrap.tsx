// Standalone host for `npm run dev -w mfe-forum`: the same routes without the shell.
import { renderStandalone } from '@site/standalone-host';
import { Route } from 'react-router-dom';
import ProfileRoute from './features/profile/profile-route.js';
import AreaRoutes from './routes.js';

renderStandalone({ name: 'forum', routes: AreaRoutes, extraRoutes: <Route path="/u/*" element={<ProfileRoute />} /> });
