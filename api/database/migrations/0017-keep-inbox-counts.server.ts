import { sql, type Kysely, type Migration } from 'kysely'
import { usesPostgres } from '../uses-postgres.server.ts'

/**
 * The staff console's first page shows every form's counts (new, in progress, done, spam) on every
 * load: counting them from the submissions read every row, 40 ms among 100,000 sign-ups on
 * PostgreSQL. `inbox_counts` keeps them instead, one row for each form, spam flag and status,
 * filled here from the rows stored so far and kept by the store itself: a trigger on the
 * submissions changes the counts in the same transaction as the row, so whatever writes a
 * submission (the form API, the console, the commands, the maintenance, several servers on one
 * database) leaves them exact, and the next load shows it.
 *
 * On PostgreSQL the trigger runs once a statement, on the rows it changed (its transition tables),
 * and writes each count it changes once, in key order: a statement that erases many sign-ups takes
 * the counts' row locks in the same order as any other, so two cannot wait on each other; an
 * update that leaves form, flag and status as they were (a note) writes no count. The price: a
 * count's row stays locked until its transaction commits, so two sign-ups to one form at the same
 * moment commit one after the other (SQLite commits one at a time anyway).
 */
export const keepInboxCounts: Migration = {
  async up(db) {
    await db.schema
      .createTable('inbox_counts')
      .addColumn('form', 'text', (column) => column.notNull())
      .addColumn('spam', 'integer', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('inbox_counts_key', ['form', 'spam', 'status'])
      .execute()
    await sql`insert into inbox_counts (form, spam, status, count) select form, spam, status, count(*) from submissions group by form, spam, status`.execute(db)
    if (usesPostgres(db)) await keepOnPostgres(db)
    else await keepOnSqlite(db)
  },
  async down(db) {
    if (usesPostgres(db)) {
      for (const change of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`inbox_counts_${change}`)} on submissions`.execute(db)
      await sql`drop function inbox_counts_change()`.execute(db)
    } else for (const change of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`inbox_counts_${change}`)}`.execute(db)
    await db.schema.dropTable('inbox_counts').execute()
  },
}

async function keepOnPostgres(db: Kysely<unknown>) {
  // Each branch names only the transition tables its trigger has: PL/pgSQL plans a statement when it first runs it.
  await sql`
    create function inbox_counts_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into inbox_counts as kept (form, spam, status, count)
        select form, spam, status, count(*) from new_rows group by form, spam, status order by form, spam, status
        on conflict (form, spam, status) do update set count = kept.count + excluded.count;
      elsif tg_op = 'DELETE' then
        insert into inbox_counts as kept (form, spam, status, count)
        select form, spam, status, -count(*) from old_rows group by form, spam, status order by form, spam, status
        on conflict (form, spam, status) do update set count = kept.count + excluded.count;
      else
        insert into inbox_counts as kept (form, spam, status, count)
        select form, spam, status, sum(change) from (
          select form, spam, status, 1 as change from new_rows
          union all
          select form, spam, status, -1 from old_rows
        ) as changes
        group by form, spam, status having sum(change) <> 0 order by form, spam, status
        on conflict (form, spam, status) do update set count = kept.count + excluded.count;
      end if;
      return null;
    end
    $$`.execute(db)
  await sql`create trigger inbox_counts_insert after insert on submissions referencing new table as new_rows for each statement execute function inbox_counts_change()`.execute(db)
  await sql`create trigger inbox_counts_update after update on submissions referencing old table as old_rows new table as new_rows for each statement execute function inbox_counts_change()`.execute(
    db,
  )
  await sql`create trigger inbox_counts_delete after delete on submissions referencing old table as old_rows for each statement execute function inbox_counts_change()`.execute(db)
}

/** SQLite runs one writer at a time, so a trigger a row is as safe there and simpler. */
async function keepOnSqlite(db: Kysely<unknown>) {
  const added = sql`insert into inbox_counts (form, spam, status, count) values (new.form, new.spam, new.status, 1)
    on conflict (form, spam, status) do update set count = count + 1;`
  const removed = sql`update inbox_counts set count = count - 1 where form = old.form and spam = old.spam and status = old.status;`
  await sql`create trigger inbox_counts_insert after insert on submissions begin ${added} end`.execute(db)
  await sql`create trigger inbox_counts_update after update of form, spam, status on submissions
    when old.form is not new.form or old.spam is not new.spam or old.status is not new.status
    begin ${removed} ${added} end`.execute(db)
  await sql`create trigger inbox_counts_delete after delete on submissions begin ${removed} end`.execute(db)
}
