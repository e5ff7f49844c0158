import { Link } from '@tanstack/react-router';

import { cn } from '../../../lib/cn.ts';
import type { NavItem } from '../nav-item.ts';

export function SidebarNav({ items }: { items: readonly NavItem[] }) {
  return (
    <nav aria-label="Navigation principale" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="grid gap-1">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-muted transition-colors',
                'hover:bg-sidebar-accent hover:text-sidebar-foreground',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                'aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-white',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
