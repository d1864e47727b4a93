/** The spec's fixed "Additional info" table (the same for every product, as in the original shop). */
const ROWS: [string, string][] = [
  ['Stand up', '35″L x 24″W x 37-45″H (front to back wheel)'],
  ['Folded (w/o wheels)', '32.5″L x 18.5″W x 16.5″H'],
  ['Folded (w/ wheels)', '32.5″L x 24″W x 18.5″H'],
  ['Door pass through', '24″'],
  ['Frame', 'Aluminium'],
  ['Weight (w/o wheels)', '20 LBS'],
  ['Weight capacity', '60 LBS'],
  ['Width', '24″'],
  ['Handle height (ground to handle)', '37-45″'],
  ['Wheels', '12″ air / wide track slick tread'],
  ['Seat back height', '21.5″'],
  ['Head room (inside canopy)', '25″'],
  ['Color', 'Black, Blue, Red, White'],
  ['Size', 'M, S'],
];

export function AdditionalInfo() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <tbody className="divide-y divide-slate-200">
          {ROWS.map(([label, value]) => (
            <tr key={label} className="even:bg-slate-50/70">
              <th scope="row" className="w-2/5 px-4 py-3 font-semibold text-slate-800 sm:w-1/3">
                {label}
              </th>
              <td className="px-4 py-3 text-slate-700">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
