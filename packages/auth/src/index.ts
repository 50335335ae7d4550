export { AuthProvider } from './auth-provider.js';
export { useAuth } from './use-auth.js';
export { useLogout } from './use-logout.js';
export type { AuthState } from './auth-context.js';
export { RequireAuth } from './require-auth.js';
export { authStorage } from './auth-storage.js';
export { authApi } from './auth-api.js';
export { safeReturnTo } from './safe-return-to.js';
