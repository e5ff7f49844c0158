import { PageHeading } from '../../components/page-heading.tsx';

export function TasksPage() {
  return <PageHeading page="tasks" />;
}
