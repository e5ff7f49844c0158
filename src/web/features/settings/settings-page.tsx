import { Suspense } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { History, Server, UserRound, Users, type LucideIcon } from 'lucide-react';

import { PageHeading } from '../../components/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useSettingsTabs } from '../../lib/settings-tabs.ts';
import { useCurrentUser } from '../../entities/user/current-user.ts';
import { JournalTab } from './components/journal-tab.tsx';
import { ProfileTab } from './components/profile-tab.tsx';
import { SettingsSection } from './components/settings-section.tsx';
import { SystemTab } from './components/system-tab.tsx';
import { UsersTab } from './components/users-tab.tsx';
import { canSeeTab, SETTINGS_TABS, searchForTab, visibleTab, type SettingsTab } from './settings-search.ts';

const routeApi = getRouteApi('/app/settings');

const TAB_LABELS: Record<SettingsTab, { label: string; Icon: LucideIcon }> = {
  profil: { label: 'Mon profil', Icon: UserRound },
  utilisateurs: { label: 'Utilisateurs', Icon: Users },
  systeme: { label: 'Système', Icon: Server },
  journal: { label: 'Journal', Icon: History },
};

/**
 * Paramètres: 'Mon profil' for everyone; 'Utilisateurs', 'Système' and 'Journal' exist only for
 * admins; then the tabs other features add (FeatureDescriptor.settingsTabs), each in one section.
 */
export function SettingsPage() {
  const user = useCurrentUser();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const added = useSettingsTabs();
  const isAdmin = user?.role === 'admin';
  const tab = visibleTab(search, isAdmin, added);
  const tabs = [
    ...SETTINGS_TABS.map((value) => ({ value, ...TAB_LABELS[value] })),
    ...added.map(({ value, label, icon }) => ({ value, label, Icon: icon })),
  ].filter((item) => canSeeTab(item.value, isAdmin, added));
  const addedTab = added.find((item) => item.value === tab);

  return (
    <div className="grid max-w-5xl gap-6">
      <PageHeading />
      {user ? (
        <Tabs.Root
          value={tab}
          onValueChange={(next) => {
            if (canSeeTab(next, isAdmin, added)) void navigate({ search: searchForTab(next) });
          }}
          className="grid gap-6"
        >
          <Tabs.List aria-label="Paramètres" className="flex flex-wrap gap-1 border-b border-border">
            {tabs.map(({ value, label, Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className={cn(
                  '-mb-px inline-flex cursor-pointer items-center gap-2 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground',
                  'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  'data-[state=active]:border-primary data-[state=active]:text-primary',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Only the shown tab is rendered: the admin tabs' requests are never made for others. */}
          <Tabs.Content value={tab} className="focus-visible:outline-none">
            {addedTab ? (
              <SettingsSection title={addedTab.label}>
                <Suspense fallback={<Spinner />}>
                  <addedTab.component />
                </Suspense>
              </SettingsSection>
            ) : tab === 'profil' ? (
              <ProfileTab user={user} />
            ) : tab === 'utilisateurs' ? (
              <UsersTab currentUserId={user.id} />
            ) : tab === 'journal' ? (
              <JournalTab />
            ) : (
              <SystemTab />
            )}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
