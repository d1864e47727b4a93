/** The back office's search synonyms screen (issue 32 §3, docs/decisions/051). */
export { SynonymsScreen } from './synonyms-screen';
