import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';

import { cn } from '../../../lib/cn.ts';

export type PageTab<T extends string> = { value: T; label: string };

type PageTabsProps<T extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly PageTab<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The active tab's panel; the others are not rendered. */
  children: ReactNode;
};

/** The tabs of Habilitations, Banque and Suivi: arrow keys move between them (Radix). */
export function PageTabs<T extends string>({ label, tabs, value, onValueChange, children }: PageTabsProps<T>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        const tab = tabs.find((candidate) => candidate.value === next);
        if (tab) onValueChange(tab.value);
      }}
      className="flex min-h-0 flex-col gap-4"
    >
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              '-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground',
              'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              'data-[state=active]:border-primary data-[state=active]:text-primary',
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} className="flex min-h-0 flex-col gap-4 focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
