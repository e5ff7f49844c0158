import { formatCount } from '../../entities/client/list/lib/format-count.ts';

export const formatClientCount = (count: number) => formatCount(count, 'client', 'clients');
