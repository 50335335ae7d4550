import { apiClient } from '@site/api-client';
import { useAuth } from '@site/auth';
import type { LoginResponse, PasswordChangeRequest } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';

export const changePassword = (body: PasswordChangeRequest) =>
  apiClient.put<LoginResponse>('/auth/me/password', body, { fallbackMessage: 'Failed to change your password' });

/** The change ends every session of the user, this one too: the answer's token is this browser's new one. */
export function useChangePassword() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ access_token, user }) => signIn(access_token, user),
  });
}
