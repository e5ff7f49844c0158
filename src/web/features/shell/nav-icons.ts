import {
  AppWindow,
  CalendarCheck,
  CalendarClock,
  ChartColumn,
  Landmark,
  LayoutDashboard,
  ListTodo,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';

import type { PageKey } from '../../../shared/pages.ts';

export const NAV_ICONS: Record<PageKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  clients: Users,
  tasks: ListTodo,
  software: AppWindow,
  habilitation: ShieldCheck,
  banque: Landmark,
  suivi: CalendarCheck,
  echeances: CalendarClock,
  stats: ChartColumn,
  settings: Settings,
};
