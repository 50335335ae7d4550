import { apiClient } from '@site/api-client';
import type { AccountDeletionRequest, MemberDataExport } from '@site/contracts';

export const deleteAccount = (request: AccountDeletionRequest) =>
  apiClient.delete<void>('/auth/me', { body: request, fallbackMessage: 'Failed to delete your account' });

export const exportMemberData = () =>
  apiClient.get<MemberDataExport>('/auth/me/export', { fallbackMessage: 'Failed to prepare your data' });
