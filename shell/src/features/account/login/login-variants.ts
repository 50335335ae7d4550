// The login routes of spec section 2: one screen, configured per route.
export interface LoginVariant {
  heading: string;
  /** The browser tab's title, the same as the server writes for this address. */
  pageTitle: string;
  /** Where to go after success; `returnTo` follows the query parameter (default '/'). */
  redirect: 'returnTo' | '/admin/dashboard';
  redirectDelayMs: number;
  registerLink: '/register' | '/working-register';
  /** Which recovery the forgot-password dialog offers (the two flows of spec section 8). */
  recovery: 'credentials' | 'reset';
  showCredentialHint: boolean;
}

const generalLogin: LoginVariant = {
  heading: 'Login',
  pageTitle: 'Log in',
  redirect: 'returnTo',
  redirectDelayMs: 1000,
  registerLink: '/working-register',
  recovery: 'credentials',
  showCredentialHint: false,
};

export const loginVariants = {
  '/login': generalLogin,
  '/working-login': generalLogin,
  '/test-login': {
    heading: 'Login (test page)',
    pageTitle: 'Log in (test page)',
    redirect: '/admin/dashboard',
    redirectDelayMs: 1000,
    registerLink: '/register',
    recovery: 'credentials',
    showCredentialHint: true,
  },
  '/old-login': {
    heading: 'Admin Login',
    pageTitle: 'Admin login',
    redirect: '/admin/dashboard',
    redirectDelayMs: 500,
    registerLink: '/register',
    recovery: 'reset',
    showCredentialHint: false,
  },
} satisfies Record<string, LoginVariant>;
