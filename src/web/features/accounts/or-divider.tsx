import { TEXT } from '#src/shared/texts';

export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
      <span className="h-px flex-1 bg-slate-200" />
      {TEXT.auth.or}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
