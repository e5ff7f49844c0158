import { PageHeading } from '../../components/page-heading.tsx';

export function ClientsPage() {
  return <PageHeading page="clients" />;
}
