import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';

import { bankChangeCreateSchema } from '../../../../shared/bank-changes.ts';
import type { ClientRow } from '../../../../shared/clients.ts';
import { matchesClientQuery, prepareClientQuery } from '../../../../shared/client-search.ts';
import { DialogHeader } from '../../../components/ui/dialog.tsx';
import { AddDialog, FormDialogFooter } from '../../../components/ui/form-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readFields } from '../../../lib/form-fields.ts';
import { useActiveClients } from '../../../entities/client/clients-query.ts';
import { useCreateBankChange } from '../api/create-bank-change.ts';

const ADD_FAILED = "Erreur lors de l'ajout";
const FIELDS = ['client_name', 'new_bank_name'] as const;
/** Thousands of <option>s make the modal slow to open and the list unusable: the filter narrows it. */
const MAX_OPTIONS = 500;

/** The 'Nouveau changement de banque' button and its modal (SPEC §2 Banque, §5). */
export function NewBankChangeDialog() {
  return <AddDialog triggerLabel="Nouveau changement de banque">{(close) => <NewBankChangeForm onDone={close} />}</AddDialog>;
}

function NewBankChangeForm({ onDone }: { onDone: () => void }) {
  const create = useCreateBankChange();
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readFields(event.currentTarget, FIELDS);
    const parsed = bankChangeCreateSchema.safeParse({
      clientId: fields.client_name,
      newBankName: fields.new_bank_name,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Veuillez remplir tous les champs');
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.isClientError && failure.status !== 401 ? failure.message : ADD_FAILED,
        ),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader
        title="Nouveau changement de banque"
        description="Choisissez un client actif et saisissez sa nouvelle banque."
      />
      <ClientPicker />
      <div className="grid gap-1.5">
        <Label htmlFor="bank-change-bank">Nouvelle banque</Label>
        <Input
          id="bank-change-bank"
          name="new_bank_name"
          maxLength={120}
          autoComplete="off"
          placeholder="Ex. : Crédit Agricole"
        />
      </div>
      <FormDialogFooter error={error} pending={create.isPending} />
    </form>
  );
}

/** « Client »: the active clients, narrowed by a filter box; the form reads the choice as client_name. */
function ClientPicker() {
  const clients = useActiveClients();
  const activeClients = clients.data;
  const [filter, setFilter] = useState('');
  const [clientId, setClientId] = useState('');
  const { matches, options } = useClientOptions(activeClients, useDeferredValue(filter), clientId);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="bank-change-client">Client</Label>
      <Input
        type="search"
        aria-label="Filtrer les clients"
        placeholder="Filtrer par raison sociale ou SIRET..."
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <Select
        id="bank-change-client"
        name="client_name"
        value={clientId}
        onChange={(event) => setClientId(event.target.value)}
        disabled={!activeClients}
        className="w-full"
      >
        <option value="">{activeClients ? 'Sélectionner un client' : 'Chargement des clients…'}</option>
        {options.map((client) => (
          <option key={client.id} value={client.id}>
            {client.raisonSociale}
            {client.siret ? ` — ${client.siret}` : ''}
          </option>
        ))}
      </Select>
      {matches.length > MAX_OPTIONS ? (
        <p className="text-xs text-muted-foreground">
          {MAX_OPTIONS} clients listés sur {new Intl.NumberFormat('fr-FR').format(matches.length)} : filtrez par
          raison sociale ou SIRET pour trouver les autres.
        </p>
      ) : null}
      {clients.isError ? <p className="text-sm text-destructive">Impossible de charger les clients.</p> : null}
    </div>
  );
}

/** The clients the filter matches, and the first MAX_OPTIONS of them as options, the chosen one always among them. */
function useClientOptions(activeClients: readonly ClientRow[] | undefined, filter: string, clientId: string) {
  const matches = useMemo(() => {
    const query = prepareClientQuery(filter);
    const active = activeClients ?? [];
    return query ? active.filter((client) => matchesClientQuery(client, query)) : active;
  }, [activeClients, filter]);
  const options = useMemo(() => {
    const shown = matches.slice(0, MAX_OPTIONS);
    // The chosen client stays listed whatever the filter.
    const chosen = shown.some((client) => client.id === clientId)
      ? undefined
      : activeClients?.find((client) => client.id === clientId);
    return chosen ? [chosen, ...shown] : shown;
  }, [matches, activeClients, clientId]);
  return { matches, options };
}
