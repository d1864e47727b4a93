import type { TDeclarations } from '#src/contracts/catalog';
import { MAKER_ROLES, type TMakerRole } from '#src/shared/declarations';
import { ADMIN_DECLARATIONS_TEXT } from '#src/shared/texts/declarations';
import { Field } from '#src/web/components/ui/field';
import { Section, Select, TextArea } from './editor-controls';
import type { DraftErrors } from './product-form';

const D = ADMIN_DECLARATIONS_TEXT;

/**
 * The product form's Declarations section (issue 30 §3, decision 056): the maker (manufacturer, packer or importer,
 * name, address), the generic name, best-before guidance and the consumer care contact. Net quantity and MRP are
 * the packs', country of origin and veg / non-veg the facts'.
 */
export function DeclarationsSection({
  declarations,
  errors,
  onChange,
}: {
  declarations: TDeclarations;
  errors: DraftErrors;
  onChange: (change: Partial<TDeclarations>) => void;
}) {
  const text = (key: Exclude<keyof TDeclarations, 'makerRole' | 'makerAddress'>, label: string, hint?: string) => (
    <Field
      id={`declarations-${key}`}
      label={label}
      hint={hint}
      value={declarations[key]}
      error={errors[`declarations-${key}`]}
      onChange={(e) => onChange({ [key]: e.target.value })}
    />
  );
  return (
    <Section title={D.section}>
      <p className="text-sm text-slate-600">{D.sectionHint}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          id="declarations-makerRole"
          label={D.makerRole}
          value={declarations.makerRole}
          onChange={(v) => onChange({ makerRole: v as TMakerRole })}
        >
          {MAKER_ROLES.map((role) => (
            <option key={role} value={role}>
              {D.roles[role]}
            </option>
          ))}
        </Select>
        {text('makerName', D.makerName)}
        <div className="md:col-span-2">
          <TextArea
            id="declarations-makerAddress"
            label={D.makerAddress}
            rows={2}
            value={declarations.makerAddress}
            onChange={(v) => onChange({ makerAddress: v })}
          />
        </div>
        {text('genericName', D.genericName, D.genericNameHint)}
        {text('bestBefore', D.bestBefore, D.bestBeforeHint)}
        {text('carePhone', D.carePhone, D.careHint)}
        {text('careEmail', D.careEmail, D.careHint)}
      </div>
    </Section>
  );
}
