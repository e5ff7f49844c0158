import { PageHeading } from '../../components/page-heading.tsx';

export function SoftwarePage() {
  return <PageHeading page="software" />;
}
