import { Form, Link, useNavigation } from 'react-router';
import type { TAuditEntry } from '#src/contracts/admin';
import { ADMIN_TEXT } from '#src/shared/texts/admin';
import { Field } from '#src/web/components/ui/field';
import {
  AdminPage,
  AdminPanel,
  AuditChange,
  adminLoad,
  adminTitle,
  pageParam,
  When,
  type Column,
  FilterActions,
  FilteredTable,
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

const filterHref = (name: (typeof FILTERS)[number], value: string) =>
  `/admin/audit?${new URLSearchParams({ [name]: value })}`;

const COLUMNS: Column<TAuditEntry>[] = [
  {
    key: 'when',
    header: T.when,
    className: 'whitespace-nowrap',
    cell: (entry) => <When iso={entry.at} show="second" />,
  },
  {
    key: 'who',
    header: T.who,
    cell: (entry) => (
      <Link className="font-semibold text-brand-700 hover:underline" to={filterHref('actor', entry.actorEmail)}>
        {entry.actorEmail}
      </Link>
    ),
  },
  { key: 'ip', header: T.ip, className: 'font-mono text-xs whitespace-nowrap', cell: (entry) => entry.ip },
  { key: 'action', header: T.action, className: 'whitespace-nowrap', cell: (entry) => entry.action },
  {
    key: 'entity',
    header: T.entity,
    className: 'whitespace-nowrap',
    cell: (entry) => (
      <Link
        className="text-brand-700 hover:underline"
        to={`/admin/audit?${new URLSearchParams({ entity: entry.entity, entityId: entry.entityId })}`}
      >
        {`${entry.entity} #${entry.entityId}`}
      </Link>
    ),
  },
  {
    key: 'change',
    header: T.change,
    className: 'min-w-[18rem]',
    cell: (entry) => <AuditChange before={entry.before} after={entry.after} />,
  },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { log, filters } = loaderData;
  const busy = useNavigation().state === 'loading';
  const filtered = FILTERS.some((name) => filters[name]);
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
    params.set('page', String(page));
    return `/admin/audit?${params}`;
  };
  return (
    <AdminPage title={T.title} description={T.intro}>
      <AdminPanel className="p-4">
        <Form method="get" className="grid items-end gap-4 md:grid-cols-[1fr_1fr_1.5fr_auto]" aria-label={T.filters}>
          <Field id="audit-entity" name="entity" label={T.entity} hint={T.entityHint} defaultValue={filters.entity} />
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
      <FilteredTable
        summary={T.total(log.total)}
        page={log.page}
        totalPages={log.totalPages}
        hrefFor={hrefFor}
        caption={T.caption}
        columns={COLUMNS}
        rows={log.entries}
        rowKey={(entry) => entry.id}
        empty={filtered ? T.emptyFiltered : T.empty}
      />
    </AdminPage>
  );
}
