import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import type { TAdminProductDetail } from '#src/contracts/admin-catalog';
import { useAlert } from '#src/web/lib/alert';
import { adminApi as api } from '#src/web/features/admin/index';
import {
  draftOf,
  emptyDraft,
  toRequest,
  type DraftErrors,
  type FactsDraft,
  type PackDraft,
  type ProductDraft,
} from './product-form';

const E = ADMIN_PRODUCTS_TEXT.productEditor;

/**
 * The editor's state and actions: the draft and its errors, saving (create or update), archiving, and the guard
 * that asks before a navigation or a reload drops unsaved changes.
 */
export function useProductEditor(product: TAdminProductDetail | null) {
  const navigate = useNavigate();
  const { showSuccess, showError } = useAlert();
  const [current, setCurrent] = useState(product);
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const saved = useRef(JSON.stringify(draft));
  const dirty = JSON.stringify(draft) !== saved.current;
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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

  const setFacts = <K extends keyof FactsDraft>(key: K, value: FactsDraft[K]) =>
    setDraft((d) => ({ ...d, facts: { ...d.facts, [key]: value } }));
  const setPack = (key: string, change: Partial<PackDraft>) =>
    setDraft((d) => ({ ...d, packs: d.packs.map((p) => (p.key === key ? { ...p, ...change } : p)) }));

  /** Saves the form; a new product as a draft when `asDraft` (decision 063: otherwise published). */
  const save = async (asDraft = false) => {
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
        : await api.admin.createProduct({ body: { ...request.body, draft: asDraft } });
      const fresh = draftOf(answer);
      setDraft(fresh);
      saved.current = JSON.stringify(fresh);
      setCurrent(answer);
      setHistoryKey((k) => k + 1);
      showSuccess(current ? E.savedMsg : answer.draft ? E.draftCreated : E.created);
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

  const togglePublished = async () => {
    if (!current) return;
    try {
      const answer = current.draft
        ? await api.admin.publishProduct({ params: { id: current.id } })
        : await api.admin.unpublishProduct({ params: { id: current.id } });
      setCurrent(answer);
      setHistoryKey((k) => k + 1);
      showSuccess(answer.draft ? E.unpublishedMsg : E.publishedMsg);
    } catch (caught) {
      showError((caught as Error).message);
    }
  };

  return {
    current,
    draft,
    setDraft,
    setFacts,
    setPack,
    errors,
    formError,
    saving,
    historyKey,
    blocker,
    save,
    toggleArchive,
    togglePublished,
  };
}
