import type { Database } from '../client';

export async function seedDemoCatalogueIfEmpty(_db: Database): Promise<void> {}
