// The register routes of spec section 2: one screen, configured per route.
export interface RegisterVariant {
  redirectTo: '/login' | '/working-login';
  redirectDelayMs: number;
}

export const registerVariants = {
  '/register': { redirectTo: '/login', redirectDelayMs: 500 },
  '/old-register': { redirectTo: '/login', redirectDelayMs: 500 },
  '/working-register': { redirectTo: '/working-login', redirectDelayMs: 2000 },
} satisfies Record<string, RegisterVariant>;
