export const TARGETS: string[];
export function contractTypes(): Promise<string>;
export function staleTargets(types: string): string[];
