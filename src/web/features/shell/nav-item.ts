import type { LucideIcon } from 'lucide-react';

/** A sidebar entry. The app lists the pages' (their label, icon and order are the features' descriptors'). */
export type NavItem = { to: string; label: string; icon: LucideIcon };
