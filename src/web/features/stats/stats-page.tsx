import { PageHeading } from '../../components/page-heading.tsx';

export function StatsPage() {
  return <PageHeading page="stats" />;
}
