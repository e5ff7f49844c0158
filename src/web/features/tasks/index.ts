import { lazyRouteComponent } from '@tanstack/react-router';
import { ListTodo } from 'lucide-react';

import { TASK_JOURNAL } from '../../../shared/tasks.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { taskKeys } from './api/task-keys.ts';
import { validateTasksSearch } from './tasks-search.ts';
import { prefetchTasks } from './tasks-prefetch.ts';

export const tasksFeature = {
  name: 'tasks',
  pages: [
    {
      // Its view, scope, month and open task live in the URL (the mail links to ?tache=<id>).
      path: 'tasks',
      label: 'Tâches',
      validateSearch: validateTasksSearch,
      component: lazyRouteComponent(() => import('./tasks-page.tsx'), 'TasksPage'),
      nav: { icon: ListTodo, order: 30 },
      prefetch: prefetchTasks,
    },
  ],
  journal: [TASK_JOURNAL],
  // The list refetches only the pages it has loaded (100 rows each) and its count. A client's
  // name and an assignee's name show on each task.
  staleOn: { task: [taskKeys.all], client: [taskKeys.all], user: [taskKeys.all] },
} as const satisfies FeatureDescriptor;
