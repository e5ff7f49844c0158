import { PageHeading } from '../../components/page-heading.tsx';

export function SuiviPage() {
  return <PageHeading page="suivi" />;
}
