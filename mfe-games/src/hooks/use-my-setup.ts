import { useAuth } from '@site/auth';
import type { SetupPreference } from '@site/contracts';
import { toast } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mySetupQuery, saveMySetup, storedSetup, storeSetup } from '../api/my-setup.js';

/**
 * The remembered setup, which the area's lists rank by when their address names none, and its change (kept in the
 * browser, and on the account when logged in).
 */
export function useMySetup() {
  const { user, isAuthenticated, loading } = useAuth();
  const userId = isAuthenticated && user ? user.id : null;
  const queryClient = useQueryClient();
  const query = mySetupQuery(userId);
  // The browser's choice shows at once, while the account's loads (or if it fails).
  const { data, isFetched } = useQuery({ ...query, placeholderData: () => storedSetup() });
  const saving = useMutation({
    mutationFn: saveMySetup,
    onError: (error) =>
      toast({ title: 'Your setup was not saved to your account', description: error.message, variant: 'destructive' }),
  });

  const change = (setup: SetupPreference) => {
    storeSetup(setup);
    queryClient.setQueryData(query.queryKey, setup);
    if (userId !== null) saving.mutate(setup);
  };
  // settled: who is logged in is known and their choice has answered (or failed): the browser's no longer stands in.
  return { setup: data ?? storedSetup(), change, settled: isFetched && !loading };
}
