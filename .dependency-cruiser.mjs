/** Import graph rules that ESLint's import-x cannot check: import-x/no-cycle skips `import type`, this counts it. */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, type-only imports included (tsPreCompilationDeps).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', '^data/', '^web/build/.*\\.js$', '\\.tmp/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    tsConfig: { fileName: 'tsconfig.json' },
    skipAnalysisNotInRules: true,
  },
};
