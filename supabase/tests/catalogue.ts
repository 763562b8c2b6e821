import type { DatabaseDriver } from '../../edge-functions/src/ports/database.ts';

/**
 * A database's schema as plain, sorted lines: everything a migration can change and a client can
 * notice (tables and columns, constraints, indexes, functions with their bodies, views, triggers,
 * policies, privileges, comments, enum labels, storage buckets, reference rows). Two databases
 * built from the same SQL in different steps have equal catalogues; any drift shows as a line
 * that one has and the other lacks.
 */
export type Catalogue = Record<string, string[]>;

// Objects that extensions create belong to the extension, not to our SQL.
const notFromExtension = (oid: string, classTable: string) => `not exists (
  select 1 from pg_depend d
   where d.classid = '${classTable}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const ourSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  and n.nspname not like 'pg\\_temp%' and n.nspname not like 'pg\\_toast\\_temp%'
  and n.nspname <> 'local_bootstrap'`;

/** Privileges as sorted `grantee:privilege` items, independent of the order they were granted. */
const acl = (column: string) => `coalesce((
  select string_agg(
           case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end
             || ':' || a.privilege_type || case when a.is_grantable then '*' else '' end,
           ',' order by 1)
    from aclexplode(${column}) a), '')`;

const queries: Record<string, string> = {
  schemas: `
    select n.nspname || ' acl=' || ${acl('n.nspacl')}
           || ' comment=' || coalesce(obj_description(n.oid, 'pg_namespace'), '') as line
      from pg_namespace n where ${ourSchemas}`,
  types: `
    select format_type(t.oid, null) || ' ' || t.typtype::text
           || coalesce(' labels=' || (select string_agg(e.enumlabel, ',' order by e.enumsortorder)
                                        from pg_enum e where e.enumtypid = t.oid), '')
           || ' comment=' || coalesce(obj_description(t.oid, 'pg_type'), '') as line
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
     where ${ourSchemas} and t.typtype in ('e', 'd', 'c')
       and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
       and ${notFromExtension('t.oid', 'pg_type')}`,
  relations: `
    select c.oid::regclass::text || ' kind=' || c.relkind::text
           || ' rls=' || c.relrowsecurity || ' force_rls=' || c.relforcerowsecurity
           || ' acl=' || ${acl('c.relacl')}
           || ' comment=' || coalesce(obj_description(c.oid, 'pg_class'), '') as line
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where ${ourSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
       and ${notFromExtension('c.oid', 'pg_class')}`,
  columns: `
    select c.oid::regclass::text || '.' || a.attnum || ' ' || a.attname || ' '
           || format_type(a.atttypid, a.atttypmod)
           || case when a.attnotnull then ' not null' else '' end
           || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
           || case when a.attidentity::text <> '' then ' identity=' || a.attidentity::text else '' end
           || case when a.attgenerated::text <> '' then ' generated' else '' end
           || ' acl=' || ${acl('a.attacl')}
           || ' comment=' || coalesce(col_description(c.oid, a.attnum), '') as line
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where ${ourSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and a.attnum > 0 and not a.attisdropped
       and ${notFromExtension('c.oid', 'pg_class')}`,
  constraints: `
    select con.conrelid::regclass::text || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid)
           || ' comment=' || coalesce(obj_description(con.oid, 'pg_constraint'), '') as line
      from pg_constraint con join pg_namespace n on n.oid = con.connamespace
     where ${ourSchemas} and con.conrelid <> 0`,
  indexes: `
    select pg_get_indexdef(i.indexrelid)
           || ' comment=' || coalesce(obj_description(i.indexrelid, 'pg_class'), '') as line
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
     where ${ourSchemas} and ${notFromExtension('i.indrelid', 'pg_class')}`,
  views: `
    select c.oid::regclass::text || ' as ' || pg_get_viewdef(c.oid) as line
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where ${ourSchemas} and c.relkind in ('v', 'm')`,
  functions: `
    select pg_get_functiondef(p.oid)
           || ' acl=' || ${acl('p.proacl')}
           || ' comment=' || coalesce(obj_description(p.oid, 'pg_proc'), '') as line
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where ${ourSchemas} and p.prokind in ('f', 'p', 'w')
       and ${notFromExtension('p.oid', 'pg_proc')}`,
  triggers: `
    select pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text as line
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
     where ${ourSchemas} and not t.tgisinternal`,
  policies: `
    select schemaname || '.' || tablename || ' "' || policyname || '" ' || permissive || ' '
           || cmd || ' to ' || array_to_string(roles, ',')
           || ' using (' || coalesce(qual, '') || ') check (' || coalesce(with_check, '') || ')'
           as line
      from pg_policies`,
  defaultPrivileges: `
    select coalesce(d.defaclrole::regrole::text, '') || ' ' || coalesce(n.nspname, '*') || ' '
           || d.defaclobjtype::text || ' ' || ${acl('d.defaclacl')} as line
      from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  storageBuckets: `
    select b.id || ' public=' || b.public || ' limit=' || coalesce(b.file_size_limit::text, '')
           || ' types=' || coalesce(array_to_string(b.allowed_mime_types, ','), '') as line
      from storage.buckets b`,
  referenceRows: `
    select 'settings ' || s.key || '=' || s.value::text as line from public.settings s`,
};

export async function readCatalogue(driver: DatabaseDriver): Promise<Catalogue> {
  const catalogue: Catalogue = {};
  for (const [part, sql] of Object.entries(queries)) {
    const rows = await driver.transaction((tx) => tx.query<{ line: string }>(sql));
    catalogue[part] = rows.map((row) => row.line).sort();
  }
  return catalogue;
}
