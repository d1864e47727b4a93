import { Form, useNavigation } from 'react-router';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { Field, SelectField } from '#src/web/components/ui/field';
import {
  AdminPage,
  AdminPanel,
  AuditEntries,
  adminLoad,
  adminTitle,
  pageParam,
  FilterActions,
  Pager,
} from '#src/web/features/admin/index';
import type { Route } from './+types/audit';

const T = ADMIN_TEXT.audit;
const FILTERS = ['entity', 'entityId', 'actor'] as const;

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(T.title, matches);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const log = await adminLoad({ context, request }, (api) =>
    api.admin.audit({
      query: {
        ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
        page: pageParam(params),
      },
    }),
  );
  return { log, filters };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { log, filters } = loaderData;
  const busy = useNavigation().state === 'loading';
  const filtered = FILTERS.some((name) => filters[name]);
  const entities =
    filters.entity && !log.entities.includes(filters.entity) ? [filters.entity, ...log.entities] : log.entities;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
    params.set('page', String(page));
    return `/admin/audit?${params}`;
  };
  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="p-4">
        <Form
          key={JSON.stringify(filters)}
          method="get"
          className="grid items-end gap-4 md:grid-cols-[1fr_1fr_1.5fr_auto]"
          aria-label={T.filters}
        >
          {/* The entities the log knows (a filter by hand could only miss): the one in the address stays listed. */}
          <SelectField id="audit-entity" name="entity" label={T.entity} defaultValue={filters.entity}>
            <option value="">{T.allEntities}</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </SelectField>
          <Field id="audit-entity-id" name="entityId" label={T.entityId} defaultValue={filters.entityId} />
          <Field id="audit-actor" name="actor" type="text" label={T.actor} defaultValue={filters.actor} />
          <FilterActions
            busy={busy}
            apply={T.apply}
            clear={filtered ? { to: '/admin/audit', label: T.clear } : null}
            className="md:mb-[1.625rem]"
          />
        </Form>
      </AdminPanel>
      <p className="mt-6 mb-3 text-sm font-semibold text-slate-700" aria-live="polite">
        {T.total(log.total)}
      </p>
      {log.entries.length > 0 ? (
        <AuditEntries entries={log.entries} caption={T.caption} />
      ) : (
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          {filtered ? T.emptyFiltered : T.empty}
        </p>
      )}
      <Pager page={log.page} totalPages={log.totalPages} hrefFor={hrefFor} />
    </AdminPage>
  );
}
