import { PageHeading } from '../../components/page-heading.tsx';

export function BanquePage() {
  return <PageHeading page="banque" />;
}
