import { PageHeading } from '../../components/page-heading.tsx';

export function SettingsPage() {
  return <PageHeading page="settings" />;
}
