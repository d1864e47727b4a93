import { useState, type FormEvent, type ReactNode } from 'react';
import type { TStoreSettings } from '#src/contracts/settings';
import { INDIAN_STATES } from '#src/shared/indian-states';
import { POLICY_KINDS } from '#src/shared/shop';
import { ADMIN_SETTINGS_TEXT } from '#src/shared/texts/admin-settings';
import { Button } from '#src/web/components/ui/button';
import { Field, SelectField, TextAreaField } from '#src/web/components/ui/field';
import { AdminPage, AdminPanel, adminApi } from '#src/web/features/admin/index';
import { ImagePicker } from '#src/web/features/admin-taxonomy/index';
import { useAlert } from '#src/web/lib/alert';
import { errorText } from '#src/web/lib/errors';
import { draftOf, fieldErrorOf, fieldIdOf, type FieldPath, type SettingsDraft } from './settings-form';

const T = ADMIN_SETTINGS_TEXT;
const F = T.fields;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `settings-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <AdminPanel className="p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">{children}</div>
      </section>
    </AdminPanel>
  );
}

/**
 * The store settings form (issue 30 §1, docs/decisions/052): one page, saved whole. The server checks every value;
 * its refusal names the field, whose message shows under it and which gets the focus.
 */
export function SettingsScreen({ settings }: { settings: TStoreSettings }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [error, setError] = useState<{ path: FieldPath; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { showError, showSuccess } = useAlert();

  const errorOf = (path: FieldPath) => (error?.path === path ? error.message : null);
  const clear = (path: FieldPath) => {
    if (error?.path === path) setError(null);
  };
  const text = (
    path: 'name' | 'legalName' | 'city' | 'pincode' | 'phone' | 'email' | 'hours' | 'gstin' | 'fssai',
    extra: { hint?: string; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' } = {},
  ) => (
    <Field
      id={fieldIdOf(path)}
      label={F[path]}
      value={draft[path]}
      error={errorOf(path)}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      inputMode={extra.inputMode}
      onChange={(event) => {
        setDraft({ ...draft, [path]: event.target.value });
        clear(path);
      }}
    />
  );
  const grievance = (key: 'name' | 'email' | 'phone', label: string, type = 'text') => (
    <Field
      id={fieldIdOf(`grievance.${key}`)}
      label={label}
      type={type}
      autoComplete="off"
      value={draft.grievance[key]}
      error={errorOf(`grievance.${key}`)}
      onChange={(event) => {
        setDraft({ ...draft, grievance: { ...draft.grievance, [key]: event.target.value } });
        clear(`grievance.${key}`);
      }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await adminApi.adminSettings.update({ body: draft });
      setDraft(draftOf(saved));
      setError(null);
      showSuccess(T.saved);
    } catch (failure) {
      const field = fieldErrorOf(failure);
      setError(field);
      showError(errorText(failure));
      if (field) document.getElementById(fieldIdOf(field.path))?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage title={T.title} description={T.intro}>
      <form noValidate aria-label={T.title} onSubmit={(event) => void submit(event)} className="grid gap-6">
        <Section title={T.sections.shop}>
          {text('name', { hint: T.hints.name })}
          {text('legalName', { hint: T.hints.legalName })}
          {text('hours', { hint: T.hints.hours })}
          <ImagePicker
            id={fieldIdOf('logo')}
            label={F.logo}
            value={draft.logo}
            onChange={(logo) => setDraft({ ...draft, logo })}
          />
        </Section>
        <Section title={T.sections.address}>
          <TextAreaField
            id={fieldIdOf('address')}
            label={F.address}
            className="md:col-span-2"
            value={draft.address}
            error={errorOf('address')}
            onChange={(event) => {
              setDraft({ ...draft, address: event.target.value });
              clear('address');
            }}
          />
          {text('city')}
          {text('pincode', { inputMode: 'numeric' })}
          <SelectField
            id={fieldIdOf('state')}
            label={F.state}
            value={draft.state}
            onChange={(event) => {
              setDraft({ ...draft, state: event.target.value });
              clear('state');
            }}
          >
            <option value="">{F.statePlaceholder}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </SelectField>
        </Section>
        <Section title={T.sections.contact}>
          {text('phone', { type: 'tel', inputMode: 'tel' })}
          {text('email', { type: 'email', inputMode: 'email' })}
        </Section>
        <Section title={T.sections.registration}>
          {text('gstin', { hint: T.hints.gstin })}
          {text('fssai', { hint: T.hints.fssai, inputMode: 'numeric' })}
        </Section>
        <Section title={T.sections.grievance}>
          {grievance('name', F.grievanceName)}
          {grievance('email', F.grievanceEmail, 'email')}
          {grievance('phone', F.grievancePhone, 'tel')}
        </Section>
        <Section title={T.sections.policies}>
          {POLICY_KINDS.map((kind) => (
            <TextAreaField
              key={kind}
              id={fieldIdOf(`policies.${kind}`)}
              label={F[`${kind}Policy`]}
              hint={T.hints.policy}
              rows={6}
              className="md:col-span-2"
              value={draft.policies[kind]}
              error={errorOf(`policies.${kind}`)}
              onChange={(event) => {
                setDraft({ ...draft, policies: { ...draft.policies, [kind]: event.target.value } });
                clear(`policies.${kind}`);
              }}
            />
          ))}
        </Section>
        <div className="flex justify-end">
          <Button type="submit" busy={busy} busyText={T.saving}>
            {T.save}
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
