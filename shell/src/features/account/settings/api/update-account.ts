import { apiClient } from '@site/api-client';
import { useAuth } from '@site/auth';
import type { AccountUpdateRequest, User } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';

export const updateAccount = (changes: AccountUpdateRequest) =>
  apiClient.patch<User>('/auth/me', changes, { fallbackMessage: 'Failed to save your account' });

/** The saved account replaces the stored user (the header's greeting follows); the session stays. */
export function useUpdateAccount() {
  const { token, signIn } = useAuth();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      if (token) signIn(token, user);
    },
  });
}
