import { apiClient } from '@site/api-client';
import type {
  LoginHintResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegistrationRequest,
} from '@site/contracts';

// The account calls of spec section 7, with the fallback messages of section 8.
export const authApi = {
  login: (body: LoginRequest) =>
    apiClient.post<LoginResponse>('/auth/login', body, { fallbackMessage: 'Login failed' }),
  register: (body: RegistrationRequest) =>
    apiClient.post<LoginResponse>('/auth/register', body, { fallbackMessage: 'Registration failed' }),
  registerForumUser: (body: RegistrationRequest) =>
    apiClient.post<LoginResponse>('/forum/auth/register', body, { fallbackMessage: 'Registration failed' }),
  forgotPassword: (email: string) =>
    apiClient.post<MessageResponse>(
      '/auth/forgot-password',
      { email },
      { fallbackMessage: 'Failed to send recovery email' },
    ),
  requestPasswordReset: (email: string) =>
    apiClient.post<MessageResponse>(
      '/auth/reset-password',
      { email },
      { fallbackMessage: 'Failed to send reset email' },
    ),
  confirmPasswordReset: (token: string, newPassword: string) =>
    apiClient.post<MessageResponse>(
      '/auth/reset-password/confirm',
      { token, new_password: newPassword },
      { fallbackMessage: 'Failed to reset password' },
    ),
  loginHint: () => apiClient.get<LoginHintResponse>('/auth/login-hint'),
  /** Ends the user's sessions on the server (every device), issue 15. */
  logout: () => apiClient.post<MessageResponse>('/auth/logout', undefined, { fallbackMessage: 'Logout failed' }),
};
