import { PageHeading } from '../../components/page-heading.tsx';

/** Production: every client's yearly work as missions, on a board and in a table. */
export function MissionsPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading />
    </div>
  );
}
