import { PageHeading } from '../../components/page-heading.tsx';

export function HabilitationPage() {
  return <PageHeading page="habilitation" />;
}
