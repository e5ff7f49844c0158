import { PageHeading } from '../../components/page-heading.tsx';

export function DashboardPage() {
  return <PageHeading page="dashboard" />;
}
