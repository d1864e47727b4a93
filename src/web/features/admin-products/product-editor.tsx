import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import type { TAdminProductDetail } from '#src/contracts/admin-catalog';
import type { TCategory } from '#src/contracts/catalog';
import { imageUrl } from '#src/shared/images';
import { formatUnitPrice, NET_UNITS, unitPrice, type NetUnit } from '#src/shared/unit-price';
import { Button, buttonClasses } from '#src/web/components/ui/button';
import { cn } from '#src/web/components/ui/cn';
import { Field } from '#src/web/components/ui/field';
import { useAlert } from '#src/web/lib/alert';
import { AdminPage, adminApi as api } from '#src/web/features/admin/index';
import { AuditHistory } from './audit-history';
import {
  draftOf,
  emptyDraft,
  emptyPack,
  toRequest,
  type DraftErrors,
  type FactsDraft,
  type OptionKind,
  type PackDraft,
  type ProductDraft,
} from './product-form';

const E = ADMIN_PRODUCTS_TEXT.productEditor;
const CONTROL =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-[0.9375rem] text-slate-900 shadow-xs outline-none ' +
  'hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 aria-[invalid=true]:border-red-600';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`${title}-h`}>
      <h2 id={`${title}-h`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
  error,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  error?: string | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={CONTROL}
      >
        {children}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

function TextArea({
  id,
  label,
  value,
  onChange,
  rows = 4,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(CONTROL, 'h-auto py-3')}
      />
    </div>
  );
}

/** The product editor (new or existing): fields, facts for its kind, images, packs with live unit prices. */
export function ProductEditor({
  product,
  categories,
}: {
  product: TAdminProductDetail | null;
  categories: TCategory[];
}) {
  const navigate = useNavigate();
  const { showSuccess, showError } = useAlert();
  const [current, setCurrent] = useState(product);
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const saved = useRef(JSON.stringify(draft));
  const dirty = JSON.stringify(draft) !== saved.current;
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const skipBlock = useRef(false);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (skipBlock.current) return false;
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setFacts = <K extends keyof FactsDraft>(key: K, value: FactsDraft[K]) =>
    setDraft((d) => ({ ...d, facts: { ...d.facts, [key]: value } }));
  const setPack = (key: string, change: Partial<PackDraft>) =>
    setDraft((d) => ({ ...d, packs: d.packs.map((p) => (p.key === key ? { ...p, ...change } : p)) }));

  const top = categories.find((c) => String(c.id) === draft.catId);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const form = new FormData();
    for (const file of Array.from(files)) form.append('images', file);
    setUploading(true);
    try {
      const { images } = await api.admin.uploadImages({ form });
      setDraft((d) => ({ ...d, images: [...d.images, ...images] }));
    } catch (caught) {
      showError((caught as Error).message);
    } finally {
      setUploading(false);
    }
  };
  const moveImage = (from: number, to: number) =>
    setDraft((d) => {
      const images = [...d.images];
      const [moved] = images.splice(from, 1);
      images.splice(to, 0, moved!);
      return { ...d, images };
    });

  const save = async () => {
    setFormError(null);
    const request = toRequest(draft);
    if ('errors' in request) {
      setErrors(request.errors);
      setFormError(E.fixErrors);
      const first = Object.keys(request.errors)[0];
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = current
        ? await api.admin.updateProduct({ params: { id: current.id }, body: request.body })
        : await api.admin.createProduct({ body: request.body });
      const fresh = draftOf(answer);
      setDraft(fresh);
      saved.current = JSON.stringify(fresh);
      setCurrent(answer);
      setHistoryKey((k) => k + 1);
      showSuccess(current ? E.savedMsg : E.created);
      if (!current) {
        skipBlock.current = true;
        void navigate(`/admin/products/${answer.id}`, { replace: true });
      }
    } catch (caught) {
      const message = (caught as Error).message;
      setFormError(message);
      showError(message);
    } finally {
      setSaving(false);
    }
  };

  const toggleArchive = async () => {
    if (!current) return;
    try {
      const answer = current.archivedAt
        ? await api.admin.restoreProduct({ params: { id: current.id } })
        : await api.admin.archiveProduct({ params: { id: current.id } });
      setCurrent(answer);
      setHistoryKey((k) => k + 1);
      showSuccess(answer.archivedAt ? E.archivedMsg : E.restoredMsg);
    } catch (caught) {
      showError((caught as Error).message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <AdminPage
        title={current ? E.editTitle(current.name) : E.newTitle}
        description={
          <Link to="/admin/products" className="font-semibold text-brand-700 hover:underline">
            {E.backToList}
          </Link>
        }
        actions={
          <>
            {current ? (
              <Button type="button" variant="secondary" onClick={() => void toggleArchive()}>
                {current.archivedAt ? E.restore : E.archive}
              </Button>
            ) : null}
            <Button type="submit" busy={saving} busyText={E.saving}>
              {current ? E.save : E.create}
            </Button>
          </>
        }
      >
        <div className="space-y-5">
          {current?.archivedAt ? (
            <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900" role="status">
              {E.archivedNote}
            </p>
          ) : null}
          {formError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
              {formError}
            </p>
          ) : null}

          <Section title={E.details}>
            <Field
              id="name"
              label={E.name}
              value={draft.name}
              error={errors['name']}
              onChange={(e) => set('name', e.target.value)}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <Field id="brand" label={E.brand} value={draft.brand} onChange={(e) => set('brand', e.target.value)} />
              <Field
                id="countries"
                label={E.countries}
                hint={E.countriesHint}
                value={draft.countries}
                onChange={(e) => set('countries', e.target.value)}
              />
              <Select
                id="catId"
                label={E.category}
                value={draft.catId}
                error={errors['catId']}
                onChange={(value) => setDraft((d) => ({ ...d, catId: value, subCatId: '' }))}
              >
                <option value="">{E.chooseCategory}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
              <Select id="subCatId" label={E.subCategory} value={draft.subCatId} onChange={(v) => set('subCatId', v)}>
                <option value="">{E.noSubCategory}</option>
                {(top?.children ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </div>
            <TextArea
              id="description"
              label={E.description}
              value={draft.description}
              onChange={(v) => set('description', v)}
            />
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={draft.isFeatured}
                onChange={(e) => set('isFeatured', e.target.checked)}
                className="size-4 accent-brand-600"
              />
              {E.featured}
            </label>
          </Section>

          <Section title={E.images}>
            <p className="text-sm text-slate-600">{E.imagesHint}</p>
            <ul className="flex flex-wrap gap-3">
              {draft.images.map((name, index) => (
                <li key={name} className="w-36 rounded-xl border border-slate-200 p-2">
                  <img
                    src={imageUrl(name, 200)}
                    alt={E.imageAlt(index + 1)}
                    width={128}
                    height={128}
                    className="size-32 rounded-lg object-cover"
                  />
                  {index === 0 ? <p className="mt-1 text-xs font-semibold text-brand-700">{E.cover}</p> : null}
                  <div className="mt-1 flex gap-1">
                    <Button
                      size="sm"
                      variant="quiet"
                      aria-label={E.moveEarlier(index + 1)}
                      disabled={index === 0}
                      onClick={() => moveImage(index, index - 1)}
                    >
                      ←
                    </Button>
                    <Button
                      size="sm"
                      variant="quiet"
                      aria-label={E.moveLater(index + 1)}
                      disabled={index === draft.images.length - 1}
                      onClick={() => moveImage(index, index + 1)}
                    >
                      →
                    </Button>
                    <Button
                      size="sm"
                      variant="quiet"
                      aria-label={E.removeImage(index + 1)}
                      onClick={() =>
                        set(
                          'images',
                          draft.images.filter((n) => n !== name),
                        )
                      }
                    >
                      ✕
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <label
              className={buttonClasses(
                'secondary',
                'md',
                'cursor-pointer focus-within:outline-2 focus-within:outline-brand-600',
              )}
            >
              {uploading ? E.uploading : E.upload}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                className="sr-only"
                disabled={uploading}
                onChange={(event) => {
                  void upload(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </Section>

          <Section title={E.facts}>
            <FactsFields facts={draft.facts} errors={errors} onChange={setFacts} />
          </Section>

          <Section title={E.packs}>
            <ol className="space-y-4">
              {draft.packs.map((pack, index) => (
                <PackFields
                  key={pack.key}
                  pack={pack}
                  number={index + 1}
                  errors={errors}
                  canRemove={draft.packs.length > 1}
                  onChange={(change) => setPack(pack.key, change)}
                  onRemove={() =>
                    set(
                      'packs',
                      draft.packs.filter((p) => p.key !== pack.key),
                    )
                  }
                />
              ))}
            </ol>
            <Button variant="secondary" onClick={() => set('packs', [...draft.packs, emptyPack()])}>
              {E.addPack}
            </Button>
          </Section>

          {current ? <AuditHistory key={historyKey} productId={current.id} /> : null}
        </div>
      </AdminPage>
      {blocker.state === 'blocked' ? (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="unsaved-title"
          className="fixed inset-0 z-50 grid place-items-center bg-slate-900/40 p-4"
        >
          <div className="max-w-sm space-y-4 rounded-xl bg-white p-5 shadow-lg">
            <p id="unsaved-title" className="font-semibold text-slate-900">
              {E.unsaved}
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="quiet" autoFocus onClick={() => blocker.reset()}>
                {E.stay}
              </Button>
              <Button onClick={() => blocker.proceed()}>{E.leave}</Button>
            </div>
          </div>
        </div>
      ) : null}
    </form>
  );
}

function FactsFields({
  facts,
  errors,
  onChange,
}: {
  facts: FactsDraft;
  errors: DraftErrors;
  onChange: <K extends keyof FactsDraft>(key: K, value: FactsDraft[K]) => void;
}) {
  const text = (key: keyof FactsDraft, label: string) => (
    <Field
      id={`facts-${key}`}
      label={label}
      value={facts[key] as string}
      error={errors[key]}
      onChange={(e) => onChange(key, e.target.value as never)}
    />
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Select
        id="facts-kind"
        label={E.kind}
        value={facts.kind}
        onChange={(v) => onChange('kind', v as FactsDraft['kind'])}
      >
        {(['none', 'food', 'fashion', 'electronics', 'general'] as const).map((kind) => (
          <option key={kind} value={kind}>
            {E.kinds[kind]}
          </option>
        ))}
      </Select>
      {facts.kind === 'food' ? (
        <>
          <Select
            id="facts-diet"
            label={E.diet}
            value={facts.diet}
            onChange={(v) => onChange('diet', v as 'veg' | 'non-veg')}
          >
            <option value="veg">{E.veg}</option>
            <option value="non-veg">{E.nonVeg}</option>
          </Select>
          {text('ingredients', E.ingredients)}
          {text('allergens', E.allergens)}
          {text('storage', E.storage)}
          {text('shelfLife', E.shelfLife)}
        </>
      ) : null}
      {facts.kind === 'fashion' ? (
        <>
          <Field
            id="material"
            label={E.material}
            value={facts.material}
            error={errors['material']}
            onChange={(e) => onChange('material', e.target.value)}
          />
          {text('fit', E.fit)}
          {text('care', E.care)}
        </>
      ) : null}
      {facts.kind === 'electronics' || facts.kind === 'general' ? (
        <div className="md:col-span-2">
          <TextArea id="facts-specs" label={E.specs} value={facts.specs} onChange={(v) => onChange('specs', v)} />
        </div>
      ) : null}
      {facts.kind === 'electronics' ? text('warranty', E.warranty) : null}
      {facts.kind !== 'none' ? text('origin', E.origin) : null}
    </div>
  );
}

function PackFields({
  pack,
  number,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  pack: PackDraft;
  number: number;
  errors: DraftErrors;
  canRemove: boolean;
  onChange: (change: Partial<PackDraft>) => void;
  onRemove: () => void;
}) {
  const id = (field: string) => `${pack.key}-${field}`;
  const price = /^\d+$/.test(pack.price) ? Number(pack.price) : null;
  const quantity = pack.netQuantity.trim() ? Number(pack.netQuantity) : null;
  const perUnit = price !== null && pack.unit ? unitPrice(price, quantity, pack.unit) : null;
  const field = (name: keyof PackDraft, label: string, numeric = false) => (
    <Field
      id={id(name)}
      label={label}
      value={pack[name] as string}
      inputMode={numeric ? 'decimal' : undefined}
      error={errors[id(name)]}
      onChange={(e) => onChange({ [name]: e.target.value })}
    />
  );
  return (
    <li>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-bold text-slate-900">{E.pack(number)}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {field('label', E.label)}
          {field('sku', E.sku)}
          <Select
            id={id('option')}
            label={E.option}
            value={pack.option}
            onChange={(v) => onChange({ option: v as OptionKind })}
          >
            {(['none', 'size', 'ram', 'weight'] as const).map((option) => (
              <option key={option} value={option}>
                {E.options[option]}
              </option>
            ))}
          </Select>
          {pack.option !== 'none' ? field('optionValue', E.optionValue) : <span />}
          {field('price', E.price, true)}
          {field('oldPrice', E.oldPrice, true)}
          {field('stock', E.stock, true)}
          <div className="grid grid-cols-2 gap-2">
            {field('netQuantity', E.netQuantity, true)}
            <Select
              id={id('unit')}
              label={E.unit}
              value={pack.unit}
              error={errors[id('unit')]}
              onChange={(v) => onChange({ unit: v as NetUnit | '' })}
            >
              <option value="">{E.noUnit}</option>
              {NET_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-sm text-slate-700" aria-live="polite">
            {E.unitPrice}:{' '}
            <output htmlFor={`${id('price')} ${id('netQuantity')} ${id('unit')}`}>
              {perUnit ? formatUnitPrice(perUnit) : E.noUnitPrice}
            </output>
          </p>
          {canRemove ? (
            <Button size="sm" variant="quiet" onClick={onRemove}>
              {E.removePack(number)}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}
