import { useEffect, useRef, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, RefreshCw } from 'lucide-react';

import type { CalendarFeed } from '../../../shared/tasks.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';

// The signed-in user's private iCalendar URL, shown on the Tâches page and in Paramètres. The
// URL carries a revocable token: regenerating it ends the old one. The server keeps only a hash
// of the token, so it can show the address only when it creates it; this tab keeps it meanwhile.

const calendarFeedQueryKey = ['calendar-feed'] as const;

const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => apiFetch<CalendarFeed>('/api/calendar-feed', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

const MESSAGES = {
  loadFailed: 'Impossible de charger le lien du calendrier.',
  regenerateFailed: 'Erreur lors de la régénération du lien',
  copied: 'Lien copié',
  copyFailed: 'Copie impossible : sélectionnez le lien et copiez-le (Ctrl+C).',
} as const;

const COPIED_FEEDBACK_MS = 2_000;

const createdDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });

function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : createdDate.format(date);
}

async function copyText(input: HTMLInputElement, text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (a page served over plain HTTP): the older way, on the selected field.
    input.select();
    return document.execCommand('copy');
  }
}

export function CalendarFeedLink({ id = 'calendar-feed-url' }: { id?: string }) {
  const feed = useQuery(calendarFeedQueryOptions());
  if (feed.isPending) {
    return (
      <div role="status" aria-label="Chargement du lien" className="flex justify-center p-4">
        <Spinner className="text-primary" />
      </div>
    );
  }
  if (feed.isError) {
    return <RetryAlert onRetry={() => void feed.refetch()}>{MESSAGES.loadFailed}</RetryAlert>;
  }

  const { url, createdAt } = feed.data;
  if (!url) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-foreground">
          Votre lien privé a été créé le {formatCreatedAt(createdAt)}. Par sécurité, il n’est affiché qu’à sa
          création : pour l’ajouter à un autre agenda, régénérez-le (l’ancien cessera de fonctionner).
        </p>
        <RegenerateLink emphasis />
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Lien iCalendar privé</Label>
      <CopyableLink id={id} url={url} />
      <p className="text-xs text-muted-foreground">
        Ce lien donne accès à vos tâches sans mot de passe : ne le partagez pas.
      </p>
      <RegenerateLink emphasis={false} />
    </div>
  );
}

/** The address, read-only, and « Copier » (« Copié » for a moment once it is). */
function CopyableLink({ id, url }: { id: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  async function handleCopy() {
    if (!inputRef.current) return;
    if (await copyText(inputRef.current, url)) {
      setCopied(true);
      toast.success(MESSAGES.copied);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } else {
      toast.error(MESSAGES.copyFailed);
    }
  }

  return (
    <div className="flex gap-2">
      <Input ref={inputRef} id={id} readOnly value={url} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
      <Button variant="secondary" onClick={() => void handleCopy()}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copié' : 'Copier'}
      </Button>
    </div>
  );
}

/** « Régénérer le lien », confirmed first: the old link stops working. `emphasis` when it is the only way to see a link. */
function RegenerateLink({ emphasis }: { emphasis: boolean }) {
  const queryClient = useQueryClient();
  const regenerate = useMutation({
    mutationFn: () => apiFetch<CalendarFeed>('/api/calendar-feed/regenerate', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(calendarFeedQueryKey, data),
  });
  const [confirming, setConfirming] = useState(false);

  function handleConfirmOpenChange(open: boolean) {
    setConfirming(open);
    if (!open) regenerate.reset();
  }

  return (
    <>
      <div>
        <Button variant={emphasis ? 'secondary' : 'ghost'} size="sm" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden="true" />
          Régénérer le lien
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={handleConfirmOpenChange}
        title="Régénérer le lien ?"
        description="L’ancien lien cessera de fonctionner : les agendas abonnés avec lui ne recevront plus vos tâches tant que vous n’y aurez pas ajouté le nouveau."
        confirmLabel="Régénérer le lien"
        onConfirm={() => regenerate.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        pending={regenerate.isPending}
        error={regenerate.isError ? MESSAGES.regenerateFailed : undefined}
      />
    </>
  );
}
