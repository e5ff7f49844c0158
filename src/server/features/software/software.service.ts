import { asc, count, eq, sql } from 'drizzle-orm';
import type { Software } from '../../../shared/software.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db, DbOrTx, Transaction } from '../../db/client.ts';
import { clients, software } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';

// Any constant: serialises the writes that read the whole list (case-insensitive name check,
// next display order, reorder), so two admins at once never slip a duplicate past the check.
const SOFTWARE_LIST_LOCK = 518_207;

const duplicateName = () => new AppError('CONFLICT', 'Ce logiciel existe déjà');

async function lockList(tx: Transaction) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SOFTWARE_LIST_LOCK})`);
}

function selectWithCounts(db: DbOrTx) {
  return db
    .select({
      id: software.id,
      name: software.name,
      displayOrder: software.displayOrder,
      clientCount: sql<number>`count(${clients.id})::int`,
    })
    .from(software)
    .leftJoin(clients, eq(clients.softwareId, software.id))
    .groupBy(software.id)
    .$dynamic();
}

/** Every software in display order, each with the number of clients (any status) using it. */
export async function listSoftware({ db }: { db: DbOrTx }): Promise<Software[]> {
  return selectWithCounts(db).orderBy(asc(software.displayOrder), asc(software.name));
}

async function getSoftware({ db, id }: { db: DbOrTx; id: string }): Promise<Software> {
  const [row] = await selectWithCounts(db).where(eq(software.id, id));
  if (!row) throw notFound('Logiciel');
  return row;
}

// Compared in JavaScript rather than with SQL lower(): the embedded database's C locale only
// folds ASCII, and 'ÉBP' must clash with 'ébp' on both engines.
async function assertNameFree({ tx, name, exceptId }: { tx: Transaction; name: string; exceptId?: string }) {
  const folded = name.toLocaleLowerCase('fr-FR');
  const rows = await tx.select({ id: software.id, name: software.name }).from(software);
  if (rows.some((row) => row.id !== exceptId && row.name.toLocaleLowerCase('fr-FR') === folded)) {
    throw duplicateName();
  }
}

export async function createSoftware({ db, name, actor }: { db: Db; name: string; actor: Actor }) {
  return db.transaction(async (tx): Promise<Software> => {
    await lockList(tx);
    await assertNameFree({ tx, name });
    const [created] = await tx
      .insert(software)
      .values({
        name,
        displayOrder: sql`(SELECT coalesce(max(${software.displayOrder}), 0) + 1 FROM ${software})`,
        updatedBy: actor.id,
      })
      .returning({ id: software.id, name: software.name, displayOrder: software.displayOrder });
    if (!created) throw new AppError('INTERNAL', 'Une erreur inattendue est survenue');
    await recordActivity(tx, actor, [{ entity: 'software', entityId: created.id, action: 'create', field: 'name', newValue: created.name }]);
    return { ...created, clientCount: 0 };
  });
}

export async function renameSoftware({ db, id, name, actor }: { db: Db; id: string; name: string; actor: Actor }) {
  return db.transaction(async (tx) => {
    await lockList(tx);
    const [existing] = await tx.select({ name: software.name }).from(software).where(eq(software.id, id));
    if (!existing) throw notFound('Logiciel');
    await assertNameFree({ tx, name, exceptId: id });
    await tx.update(software).set({ name, updatedBy: actor.id }).where(eq(software.id, id));
    await recordActivity(tx, actor, changedFields({ entity: 'software', entityId: id }, existing, { name }));
    return getSoftware({ db: tx, id });
  });
}

/** Saves a new display order; `ids` must name every software exactly once. */
export async function reorderSoftware({ db, ids, actor }: { db: Db; ids: string[]; actor: Actor }) {
  return db.transaction(async (tx) => {
    await lockList(tx);
    const rows = await tx.select({ id: software.id, displayOrder: software.displayOrder }).from(software);
    const existing = new Map(rows.map((row) => [row.id, row.displayOrder]));
    const wanted = new Set(ids);
    const sameSet =
      wanted.size === ids.length && wanted.size === existing.size && ids.every((id) => existing.has(id));
    if (!sameSet) {
      throw new AppError(
        'BAD_REQUEST',
        'La liste doit contenir chaque logiciel une et une seule fois. Rechargez la page.',
      );
    }
    // One statement for the whole list; the ids are validated uuids, passed as one array parameter.
    await tx.execute(sql`
      UPDATE ${software} SET display_order = o.position, updated_by = ${actor.id}, updated_at = now()
      FROM unnest(${`{${ids.join(',')}}`}::uuid[]) WITH ORDINALITY AS o(id, position)
      WHERE ${software.id} = o.id`);
    await recordActivity(
      tx,
      actor,
      ids.flatMap((id, index) => changedFields({ entity: 'software', entityId: id }, { displayOrder: existing.get(id) }, { displayOrder: index + 1 })),
    );
    return listSoftware({ db: tx });
  });
}

/** Refused while any client (whatever its status) still uses the software. */
export async function deleteSoftware({ db, id, actor }: { db: Db; id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    // The row lock makes a client being pointed at this software at the same moment wait for us,
    // then fail on the foreign key, instead of silently losing its software.
    const [existing] = await tx.select({ name: software.name }).from(software).where(eq(software.id, id)).for('update');
    if (!existing) throw notFound('Logiciel');
    const [usage] = await tx.select({ n: count() }).from(clients).where(eq(clients.softwareId, id));
    const used = usage?.n ?? 0;
    if (used > 0) {
      throw new AppError('CONFLICT', `Ce logiciel est utilisé par ${used} client(s) : impossible de le supprimer.`);
    }
    await tx.delete(software).where(eq(software.id, id));
    await recordActivity(tx, actor, [{ entity: 'software', entityId: id, action: 'delete', field: 'name', oldValue: existing.name }]);
  });
}
