/**
 * What a visitor started in the page's light first view, handed to the full view once its code
 * has loaded: a file to import or restore, or a transaction to add.
 */
export type Handoff = { kind: 'import'; file: File } | { kind: 'restore'; file: File } | { kind: 'add' };
