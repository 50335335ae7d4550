import { RequireAuth } from '@site/auth';
import { LoadingState } from '@site/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { loginVariants } from './login/login-variants.js';
import { registerVariants } from './register/register-variants.js';

// Account screens load on demand, so the home page does not download them.
const LoginPage = lazy(() => import('./login/login-page.js').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./register/register-page.js').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() =>
  import('./reset-password/reset-password-page.js').then((m) => ({ default: m.ResetPasswordPage })),
);
const AccountSettingsPage = lazy(() =>
  import('./settings/account-settings-page.js').then((m) => ({ default: m.AccountSettingsPage })),
);

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/** Login, register, reset and the logged-in user's settings; a fragment of <Route>s for the shell's route table. */
export function accountRoutes() {
  return [
    ...Object.entries(loginVariants).map(([path, variant]) => (
      <Route key={path} path={path} element={suspended(<LoginPage key={path} variant={variant} />)} />
    )),
    ...Object.entries(registerVariants).map(([path, variant]) => (
      <Route key={path} path={path} element={suspended(<RegisterPage key={path} variant={variant} />)} />
    )),
    <Route key="/reset-password" path="/reset-password" element={suspended(<ResetPasswordPage />)} />,
    // A visitor goes to the login page, and comes back here after logging in.
    <Route key="/account" path="/account" element={<RequireAuth>{suspended(<AccountSettingsPage />)}</RequireAuth>} />,
  ];
}
