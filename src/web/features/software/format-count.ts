import { formatCount } from '../../components/client-list/lib/format-count.ts';

export const formatClientCount = (count: number) => formatCount(count, 'client', 'clients');
