import { Outlet } from '@tanstack/react-router';

import type { CurrentUser } from '../../shared/users.ts';
import { Toaster } from '../components/ui/toast.tsx';
import { useSignOut } from '../features/auth/api/sign-out.ts';
import { RequireSession } from '../features/auth/components/require-session.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { GlobalSearch } from '../features/search/components/global-search.tsx';
import { JournalProvider } from '../entities/journal/journal-context.tsx';
import { AppShell } from '../features/shell/components/app-shell.tsx';
import { SettingsTabsProvider } from '../lib/settings-tabs.ts';
import { StaleQueriesProvider } from '../lib/stale-queries.tsx';
import { JOURNAL, LIVE_TABLE, NAV_ITEMS, SETTINGS_TABS } from './features.ts';
import { useLiveUpdates } from './live/use-live-updates.ts';

/** The signed-in frame around every page: the session gate, then the shell. */
export function AppLayout() {
  return <RequireSession>{(user) => <SignedInShell user={user} />}</RequireSession>;
}

function SignedInShell({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  useLiveUpdates(LIVE_TABLE);
  return (
    <JournalProvider value={JOURNAL}>
      <StaleQueriesProvider value={LIVE_TABLE.staleAfter}>
        <SettingsTabsProvider value={SETTINGS_TABS}>
          <AppShell
            nav={NAV_ITEMS}
            user={user}
            onSignOut={() => signOut.mutate()}
            isSigningOut={signOut.isPending}
            signOutError={signOut.error?.message}
            search={<GlobalSearch />}
            notifications={<NotificationBell />}
          >
            <Outlet />
            {/* One message area for every page's save feedback. */}
            <Toaster />
          </AppShell>
        </SettingsTabsProvider>
      </StaleQueriesProvider>
    </JournalProvider>
  );
}
