import { useId, type ReactNode } from 'react';
import type { TTaxDocument } from '#src/contracts/invoices';
import { formatShopTime } from '#src/shared/shop-time';
import { formatPaise, formatRate, INVOICES_TEXT as T } from '#src/shared/texts/invoices';

/** A calendar day (`YYYY-MM-DD`, already the shop's) as pages print it: formatted in UTC, so no zone shifts it. */
const dayText = (day: string) => formatShopTime(`${day}T00:00:00Z`, 'UTC', 'day');

const NUM = 'px-2 py-1.5 text-right whitespace-nowrap tabular-nums';
const HEAD = 'px-2 py-1.5 text-xs font-semibold text-slate-600 print:text-black';

/** Label and value rows; a value left empty in the store settings prints as a dash. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600 print:text-black">{term}</dt>
          <dd className="min-w-0 font-medium break-words">{value || T.notGiven}</dd>
        </div>
      ))}
    </dl>
  );
}

function Party({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid rounded-xl border border-slate-200 p-4">
      <h2 id={id} className="mb-2 text-xs font-bold tracking-wide text-slate-600 uppercase print:text-black">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The tax columns of a row: CGST and SGST within the shop's state, IGST outside it (decision 054). */
function TaxCells({ split, intraState }: { split: { cgst: number; sgst: number; igst: number }; intraState: boolean }) {
  return intraState ? (
    <>
      <td className={NUM}>{formatPaise(split.cgst)}</td>
      <td className={NUM}>{formatPaise(split.sgst)}</td>
    </>
  ) : (
    <td className={NUM}>{formatPaise(split.igst)}</td>
  );
}

function TaxHeads({ intraState }: { intraState: boolean }) {
  const kinds = intraState ? [T.columns.cgst, T.columns.sgst] : [T.columns.igst];
  return kinds.map((kind) => (
    <th key={kind} scope="col" className={`${HEAD} text-right`}>
      {kind}
    </th>
  ));
}

/** The items: one row per line with its HSN, rate and tax, the totals in the footer. */
function LinesTable({ document: doc }: { document: TTaxDocument }) {
  const captionId = useId();
  const heads: [string, boolean][] = [
    [T.columns.number, true],
    [T.columns.description, false],
    [T.columns.hsn, false],
    [T.columns.quantity, true],
    [T.columns.rate, true],
    [T.columns.taxable, true],
    [T.columns.gstRate, true],
  ];
  return (
    // Focusable so keyboard users can scroll it on a phone (axe: scrollable-region-focusable); printed, it fits.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 print:overflow-visible"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left print:min-w-0">
        <caption id={captionId} className="sr-only">
          {T.linesCaption}
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {heads.map(([label, numeric]) => (
              <th key={label} scope="col" className={`${HEAD} ${numeric ? 'text-right' : ''}`}>
                {label}
              </th>
            ))}
            <TaxHeads intraState={doc.intraState} />
            <th scope="col" className={`${HEAD} text-right`}>
              {T.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, index) => (
            <tr key={index} className="break-inside-avoid border-b border-slate-200" data-hsn={line.hsnCode}>
              <td className={NUM}>{index + 1}</td>
              <th scope="row" className="px-2 py-1.5 font-medium">
                {line.description}
              </th>
              <td className="px-2 py-1.5 tabular-nums">{line.hsnCode || T.notGiven}</td>
              <td className={NUM}>{line.quantity || T.notGiven}</td>
              <td className={NUM}>{line.unitPrice === null ? T.noUnitPrice : formatPaise(line.unitPrice)}</td>
              <td className={NUM}>{formatPaise(line.taxable)}</td>
              <td className={NUM}>{formatRate(line.rateBps)}</td>
              <TaxCells split={line} intraState={doc.intraState} />
              <td className={`${NUM} font-semibold`}>{formatPaise(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="break-inside-avoid border-t-2 border-slate-300 font-bold">
            <th scope="row" colSpan={5} className="px-2 py-1.5 text-left">
              {T.total}
            </th>
            <td className={NUM}>{formatPaise(doc.totals.taxable)}</td>
            <td />
            <TaxCells split={doc.totals} intraState={doc.intraState} />
            <td className={NUM}>{formatPaise(doc.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The tax summary a GST invoice carries: taxable value and tax per rate. */
function ByRateTable({ document: doc }: { document: TTaxDocument }) {
  return (
    <table className="w-full border-collapse text-left sm:w-auto sm:min-w-[24rem]">
      <caption className="mb-1 text-left text-sm font-bold">{T.taxSummary}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className={`${HEAD} text-right`}>
            {T.columns.gstRate}
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            {T.columns.taxable}
          </th>
          <TaxHeads intraState={doc.intraState} />
        </tr>
      </thead>
      <tbody>
        {doc.byRate.map((row) => (
          <tr key={row.rateBps} className="break-inside-avoid border-b border-slate-200">
            <th scope="row" className={`${NUM} font-medium`}>
              {formatRate(row.rateBps)}
            </th>
            <td className={NUM}>{formatPaise(row.taxable)}</td>
            <TaxCells split={row} intraState={doc.intraState} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A tax invoice or credit note as printed (issue 30 §2, docs/decisions/054), from the issued snapshot only: seller and
 * buyer, place of supply, the lines with HSN and their GST split, the tax by rate, totals and the amount in words.
 * On screen a white sheet; printed, the sheet is the page (A4, app.css) and the shop around it hides itself.
 */
export function TaxDocument({ document: doc }: { document: TTaxDocument }) {
  const id = useId();
  const taxes: [string, number][] = doc.intraState
    ? [
        [T.columns.cgst, doc.totals.cgst],
        [T.columns.sgst, doc.totals.sgst],
      ]
    : [[T.columns.igst, doc.totals.igst]];
  const totals: [string, number][] = [[T.columns.taxable, doc.totals.taxable], ...taxes];
  return (
    <article
      aria-labelledby={`${id}-title`}
      data-tax-document={doc.kind}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-xs sm:p-8 print:rounded-none print:border-0 print:p-0 print:text-[10pt] print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div className="min-w-0">
          <h1 id={`${id}-title`} className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {T.documentTitle(doc.kind, doc.number)}
          </h1>
          <p className="mt-1 text-slate-600 print:text-black">{T.order(doc.orderId)}</p>
          {doc.invoice ? (
            <p className="mt-1 font-medium">{T.againstInvoice(doc.invoice.number, dayText(doc.invoice.issuedOn))}</p>
          ) : null}
          {doc.reason ? <p className="mt-1">{`${T.reason}: ${doc.reason}`}</p> : null}
        </div>
        <Facts
          rows={[
            [doc.kind === 'invoice' ? T.invoiceNumber : T.creditNoteNumber, doc.number],
            [T.date, <time dateTime={doc.issuedOn}>{dayText(doc.issuedOn)}</time>],
            [T.placeOfSupply, doc.placeOfSupply],
          ]}
        />
      </header>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Party id={`${id}-seller`} title={T.seller}>
          <p className="font-bold">{doc.seller.legalName || doc.seller.name}</p>
          {doc.seller.legalName && doc.seller.legalName !== doc.seller.name ? <p>{doc.seller.name}</p> : null}
          <address className="mb-2 whitespace-pre-line not-italic">{doc.seller.address.join('\n')}</address>
          <Facts
            rows={[
              [T.gstin, doc.seller.gstin],
              [T.fssai, doc.seller.fssai],
              [T.phone, doc.seller.phone],
              [T.email, doc.seller.email],
            ]}
          />
        </Party>
        <Party id={`${id}-buyer`} title={T.buyer}>
          <p className="font-bold">{doc.buyer.name}</p>
          <address className="mb-2 whitespace-pre-line not-italic">
            {[...doc.buyer.address, [doc.buyer.state, doc.buyer.pincode].filter(Boolean).join(' ')].join('\n')}
          </address>
          <Facts rows={[[T.phone, doc.buyer.phone]]} />
        </Party>
      </div>

      <LinesTable document={doc} />

      <div className="mt-6 flex break-inside-avoid flex-wrap items-start justify-between gap-6">
        <ByRateTable document={doc} />
        <dl className="w-full space-y-1 tabular-nums sm:w-72" data-totals>
          {totals.map(([label, paise]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-slate-600 print:text-black">{label}</dt>
              <dd>{formatPaise(paise)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t-2 border-slate-300 pt-1 text-base font-bold">
            <dt>{T.total}</dt>
            <dd>{formatPaise(doc.totals.total)}</dd>
          </div>
        </dl>
      </div>

      <p className="mt-5 break-inside-avoid">
        <span className="font-semibold">{`${T.amountInWords}: `}</span>
        {doc.amountInWords}
      </p>
      <p className="mt-1 text-slate-600 print:text-black">{T.inclusive}</p>
    </article>
  );
}
