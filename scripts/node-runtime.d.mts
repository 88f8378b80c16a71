/** Whether a Node version (v24.21.0 or 24.21.0) satisfies package.json engines.node. */
export function satisfiesEngines(version: string): boolean;
