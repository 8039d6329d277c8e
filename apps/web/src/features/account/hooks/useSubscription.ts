import { useGetSubscriptionStatusQuery } from '../accountApi';
import { useCurrentUser } from './useCurrentUser';

/** /pricing/ is the subscription page when the status gives no link (docs/api-accounts.md, Subscription and models). */
export const DEFAULT_SUBSCRIPTION_URL = '/pricing/';

export type SubscriptionState = {
  isPremium: boolean;
  /** Where 'Upgrade to Legend' / 'Manage Subscription' lead; null when signed out. */
  subscriptionUrl: string | null;
};

export function useSubscription(): SubscriptionState {
  const { user, isAuthenticated } = useCurrentUser();
  const { data } = useGetSubscriptionStatusQuery(undefined, { skip: !isAuthenticated });
  if (!isAuthenticated) return { isPremium: false, subscriptionUrl: null };
  return {
    isPremium: data?.is_premium ?? user.isPremium,
    subscriptionUrl: data?.subscription_url || DEFAULT_SUBSCRIPTION_URL,
  };
}
