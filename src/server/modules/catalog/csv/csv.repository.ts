// The CSV's tables: reads (export, import checks) and writes (import), re-exported for the CSV's services.
export * from './csv-reads.repository';
export * from './csv-writes.repository';
