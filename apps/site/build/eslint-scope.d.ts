// The part of eslint-scope (no types of its own) that build/prunedStylesheet.ts uses.
declare module 'eslint-scope' {
  export interface Reference {
    identifier: object;
    init: boolean;
  }
  export interface Variable {
    name: string;
    references: Reference[];
    scope: Scope;
  }
  export interface Scope {
    type: string;
    set: Map<string, Variable>;
    childScopes: Scope[];
  }
  export interface ScopeManager {
    globalScope: Scope;
    getDeclaredVariables(node: object): Variable[];
  }
  export function analyze(
    program: object,
    options: { ecmaVersion: number; sourceType: 'module' | 'script'; fallback: 'iteration' },
  ): ScopeManager;
}
