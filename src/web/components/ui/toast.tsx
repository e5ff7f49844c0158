import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';

import { cn } from '../../lib/cn.ts';

// A tiny toast store: all code (a mutation's onError included) can call toast.error(); one
// <Toaster /> per screen shows the messages. Errors are announced assertively (role="alert").

type ToastVariant = 'error' | 'success';
/** A button in the toast (« Annuler »): clicking it runs onClick and closes the toast. */
type ToastAction = { label: string; onClick: () => void };
type ToastOptions = { action?: ToastAction; durationMs?: number };
type ToastItem = { id: number; variant: ToastVariant; title: string; description?: string; action?: ToastAction };

const DISMISS_AFTER_MS = 6_000;
const MAX_VISIBLE = 4;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

function push(variant: ToastVariant, title: string, description?: string, { action, durationMs = DISMISS_AFTER_MS }: ToastOptions = {}) {
  const id = nextId++;
  items = [...items, { id, variant, title, description, action }].slice(-MAX_VISIBLE);
  emit();
  setTimeout(() => dismiss(id), durationMs);
  return id;
}

export const toast = {
  error: (title: string, description?: string, options?: ToastOptions) => push('error', title, description, options),
  success: (title: string, description?: string, options?: ToastOptions) => push('success', title, description, options),
  dismiss,
  /** Whether the toast is still on screen (an undo offered by it is still open). */
  isShown: (id: number) => items.some((item) => item.id === id),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-[60] grid w-full max-w-sm gap-2">
      {current.map((item) => (
        <div
          key={item.id}
          role={item.variant === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex items-start gap-2 rounded-md border px-3 py-2 text-sm shadow-md',
            item.variant === 'error'
              ? 'border-destructive/30 bg-destructive-soft text-destructive'
              : 'border-success/30 bg-success-soft text-success',
          )}
        >
          {item.variant === 'error' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-medium">{item.title}</p>
            {item.description ? <p className="whitespace-pre-line text-foreground/80">{item.description}</p> : null}
          </div>
          {item.action ? (
            <button
              type="button"
              className="cursor-pointer rounded-sm px-1 font-semibold text-foreground underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onClick={() => {
                dismiss(item.id);
                item.action?.onClick();
              }}
            >
              {item.action.label}
            </button>
          ) : null}
          <button
            type="button"
            aria-label="Fermer la notification"
            className="cursor-pointer rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => dismiss(item.id)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
