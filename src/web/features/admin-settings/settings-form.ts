import { ApiError } from '#src/contracts/client';
import type { TStoreSettings, TStoreSettingsInput } from '#src/contracts/settings';

/** The form's copy of the settings (what the API takes). */
export type SettingsDraft = TStoreSettingsInput;

/** A field's path as the API names it in a refusal ("gstin", "grievance.email", "policies.returns"). */
export type FieldPath = string;

export const draftOf = ({ updatedAt: _updatedAt, ...settings }: TStoreSettings): SettingsDraft => settings;

/** The id of a field's input: `settings-grievance-email`. */
export const fieldIdOf = (path: FieldPath) => `settings-${path.replaceAll('.', '-')}`;

/**
 * The field and message of the API's validation refusal ("gstin: must be a GSTIN …", errors plugin), or null when
 * the failure is not about one field.
 */
export function fieldErrorOf(error: unknown): { path: FieldPath; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^([a-zA-Z]+(?:\.[a-zA-Z]+)?): (.+)$/.exec(error.message);
  return match ? { path: match[1]!, message: match[2]! } : null;
}
