import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { ADMIN_ORDERS_TEXT } from '#src/shared/texts/admin-orders';
import { PACKER_SETUP_TEXT } from '#src/shared/texts/packer-setup';
import { Badge } from '#src/web/components/ui/badge';
import { StatusBadge, When } from '#src/web/features/admin/index';
import { itemName } from './line-names';
import { Section } from './order-sections';

const T = ADMIN_ORDERS_TEXT.detail;
const L = PACKER_SETUP_TEXT.timeline;

type StatusEvent = TAdminOrderDetail['history'][number];
type LineEvent = TAdminOrderDetail['lineEvents'][number];
type Entry = { at: string; status: StatusEvent; line?: never } | { at: string; line: LineEvent; status?: never };

const Dot = ({ tone }: { tone: string }) => (
  <span className={`absolute top-1.5 -left-[1.6875rem] size-3 rounded-full ring-4 ring-white ${tone}`} />
);

const Note = ({ note }: { note: string }) =>
  note ? (
    <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800">{note}</p>
  ) : null;

/** What a line change says in the timeline: "Toor Dal (1 kg) substituted with Moong Dal (1 kg)". */
function lineWords(event: LineEvent) {
  const item = itemName(event.title, event.label);
  return event.substitute
    ? L.substituted(item, itemName(event.substitute.title, event.substitute.label))
    : L.unavailable(item);
}

/** The order's timeline: each status change and each line changed while picking (issue 31 §3), who and when. */
export function Timeline({ order }: { order: TAdminOrderDetail }) {
  const by = (actorId: number | null, actorEmail: string | null) =>
    actorId === null ? T.bySystem : actorId === order.userid ? T.byShopper : T.by(actorEmail ?? `#${actorId}`);
  // Both lists come oldest first; a stable sort by time keeps each list's own order on a tie.
  const entries: Entry[] = [
    ...order.history.map((status) => ({ at: status.at, status })),
    ...order.lineEvents.map((line) => ({ at: line.at, line })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Section title={T.timeline}>
      <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
        <li className="relative">
          <Dot tone="bg-slate-400" />
          <p className="text-sm font-semibold text-slate-900">{T.placedEvent}</p>
          <p className="text-xs text-slate-600">
            <When iso={order.date} />
          </p>
        </li>
        {entries.map((entry, index) => (
          <li key={index} className="relative" data-timeline={entry.line ? 'line' : 'status'}>
            <Dot tone={entry.line ? 'bg-violet-600' : 'bg-brand-600'} />
            {entry.line ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={entry.line.kind === 'unavailable' ? 'danger' : 'violet'}>
                  {entry.line.kind === 'unavailable'
                    ? ADMIN_ORDERS_TEXT.lines.unavailable
                    : ADMIN_ORDERS_TEXT.lines.substituted}
                </Badge>
                <span className="text-slate-900">{lineWords(entry.line)}</span>
                <span className="text-slate-700">{by(entry.line.actorId, entry.line.actorEmail)}</span>
              </p>
            ) : (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge status={entry.status.status} />
                <span className="text-slate-700">{by(entry.status.actorId, entry.status.actorEmail)}</span>
              </p>
            )}
            <p className="mt-0.5 text-xs text-slate-600">
              <When iso={entry.at} />
            </p>
            <Note note={entry.line ? entry.line.note : entry.status.note} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
