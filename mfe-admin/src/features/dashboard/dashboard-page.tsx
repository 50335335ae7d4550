import { useAuth, useLogout } from '@site/auth';
import { Button, PageTitle } from '@site/ui';
import { useSearchParams } from 'react-router-dom';
import { Tabs, type TabItem } from '../../components/tabs.js';
import { UserManagement } from './users/user-management.js';
import { OverviewTab } from './overview-tab.js';

type DashboardTab = 'overview' | 'users';

const tabs: Array<TabItem<DashboardTab>> = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'User Management' },
];

/** /admin/dashboard: the chosen tab lives in the address (?tab=users), so it survives a reload. */
export function DashboardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const selected: DashboardTab = params.get('tab') === 'users' ? 'users' : 'overview';

  const select = (tab: DashboardTab) => setParams(tab === 'overview' ? {} : { tab }, { replace: true });
  const handleLogout = useLogout();

  return (
    <section>
      <PageTitle>{selected === 'users' ? 'User management' : 'Admin dashboard'}</PageTitle>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-muted">Signed in as {user?.display_name || user?.username}.</p>
        </div>
        <Button variant="secondary" onClick={handleLogout}>
          Logout
        </Button>
      </header>
      <Tabs label="Dashboard sections" tabs={tabs} selected={selected} onSelect={select}>
        {selected === 'overview' ? <OverviewTab /> : <UserManagement />}
      </Tabs>
    </section>
  );
}
