/** The back office's store settings page (issue 30 §1, docs/decisions/052). */
export { SettingsScreen } from './settings-screen';
